// `npm run chaos`: serves the production build behind fault-injecting proxies and drives
// Chromium through many navigations, each under one fault, checking that only the faulty
// section suffers and that Retry brings it back. Prints the counts; exits non-zero when a
// target is missed. See README.md, "Fault-injection run".
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/browser.mjs';
import { buildUnless } from './lib/servers.mjs';
import { describeResult, runEpisode } from './chaos/driver.mjs';
import { FAULT_KINDS, FULL_NAVIGATIONS, loadTimeoutMs, planRun, reproduction, summarize } from './chaos/plan.mjs';
import { startChaosSite } from './chaos/site.mjs';

const DEFAULT_GRACE_MS = 1500;

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    seed: { type: 'string' },
    navigations: { type: 'string', default: String(FULL_NAVIGATIONS) },
    'grace-ms': { type: 'string', default: String(DEFAULT_GRACE_MS) },
    kinds: { type: 'string' },
    'max-minutes': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});

const seed = args.seed === undefined ? randomInt(1, 2 ** 31 - 1) : Number(args.seed);
const navigations = Number(args.navigations);
const graceMs = Number(args['grace-ms']);
const maxMinutes = Number(args['max-minutes'] ?? (args.short ? 4 : 40));
if (![seed, navigations, graceMs, maxMinutes].every(Number.isFinite)) {
  console.error(
    'usage: npm run chaos -- [--short] [--seed N] [--navigations N] [--grace-ms N] [--kinds a,b] [--no-build]',
  );
  process.exit(2);
}
const kinds = /** @type {import('./chaos/plan.mjs').FaultKind[]} */ (
  args.kinds ? args.kinds.split(',').map((kind) => kind.trim()) : FAULT_KINDS
);
const unknown = kinds.filter((kind) => !FAULT_KINDS.includes(kind));
if (unknown.length) {
  console.error(`unknown fault kind(s): ${unknown.join(', ')}; known: ${FAULT_KINDS.join(', ')}`);
  process.exit(2);
}

const repro = reproduction({ seed, short: args.short, navigations, graceMs, defaultGraceMs: DEFAULT_GRACE_MS });
const line = (label, value) => console.log(`  ${label.padEnd(44)} ${value}`);

function printSummary(summary, { boundMs, results }) {
  const target = (value, ok) => `${value}${ok ? '' : '   <- target missed'}`;
  console.log('\nFault-injection run');
  line('navigations tried', summary.navigations);
  line(
    'faults injected by kind',
    Object.entries(summary.byKind)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ') || '-',
  );
  line('faults met by the browser', `${summary.exercised}/${summary.navigations}`);
  line('sections that showed their fallback', summary.fallbacks);
  line(`skeleton past the bound (${boundMs} ms, target 0)`, target(summary.stuck, summary.stuck === 0));
  line('neither content nor fallback (target 0)', target(summary.neither, summary.neither === 0));
  if (summary.byKind['contract-incompatible'])
    line(
      'incompatible remotes rendered (target 0)',
      target(summary.incompatibleRendered, summary.incompatibleRendered === 0),
    );
  line('host breakages (target 0)', target(summary.hostBreakages, summary.hostBreakages === 0));
  const { recovered, attempted } = summary.retries;
  line('Retry recoveries (target all)', target(`${recovered}/${attempted}`, recovered === attempted));
  line('uncaught errors (target 0)', target(summary.uncaught, summary.uncaught === 0));
  const csp = results.reduce((total, result) => total + result.cspViolations.length, 0);
  line('CSP violations (information)', csp);
  line('wrong remote in a section (information)', summary.wrongSection);
  line('bound from', 'REMOTE_LOAD_TIMEOUT_MS, shared/src/federation/loading.ts');
}

async function main() {
  // The last line of defence: whatever hangs, the process ends a little after its time limit.
  setTimeout(
    () => {
      console.error(`chaos run: hard time limit (${maxMinutes + 2} min) reached, exiting`);
      process.exit(1);
    },
    (maxMinutes + 2) * 60_000,
  ).unref();
  buildUnless(args['no-build']);
  for (const dir of ['host', 'remote-skills', 'remote-projects', 'remote-contact']) {
    if (!existsSync(`${dir}/dist/index.html`) && !existsSync(`${dir}/dist/remoteEntry.js`)) {
      throw new Error(`${dir}/dist is missing: run npm run build (or drop --no-build)`);
    }
  }
  const plan = planRun({ seed, navigations, short: args.short, kinds });
  const boundMs = loadTimeoutMs();
  console.log(`Chaos run: seed ${seed}, ${plan.length} navigations, bound ${boundMs} ms + ${graceMs} ms grace`);

  const site = await startChaosSite({ log: console.log });
  let browser;
  const cleanup = async () => {
    await browser?.close().catch(() => undefined);
    await site.close();
  };
  const onSignal = () => {
    cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const results = [];
  let aborted = null;
  try {
    browser = await launchChromium();
    console.log(`Site on ${site.hostUrl} (static 4373-4376, proxies 4380-4383)`);
    const deadline = performance.now() + maxMinutes * 60_000;
    for (const episode of plan) {
      if (performance.now() > deadline) {
        aborted = `time limit of ${maxMinutes} min reached after ${results.length} navigations`;
        break;
      }
      const result = await runEpisode({ browser, site, episode, boundMs, graceMs });
      results.push(result);
      console.log(describeResult(result, boundMs, graceMs));
    }
  } finally {
    await cleanup();
  }

  const summary = summarize(results, { aborted });
  printSummary(summary, { boundMs, results });
  if (summary.missed.length) {
    console.log(`\nTargets missed: ${summary.missed.join('; ')}`);
    console.log(`Reproduce: ${repro}`);
    process.exitCode = 1;
  } else {
    console.log(`\nAll targets met. Reproduce: ${repro}`);
  }
}

main().catch((error) => {
  console.error(`chaos run failed: ${error.message}\nReproduce: ${repro}`);
  process.exitCode = 1;
});
