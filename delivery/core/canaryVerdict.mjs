// The verdict on a canary from field data, candidate against stable (decision 0025; rules in docs/deploying.md).

/** @typedef {import('../../shared/build/beacon.mjs').Beacon} Beacon */
/**
 * @typedef {{ release: string, views: number, failed: number, failureRate: number, threw: number, lcp: number[], inp: number[],
 *   lcpP75: number | null, inpP75: number | null }} ArmFigures
 * @typedef {{ minViews: number, rollbackViews: number, rollbackFailures: number, extraFailurePoints: number,
 *   promoteExtraFailurePoints: number, minVitals: number, lcp: { promote: [number, number], rollBack: [number, number] },
 *   inp: { promote: [number, number], rollBack: [number, number] } }} VerdictRules
 * @typedef {{ verdict: 'promote' | 'roll back' | 'wait', reasons: string[], stable: ArmFigures, candidate: ArmFigures }} Verdict
 */

/** A vital's pair [ratio, ms]: the candidate's p75 at most stable × ratio + ms. @type {VerdictRules} */
export const VERDICT_RULES = {
  // Promote only after this many views on each release.
  minViews: 30,
  // Roll back once even the Wilson low end of the candidate's failure rate is this far above stable's.
  rollbackViews: 10,
  rollbackFailures: 5,
  extraFailurePoints: 5,
  // Promote only when the candidate fails at most this many points more often than stable.
  promoteExtraFailurePoints: 1,
  // A vital is judged once each release has this many samples of it.
  minVitals: 20,
  lcp: { promote: [1.1, 100], rollBack: [1.25, 250] },
  inp: { promote: [1.1, 50], rollBack: [1.25, 100] },
};

/** The 75th percentile by nearest rank, as CrUX computes it. @param {number[]} samples */
export function percentile75(samples) {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

/** @param {Beacon[]} beacons @param {string} remote @param {string} release @returns {ArmFigures} */
export function armFigures(beacons, remote, release) {
  let views = 0;
  let failed = 0;
  let threw = 0;
  const lcp = [];
  const inp = [];
  for (const beacon of beacons) {
    let shown = false;
    beacon.views.forEach((view, index) => {
      const sections = view.sections.filter((section) => section.remote === remote && section.release === release);
      if (sections.length === 0) return;
      views++;
      shown = true;
      failed += sections.filter((section) => section.outcome === 'fallback').length;
      threw += sections.filter((section) => section.reason === 'render' || section.reason === 'contract').length;
      if (index === 0 && beacon.vitals.LCP !== undefined) lcp.push(beacon.vitals.LCP);
    });
    if (shown && beacon.vitals.INP !== undefined) inp.push(beacon.vitals.INP);
  }
  return {
    release,
    views,
    failed,
    failureRate: views ? failed / views : 0,
    threw,
    lcp,
    inp,
    lcpP75: percentile75(lcp),
    inpP75: percentile75(inp),
  };
}

const points = (rate) => `${(rate * 100).toFixed(1)} %`;

/** The low end of the one-sided 95 % Wilson interval. @param {number} failed @param {number} views */
export function failureRateAtLeast(failed, views) {
  if (views === 0) return 0;
  const z = 1.645;
  const rate = failed / views;
  const centre = rate + (z * z) / (2 * views);
  const spread = z * Math.sqrt((rate * (1 - rate)) / views + (z * z) / (4 * views * views));
  return Math.max(0, (centre - spread) / (1 + (z * z) / views));
}

/** @param {ArmFigures} stable @param {ArmFigures} candidate @param {VerdictRules} [rules] @returns {Verdict} */
export function canaryVerdict(stable, candidate, rules = VERDICT_RULES) {
  const extra = (candidate.failureRate - stable.failureRate) * 100;
  const atLeast = failureRateAtLeast(candidate.failed, candidate.views);
  const failures = `failed sections per view ${points(candidate.failureRate)} (${candidate.failed}/${candidate.views}, at least ${points(atLeast)}) against ${points(stable.failureRate)} (${stable.failed}/${stable.views})`;
  const surplus = (atLeast - stable.failureRate) * 100;
  // The same test on the sections whose own code failed (render, contract).
  const threwAtLeast = failureRateAtLeast(candidate.threw, candidate.views);
  const threwSurplus = (threwAtLeast - (stable.views ? stable.threw / stable.views : 0)) * 100;
  if (candidate.views >= rules.rollbackViews && candidate.failed >= rules.rollbackFailures) {
    if (surplus > rules.extraFailurePoints)
      return {
        verdict: 'roll back',
        reasons: [`${failures}: at least ${surplus.toFixed(1)} points more than stable`],
        stable,
        candidate,
      };
    if (candidate.threw >= rules.rollbackFailures && threwSurplus > rules.extraFailurePoints)
      return {
        verdict: 'roll back',
        reasons: [
          `${failures}; its own code failed in ${candidate.threw} (at least ${points(threwAtLeast)}) against ${stable.threw} of stable's: at least ${threwSurplus.toFixed(1)} points more`,
        ],
        stable,
        candidate,
      };
  }

  const reasons = [];
  let rollBack = false;
  let judged = true;
  for (const [name, key] of /** @type {const} */ ([
    ['LCP', 'lcp'],
    ['INP', 'inp'],
  ])) {
    const [mine, theirs] = [candidate[`${key}P75`], stable[`${key}P75`]];
    const counts = `n=${candidate[key].length}/${stable[key].length}`;
    if (mine === null || theirs === null || Math.min(candidate[key].length, stable[key].length) < rules.minVitals) {
      reasons.push(`${name}: too few samples to judge (${counts}, ${rules.minVitals} needed)`);
      if (name === 'LCP') judged = false; // every page view has an LCP: wait for it; INP only with a tap
      continue;
    }
    const [promoteRatio, promoteMs] = rules[key].promote;
    const [rollRatio, rollMs] = rules[key].rollBack;
    const figures = `${name} p75 ${Math.round(mine)} ms against ${Math.round(theirs)} ms (${counts})`;
    if (mine > theirs * rollRatio + rollMs) {
      rollBack = true;
      reasons.push(`${figures}: worse than ${rollRatio} × stable + ${rollMs} ms`);
    } else if (mine > theirs * promoteRatio + promoteMs) {
      judged = false;
      reasons.push(`${figures}: not within ${promoteRatio} × stable + ${promoteMs} ms yet`);
    } else reasons.push(`${figures}: within ${promoteRatio} × stable + ${promoteMs} ms`);
  }
  if (rollBack) return { verdict: 'roll back', reasons: [failures, ...reasons], stable, candidate };
  if (Math.min(candidate.views, stable.views) < rules.minViews)
    return {
      verdict: 'wait',
      reasons: [
        `views ${candidate.views} (candidate) and ${stable.views} (stable); ${rules.minViews} each needed`,
        failures,
        ...reasons,
      ],
      stable,
      candidate,
    };
  if (extra > rules.promoteExtraFailurePoints)
    return {
      verdict: 'wait',
      reasons: [`${failures}: ${extra.toFixed(1)} points more than stable`, ...reasons],
      stable,
      candidate,
    };
  return { verdict: judged ? 'promote' : 'wait', reasons: [failures, ...reasons], stable, candidate };
}
