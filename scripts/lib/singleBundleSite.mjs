// The single-bundle build (host/build/singleBundle.ts: no federation at run time) in host/dist-single,
// precompressed and served by `npm start`'s server code, so it differs from the site in nothing else.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createComposer } from '../../delivery/node/composer.mjs';
import { close, listen } from './servers.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SINGLE_BUNDLE_DIST = join(ROOT, 'host', 'dist-single');

/** `SINGLE_BUNDLE=1 vite build` in host/, then .br and .gz beside each text file. */
export function buildSingleBundle() {
  const built = spawnSync('npx', ['vite', 'build'], {
    cwd: join(ROOT, 'host'),
    env: { ...process.env, SINGLE_BUNDLE: '1' },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`single-bundle build failed:\n${built.stdout}\n${built.stderr}`);
  spawnSync(process.execPath, ['delivery/build/precompress.mjs', SINGLE_BUNDLE_DIST], { cwd: ROOT, stdio: 'ignore' });
}

/** Serves host/dist-single (built first) on `port` (0: a free one) with `npm start`'s host server: its pages, headers
 * and compression, and no remotes. @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export async function serveSingleBundle(port = 0) {
  // The server serves <dir>/dist.
  const dir = mkdtempSync(join(tmpdir(), 'single-bundle-'));
  symlinkSync(resolve(SINGLE_BUNDLE_DIST), join(dir, 'dist'));
  const server = await listen(createComposer({ dir, warn: () => {} }), port);
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await close(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
