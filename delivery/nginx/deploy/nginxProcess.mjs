// The deploy's nginx process: run with the prefix's config and error log, reloaded, stopped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { deployPrefix } from './settings.mjs';

/** Debian puts nginx in /usr/sbin, which is not on every user's PATH. */
const NGINX = process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** The arguments that keep nginx to the prefix: its config, its error log, nothing under /etc. */
export function prefixArgs(prefix = deployPrefix()) {
  return ['-p', prefix, '-c', join(prefix, 'conf', 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')];
}

export function nginxInstalled() {
  return spawnSync(NGINX, ['-v'], { stdio: 'ignore' }).status === 0;
}

/** Runs nginx on the prefix with `args` (-t, -s reload…), waiting for it. @param {string[]} args */
export function nginx(args) {
  return spawnSync(NGINX, [...prefixArgs(), ...args], { stdio: 'inherit' });
}

/** Runs nginx in the foreground until it exits; SIGINT and SIGTERM stop it gracefully. */
export function serveInForeground() {
  const child = spawn(NGINX, [...prefixArgs(), '-g', 'daemon off;'], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
  child.on('exit', (code) => process.exit(code ?? 0));
}

/** Whether the prefix's nginx is running (its pid file names a live process). */
export function nginxRunning(prefix = deployPrefix()) {
  try {
    process.kill(Number(readFileSync(join(prefix, 'nginx.pid'), 'utf8').trim()), 0);
    return true;
  } catch {
    return false;
  }
}

/** A killed nginx leaves its unix socket (unbindable); its fragment cache may not fit a new config. */
export function clearLeftovers(prefix = deployPrefix()) {
  if (nginxRunning(prefix)) return;
  rmSync(join(prefix, 'tmp', 'fragments.sock'), { force: true });
  rmSync(join(prefix, 'cache'), { recursive: true, force: true });
}

/** The worker processes of the running nginx (children of its master), or null if unknown. */
function workerPids() {
  try {
    const master = readFileSync(join(deployPrefix(), 'nginx.pid'), 'utf8').trim();
    return readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return null;
  }
}

/** Returns once the old workers are gone: until then a request could mix the old fragment with the new remotes.json. */
export function reloadNginx() {
  if (nginx(['-t', '-q']).status !== 0) throw new Error('nginx config test failed; nginx not reloaded');
  const before = workerPids();
  if (nginx(['-s', 'reload']).status !== 0) throw new Error('nginx reload failed');
  if (!before) {
    spawnSync('sleep', ['0.5']);
    return;
  }
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const now = workerPids() ?? [];
    if (!before.some((pid) => now.includes(pid)) && now.length > 0) return;
    spawnSync('sleep', ['0.05']);
  }
}
