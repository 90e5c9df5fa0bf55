// Runs the host Worker's deploy bundle locally in workerd (Miniflare), host/dist as its assets:
//   node delivery/edge/start.mjs [--port 4400] [--remotes-json-url http://…/remotes.json]
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EDGE_PORT = 4400;

/** The host Worker as one ES module (what wrangler bundles from wrangler.jsonc's "main"). */
export async function bundleHostWorker() {
  const result = await build({
    entryPoints: [join(ROOT, 'delivery', 'edge', 'host', 'worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    external: ['node:*'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/**
 * @param {{ port?: number, vars?: Record<string, string>, hostDist?: string, onLog?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, mf: import('miniflare').Miniflare, dispose: () => Promise<void> }>}
 */
export async function startHostWorker({
  port = EDGE_PORT,
  vars = {},
  hostDist = join(ROOT, 'host', 'dist'),
  onLog = (line) => process.stdout.write(`${line}\n`),
} = {}) {
  const script = await bundleHostWorker();
  const mf = new Miniflare({
    host: '127.0.0.1',
    port,
    modules: [{ type: 'ESModule', path: join(ROOT, 'delivery', 'edge', 'host', 'worker.mjs'), contents: script }],
    compatibilityDate: '2026-04-20',
    compatibilityFlags: ['nodejs_compat'],
    bindings: vars,
    kvNamespaces: ['REMOTES'],
    // The beacon store (field data): a real D1 (SQLite) database, in memory here.
    d1Databases: ['BEACONS'],
    assets: {
      directory: hostDist,
      binding: 'ASSETS',
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
    },
    cache: true,
    handleRuntimeStdio(stdout, stderr) {
      for (const stream of [stdout, stderr]) {
        createInterface({ input: stream }).on('line', (line) => onLog(line));
      }
    },
  });
  const url = await mf.ready;
  return { url: url.href, mf, dispose: () => mf.dispose() };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    strict: false,
    options: { port: { type: 'string', default: String(EDGE_PORT) }, 'remotes-json-url': { type: 'string' } },
  });
  const remotesJsonUrl = typeof values['remotes-json-url'] === 'string' ? values['remotes-json-url'] : undefined;
  /** @type {Record<string, string>} */
  const vars = remotesJsonUrl ? { REMOTES_JSON_URL: remotesJsonUrl } : {};
  const { url, dispose } = await startHostWorker({ port: Number(values.port), vars });
  console.log(`host Worker (workerd) ${url}  Ctrl-C stops it`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void dispose().then(() => process.exit(0)));
}
