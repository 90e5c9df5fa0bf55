// Starting and stopping the servers the tools run in their own process (test rigs, the chaos site,
// the load run's stoppable origin, the field demo), building first, and npm start's server as a child.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { waitForUrl } from './waitForUrl.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Listens on `port` (loopback unless `host` says otherwise); resolves to the server.
 * @template {import('node:net').Server} S @param {S} server @param {number} port @param {string} [host]
 * @returns {Promise<S>} */
export function listen(server, port, host = '127.0.0.1') {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail); // a server listened on again must not pile up listeners
      done(server);
    });
  });
}

/** Closes a server with its open connections (an HTTP server's; a bare TCP server's are the caller's).
 * @param {import('node:http').Server | import('node:net').Server} server @returns {Promise<void>} */
export function close(server) {
  if ('closeAllConnections' in server) server.closeAllConnections();
  return new Promise((done) => server.close(() => done(undefined)));
}

/** `npm run build` (its output shown) unless `skip` (`--no-build`); exits with its status when it fails. */
export function buildUnless(skip) {
  if (skip) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** `npm start`'s server (delivery/node/serve.mjs, `args` passed on) of the repository at `cwd` in a process group of
 * its own, once it answers on the host's preview port; `stop()` ends the group (its workers too; killed after 10 s).
 * @param {string[]} [args] @param {{ cwd?: string, env?: NodeJS.ProcessEnv, timeoutMs?: number }} [options] */
export async function startServe(args = [], { cwd = ROOT, env = process.env, timeoutMs = 30_000 } = {}) {
  const url = `http://localhost:${config.apps.host.preview}`;
  const server = spawn(process.execPath, ['delivery/node/serve.mjs', ...args], {
    cwd,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    const group = -(/** @type {number} */ (server.pid));
    process.kill(group, 'SIGTERM');
    const late = setTimeout(() => {
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }, 10_000);
    await exited;
    clearTimeout(late);
  };
  try {
    await waitForUrl(`${url}/remotes.json`, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
