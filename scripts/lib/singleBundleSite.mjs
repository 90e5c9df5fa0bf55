// The single-bundle build (host/build/singleBundle.ts: no federation at run time) in host/dist-single,
// precompressed and served by `npm start`'s server code, so it differs from the site in nothing else.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createComposer } from '../../delivery/node/composer.mjs';
import { close, listen } from './servers.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SINGLE_BUNDLE_DIST = join(ROOT, 'host', 'dist-single');
/** What delivery/build/precompress.mjs compresses. */
const TEXT = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;

/** `SINGLE_BUNDLE=1 vite build` in host/ (about 10 s), then .br and .gz beside each text file. */
export function buildSingleBundle() {
  const built = spawnSync('npx', ['vite', 'build'], {
    cwd: join(ROOT, 'host'),
    env: { ...process.env, SINGLE_BUNDLE: '1' },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`single-bundle build failed:\n${built.stdout}\n${built.stderr}`);
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of walk(SINGLE_BUNDLE_DIST)) {
    if (!TEXT.test(file) || statSync(file).size < 512) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

/**
 * Serves host/dist-single (built first) on `port` (0: a free one) with `npm start`'s host server:
 * its pages, headers and compression, and no remotes.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
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
