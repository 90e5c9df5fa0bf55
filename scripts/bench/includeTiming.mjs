// How long nginx takes to serve a remote route's page (its include resolved or stubbed) with
// the remote healthy, slow (answering after 5 s) and down (connection refused). It deploys the
// current build (`npm run build` first) with delivery/nginx/deploy.mjs under its own prefix and ports
// (4391-4394, the fault servers on 4395-4398; scripts/lib/includeRig.mjs), so it runs beside
// the e2e suite and `npm start`. Prints figures; never fails on them.
//
//   node scripts/bench/includeTiming.mjs [--route /skills] [--runs 7]
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import config from '../../shared/build/apps.json' with { type: 'json' };
import {
  deployCli,
  faultEntries,
  lockRigPorts,
  RIG_PORTS,
  startFaultServers,
  timedRuns,
  firstResponseBytes,
  printFirstResponseBytes,
} from '../lib/includeRig.mjs';

/**
 * @typedef {{ route: string, runs: number, states: { state: string, medianMs: number, minMs: number, maxMs: number,
 *   status: number, section: boolean }[],
 *   bytes: Record<string, { bytes: number, encoding: string }> }} IncludeTiming
 */

/**
 * Measures nginx serving `route` in three states of its remote. Resolves to
 * `{ route, runs, states: [{ state, medianMs, minMs, maxMs, status, section }] }`; `section` says
 * whether the remote's server HTML (`data-mf-remote`) was in the page (false = the skeleton).
 * @param {{ route?: string, runs?: number, distRoot?: string }} [options]
 * @returns {Promise<IncludeTiming>}
 */
export async function measureIncludeTiming({ route = '/skills', runs = 7, distRoot } = {}) {
  const remote = config.routes.find((candidate) => candidate.path === route)?.remote;
  if (!remote) throw new Error(`${route} is not a remote route`);
  const unlock = await lockRigPorts();
  const prefix = mkdtempSync(join(tmpdir(), 'include-timing-'));
  chmodSync(prefix, 0o755);
  const options = { prefix, distRoot };
  let stopFaults = async () => {};
  try {
    stopFaults = await startFaultServers();
    const started = deployCli(['start', '--fresh'], options);
    if (started.status !== 0) throw new Error(started.stderr || 'nginx deploy failed to start');
    const remotesPath = join(prefix, 'sites', 'host', 'remotes.json');
    const healthy = JSON.parse(readFileSync(remotesPath, 'utf8'))[remote];
    const faults = faultEntries(remote);
    const states = [
      ['healthy', healthy],
      ['slow (5 s)', faults['a 5 s answer']],
      ['down (refused)', faults['a refused connection']],
      ['hung (no answer)', faults['no answer']],
    ];
    const url = `http://localhost:${RIG_PORTS.nginx.host}${route}`;
    const bytes = await firstResponseBytes(
      url,
      config.routes.map(({ path }) => path),
    );
    const results = [];
    for (const [state, entry] of states) {
      const remotes = JSON.parse(readFileSync(remotesPath, 'utf8'));
      writeFileSync(remotesPath, JSON.stringify({ ...remotes, [remote]: entry }, null, 2));
      const reloaded = deployCli(['reload'], options);
      if (reloaded.status !== 0) throw new Error(reloaded.stderr);
      const { last, ...times } = await timedRuns(url, runs);
      results.push({
        state,
        ...times,
        status: last.response.status,
        section: last.body.includes(`data-mf-remote="${remote}"`),
      });
    }
    return { route, runs, states: results, bytes };
  } finally {
    deployCli(['stop'], options);
    await stopFaults();
    rmSync(prefix, { recursive: true, force: true });
    unlock();
  }
}

/**
 * @param {IncludeTiming} timing
 * @param {(line: string) => void} [log]
 */
export function printIncludeTiming({ route, runs, states, bytes }, log = console.log) {
  log(`nginx: time to serve ${route} (whole page, median of ${runs}) by the state of its remote`);
  for (const { state, medianMs, minMs, maxMs, status, section } of states) {
    log(
      `  ${state.padEnd(18)} ${medianMs.toFixed(1).padStart(7)} ms  (min ${minMs.toFixed(1)}, max ${maxMs.toFixed(1)})  ${status}  ${section ? 'section HTML' : 'skeleton'}`,
    );
  }
  if (bytes) printFirstResponseBytes('nginx', bytes, log);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    strict: false,
    options: { route: { type: 'string', default: '/skills' }, runs: { type: 'string', default: '7' } },
  });
  printIncludeTiming(await measureIncludeTiming({ route: String(values.route), runs: Number(values.runs) }));
}
