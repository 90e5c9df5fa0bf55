// `npm run test:engines`: the visitor checks of e2e/engines/scenarios.mjs in Firefox ESR and
// WebKit (WebKitGTK), against the production build served by the `npm start` server. Prints
// each engine's name and version, each check, and a summary; exits non-zero on any failure. An
// engine that is not installed is skipped with one line naming it and the apt command, or fails
// the run on CI / with REQUIRE_SYSTEM_SUITES=1 (scripts/lib/systemSuite.mjs). See docs/testing.md.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startFormService } from '../../remote-contact/server/formService.mjs';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { remoteNamesOf } from '../../shared/build/apps.mjs';
import { DESKTOP, ENGINES_INSTALL, findEngines, startFirefox, startWebKit } from './browsers.mjs';
import { startProxy } from './proxy.mjs';
import { CheckFailed, SCENARIOS } from './scenarios.mjs';
import { buildUnless, startServe } from '../../scripts/lib/servers.mjs';
import { systemSuiteDecision } from '../../scripts/lib/systemSuite.mjs';
import { waitForUrl } from '../../scripts/lib/waitForUrl.mjs';

const SCENARIO_TIMEOUT_MS = 40_000;
const FORM_PORT = 4180;

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    engine: { type: 'string', multiple: true },
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
    // Firefox headless even where Xvfb is there (the headed window is the default).
    headless: { type: 'boolean', default: false },
  },
});
const engineNames = args.engine?.length ? args.engine : ['firefox', 'webkit'];
const runs = Number(args.runs);
const started = Date.now();

const found = findEngines();
const unknown = engineNames.filter((name) => !(name in found));
if (unknown.length) {
  console.error(`engines: unknown engine ${unknown.join(', ')} (known: ${Object.keys(found).join(', ')})`);
  process.exit(2);
}
const absent = engineNames.filter((name) => 'missing' in found[name]);
const decision = systemSuiteDecision({
  suite: `test:engines (${absent.join(', ')})`,
  missing: [...new Set(absent.flatMap((name) => found[name].missing))],
  install: ENGINES_INSTALL,
});
if (decision.action !== 'run') {
  console.error(decision.line);
  if (decision.action === 'fail') process.exit(1);
}
const enginesToRun = engineNames.filter((name) => !absent.includes(name));
if (enginesToRun.length === 0) process.exit(0);

buildUnless(args['no-build']);
const server = await startServe(['--no-form-service']);
const site = server.url;
const outboxPath = join(mkdtempSync(join(tmpdir(), 'engines-outbox-')), 'messages.jsonl');
const formService = await startFormService({ port: FORM_PORT, outboxPath });
const stopServers = async () => {
  await server.stop();
  await formService.close();
};
process.once('SIGINT', () => stopServers().then(() => process.exit(130)));

let failures = 0;
const summary = [];
/** Scenarios that failed a check once and passed on their retry (CI only), named in the summary. */
const flaky = [];
/** Timings the scenarios report, per engine and figure: summed up over runs in the summary. */
const figures = new Map();
try {
  for (const remote of remoteNamesOf()) {
    await waitForUrl(`http://localhost:${config.apps[remote].preview}/remoteEntry.js`);
  }
  for (const name of enginesToRun) {
    for (let run = 1; run <= runs; run++) {
      const result = await runEngine(name, run);
      summary.push(result);
      failures += result.total - result.passed;
    }
  }
} finally {
  await stopServers();
}

