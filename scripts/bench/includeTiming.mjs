// How long nginx takes to serve a remote route's page with its remote healthy, slow (5 s), refused
// and hung. It deploys the current build (`npm run build` first) under its own prefix and ports
// (scripts/lib/includeRig.mjs), so it runs beside the e2e suite and `npm start`; firstPaint.mjs
// prints it after Lighthouse. Prints figures; never fails on them.
//
//   node scripts/bench/includeTiming.mjs [--route /skills] [--runs 7]
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { deployCli, faultEntries, lockRigPorts, RIG_PORTS, startFaultServers, timedRuns } from '../lib/includeRig.mjs';

/**
 * Measures nginx serving `route` in each state of its remote; `section` says whether the remote's
 * server HTML (`data-mf-remote`) was in the page (false: the skeleton).
 * @param {{ route?: string, runs?: number }} [options]
 */
export async function measureIncludeTiming({ route = '/skills', runs = 7 } = {}) {
  const remote = config.routes.find((candidate) => candidate.path === route)?.remote;
  if (!remote) throw new Error(`${route} is not a remote route`);
  const unlock = await lockRigPorts();
  const prefix = mkdtempSync(join(tmpdir(), 'include-timing-'));
  chmodSync(prefix, 0o755);
  let stopFaults = async () => {};
  try {
    stopFaults = await startFaultServers();
    const started = deployCli(['start', '--fresh'], { prefix });
    if (started.status !== 0) throw new Error(started.stderr || 'nginx deploy failed to start');
    const remotesPath = join(prefix, 'sites', 'host', 'remotes.json');
    const faults = faultEntries(remote);
    const states = [
      ['healthy', JSON.parse(readFileSync(remotesPath, 'utf8'))[remote]],
      ['slow (5 s)', faults['a 5 s answer']],
      ['down (refused)', faults['a refused connection']],
      ['hung (no answer)', faults['no answer']],
    ];
    const url = `http://localhost:${RIG_PORTS.nginx.host}${route}`;
    const results = [];
    for (const [state, entry] of states) {
      const remotes = JSON.parse(readFileSync(remotesPath, 'utf8'));
      writeFileSync(remotesPath, JSON.stringify({ ...remotes, [remote]: entry }, null, 2));
      const reloaded = deployCli(['reload'], { prefix });
      if (reloaded.status !== 0) throw new Error(reloaded.stderr);
      const { last, ...times } = await timedRuns(url, runs);
      const section = last.body.includes(`data-mf-remote="${remote}"`);
      results.push({ state, ...times, status: last.response.status, section });
    }
    return { route, runs, states: results };
  } finally {
    deployCli(['stop'], { prefix });
    await stopFaults();
    rmSync(prefix, { recursive: true, force: true });
    unlock();
  }
}

/**
 * One line per state of the remote.
 * @param {Awaited<ReturnType<typeof measureIncludeTiming>>} timing
 * @param {(label: string, value: string) => void} log
 */
export function printIncludeTiming({ route, runs, states }, log) {
  for (const state of states) {
    log(
      `nginx serves ${route}, remote ${state.state}`,
      `${state.medianMs.toFixed(0)} ms median (${state.minMs.toFixed(0)}–${state.maxMs.toFixed(0)}, ${runs} runs), ${state.status}, ${state.section ? 'section HTML' : 'skeleton'}`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    strict: false,
    options: { route: { type: 'string', default: '/skills' }, runs: { type: 'string', default: '7' } },
  });
  const timing = await measureIncludeTiming({ route: String(values.route), runs: Number(values.runs) });
  printIncludeTiming(timing, (label, value) => console.log(`  ${label.padEnd(48)} ${value}`));
}