console.log('\nengines summary');
for (const result of summary) {
  console.log(
    `  ${result.engine} ${result.version}, run ${result.run}: ${result.passed}/${result.total} checks passed (${(result.ms / 1000).toFixed(1)} s)`,
  );
}
if (flaky.length) console.log(`  flaky (passed on their retry): ${flaky.join('; ')}`);
for (const [key, { limit, values }] of figures) {
  const sorted = values.toSorted((a, b) => a - b);
  const within = values.filter((value) => value <= limit).length;
  console.log(
    `  ${key}: median ${Math.round(sorted[Math.floor((sorted.length - 1) / 2)])} ms (${Math.round(sorted[0])}–${Math.round(sorted.at(-1))}), ${within}/${values.length} within ${limit} ms`,
  );
}
console.log(`  wall time ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failures ? 1 : 0);

async function runEngine(name, run) {
  const engineStarted = Date.now();
  const proxy = await startProxy({ hostOrigin: site, injectProbe: name === 'webkit' });
  /** @type {import('./browsers.mjs').EnginePage} */
  let page;
  try {
    page =
      name === 'firefox'
        ? await startFirefox({
            .../** @type {any} */ (found.firefox),
            ...(args.headless ? { xvfb: null } : {}),
            proxyPort: proxy.port,
          })
        : await startWebKit({ .../** @type {any} */ (found.webkit), proxyPort: proxy.port });
  } catch (error) {
    await proxy.close();
    console.log(`✗ ${name}: could not start: ${error instanceof Error ? error.message : error}`);
    return { engine: name, version: '', run, passed: 0, total: SCENARIOS.length, ms: Date.now() - engineStarted };
  }
  console.log(`\n${page.name} ${page.version}, run ${run}`);
  let passed = 0;
  const scenarios = args.only
    ? SCENARIOS.filter((scenario) => scenario.name.includes(/** @type {string} */ (args.only)))
    : SCENARIOS;
  for (const scenario of scenarios) {
    let outcome = await attemptScenario(scenario, { page, site, outboxPath, proxy });
    // On CI a scenario whose check failed is tried once more, as the Playwright suite retries once
    // on CI; one that reported a page error (console error, uncaught error, CSP violation, failed
    // preload, crash) is never retried: those fail at once.
    if (!outcome.ok && process.env.CI && outcome.problems.length === 0) {
      const first = outcome;
      outcome = await attemptScenario(scenario, { page, site, outboxPath, proxy });
      if (outcome.ok) {
        outcome = { ...outcome, flaky: first.failure };
        flaky.push(`${page.name}: ${scenario.name}`);
      }
    }
    if (outcome.ok) passed++;
    const mark = outcome.ok ? (outcome.flaky ? '✓ (flaky: passed on its retry)' : '✓') : '✗';
    console.log(`  ${mark} ${scenario.name} (${(outcome.ms / 1000).toFixed(1)} s)`);
    if (outcome.flaky) console.log(`      first try: ${outcome.flaky}`);
    if (outcome.failure) console.log(`      ${outcome.failure}`);
    if (outcome.report?.note) console.log(`      ${outcome.report.note}`);
    for (const figure of outcome.report?.figures ?? []) {
      const key = `${page.name} ${page.version}: ${figure.name}`;
      if (!figures.has(key)) figures.set(key, { limit: figure.limit, values: [] });
      figures.get(key).values.push(figure.value);
    }
    for (const problem of new Set(outcome.problems)) console.log(`      page error: ${problem}`);
  }
  await page.close();
  await proxy.close();
  return {
    engine: page.name,
    version: page.version,
    run,
    passed,
    total: scenarios.length,
    ms: Date.now() - engineStarted,
  };
}

/** One try of a scenario: { ok, failure, problems, ms }. */
async function attemptScenario(scenario, { page, site, outboxPath, proxy }) {
  const started = Date.now();
  proxy.reports.splice(0);
  page.takeEngineProblems();
  let failure = null;
  /** What the scenario reports besides passing: a note to print and timings ({ note, figures }). */
  let report = null;
  try {
    await page.setViewport(DESKTOP.width, DESKTOP.height);
    report = (await withTimeout(scenario.run({ page, site, outboxPath, proxy }), SCENARIO_TIMEOUT_MS)) ?? null;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    if (error instanceof CheckFailed) report = error.report;
  }
  // Reports from the page arrive as beacons: give the last ones a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const problems = [
    ...proxy.reports.splice(0).map((report) => `${report.kind} on ${report.page}: ${report.text}`),
    ...page.takeEngineProblems(),
    ...(await duplicatePreloads(page)),
  ];
  return { ok: !failure && problems.length === 0, failure, problems, report, ms: Date.now() - started };
}

/** One preload per module: the same module preloaded twice is fetched twice (or once in vain). */
async function duplicatePreloads(page) {
  try {
    const duplicates = await page.evaluate(() => {
      const counts = new Map();
      for (const link of document.querySelectorAll(/** @type {'link'} */ ('link[rel="modulepreload"]'))) {
        counts.set(link.href, (counts.get(link.href) ?? 0) + 1);
      }
      return [...counts].filter(([, count]) => count > 1).map(([href, count]) => `${href} preloaded ${count} times`);
    });
    return Array.isArray(duplicates) ? duplicates : [];
  } catch {
    return []; // no page to ask (JavaScript off in WebKit): the probe's reports still count
  }
}

function withTimeout(promise, ms) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s`)), ms);
    }),
  ]);
}
