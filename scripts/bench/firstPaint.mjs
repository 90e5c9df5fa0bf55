// First paint on the nginx deploy (issue 11): for the five routes, Lighthouse 12 mobile
// (median of 3) performance, FCP, LCP, TBT, CLS and Speed Index; the compressed size of
// the HTML and whether the section's text is in the first response (raw HTTP, no browser);
// and the same Lighthouse figures for a plain static page of the same size served by the
// same nginx: the floor. Runs are interleaved (route 1..5, floor, route 1..5, floor, ...),
// so a busy moment of the machine falls on every page alike. Then, when
// scripts/bench/includeTiming.mjs is there (the servers' part), the time nginx takes to serve
// a remote route's page with its remote healthy, slow and down.
//
// Uses nginx on 8080-8083 (delivery/nginx/deploy.mjs, its own prefix): run it under the e2e lock.
// `node scripts/bench/firstPaint.mjs` runs it alone against the current build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { timedGet } from '../lib/includeRig.mjs';
import { lighthouseOnce, median } from '../lib/lighthouse.mjs';
import { waitForUrl } from '../lib/waitForUrl.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOST = 'http://localhost:8080';
const PREFIX = process.env.BENCH_DEPLOY_PREFIX ?? '/tmp/portfolio-nginx-bench';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const FLOOR_PATH = '/bench-floor.html';
/** A phrase of each page's own section (a remote's section on its route), looked for in the raw HTML. */
const ROUTES = [
  { path: '/', phrase: 'Simplicity is the soul of efficiency.' },
  { path: '/skills', phrase: 'Frontend Development' },
  { path: '/education', phrase: 'Higher Secondary Certificate (HSC)' },
  { path: '/projects', phrase: 'EventSphere' },
  { path: '/contact', phrase: 'Contact details' },
];
const TARGETS = { performance: 99, fcp: 1200, lcp: 1500, tbt: 50, cls: 0 };

function deploy(command) {
  const result = spawnSync(
    'node',
    ['delivery/nginx/deploy.mjs', command, ...(command === 'start' ? ['--fresh'] : [])],
    {
      cwd: ROOT,
      env: { ...process.env, DEPLOY_PREFIX: PREFIX },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`deploy ${command} failed: ${result.stderr || result.stdout}`);
}

/** The first response as a browser asks for it: compressed bytes on the wire and the decoded HTML. */
export async function firstResponse(url, encoding = 'br') {
  const { response, body, bytes } = await timedGet(url, { 'Accept-Encoding': encoding, Accept: 'text/html' });
  const coding = response.headers.get('content-encoding') ?? 'identity';
  return { status: response.status, coding, bytes, html: body };
}

/**
 * The floor: `/`'s pre-rendered HTML with every script, stylesheet and preload taken out, so
 * the same markup and text (same size) paints with nothing but the HTML. Precompressed like
 * the site's pages.
 */
export function floorPage(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(stylesheet|modulepreload|preload|manifest|icon|apple-touch-icon)"[^>]*>/g, '')
    .replace(/<!--#[\s\S]*?-->/g, '');
}

function writeFloor() {
  const html = floorPage(readFileSync(join(ROOT, 'host', 'dist', 'index.html'), 'utf8'));
  const file = join(PREFIX, 'sites', 'host', FLOOR_PATH.slice(1));
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

async function lighthouseWithRetry(url) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await lighthouseOnce(url, { categories: ['performance'] });
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

const ms = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '—');
const cell = (text, width) => String(text).padStart(width);

function summarise(runs) {
  const pick = (fn) => median(runs.map(fn));
  return {
    performance: pick((r) => r.scores.performance),
    fcp: pick((r) => r.metrics.fcp),
    lcp: pick((r) => r.metrics.lcp),
    tbt: pick((r) => r.metrics.tbt),
    cls: pick((r) => r.metrics.cls),
    si: pick((r) => r.metrics.si),
  };
}

function misses(figures) {
  const out = [];
  if (figures.performance < TARGETS.performance) out.push('perf');
  if (figures.fcp > TARGETS.fcp) out.push('FCP');
  if (figures.lcp > TARGETS.lcp) out.push('LCP');
  if (figures.tbt > TARGETS.tbt) out.push('TBT');
  if (figures.cls > TARGETS.cls) out.push('CLS');
  return out.length ? `misses ${out.join(', ')}` : 'targets met';
}

/** The servers' include timing, when their module is there (scripts/bench/includeTiming.mjs). */
async function includeTiming(log) {
  const file = new URL('./includeTiming.mjs', import.meta.url);
  if (!existsSync(file)) {
    log('include timing', 'not measured: scripts/bench/includeTiming.mjs is not in this tree');
    return;
  }
  const { measureIncludeTiming } = await import(pathToFileURL(fileURLToPath(file)).href);
  if (typeof measureIncludeTiming !== 'function') {
    log('include timing', 'not measured: includeTiming.mjs exports no measureIncludeTiming');
    return;
  }
  const result = await measureIncludeTiming({ route: '/skills' });
  for (const state of result.states) {
    log(
      `nginx serves ${result.route}, remote ${state.state}`,
      `${state.medianMs.toFixed(0)} ms median (${state.minMs.toFixed(0)}–${state.maxMs.toFixed(0)}, ${result.runs} runs), ${state.status}, ${state.section ? 'section HTML' : 'skeleton'}`,
    );
  }
}

export default async function firstPaint({ log }) {
  // The bench's own prefix: its releases are replaced by this build's (a release id is the
  // entry's hash, and a rebuilt remote may keep its entry while its fragment changed).
  rmSync(join(PREFIX, 'sites'), { recursive: true, force: true });
  deploy('start');
  try {
    await waitForUrl(`${HOST}/remotes.json`);
    writeFloor();
    const targets = [...ROUTES.map((route) => route.path), FLOOR_PATH];

    log('first response (raw GET, Accept-Encoding: br)', '');
    for (const route of [...ROUTES, { path: FLOOR_PATH, phrase: 'Simplicity is the soul of efficiency.' }]) {
      const response = await firstResponse(HOST + route.path);
      log(
        `  ${route.path}`,
        `${response.status}  ${(response.bytes / 1024).toFixed(1)} KB ${response.coding} (${(response.html.length / 1024).toFixed(1)} KB HTML)  section text in it: ${response.html.includes(route.phrase) ? 'yes' : 'NO'} ("${route.phrase}")`,
      );
    }

    const results = new Map(targets.map((path) => [path, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const path of targets) results.get(path).push(await lighthouseWithRetry(HOST + path));
    }
    log(`Lighthouse 12 mobile, median of ${RUNS}, interleaved`, 'perf     FCP     LCP    TBT    CLS     SI');
    for (const path of targets) {
      const f = summarise(results.get(path));
      log(
        `  ${path === FLOOR_PATH ? `floor (${FLOOR_PATH}, static)` : path}`,
        `${cell(f.performance, 4)} ${cell(ms(f.fcp), 7)} ${cell(ms(f.lcp), 7)} ${cell(`${Math.round(f.tbt)} ms`, 6)} ${cell(f.cls.toFixed(3), 6)} ${cell(ms(f.si), 7)}  ${path === FLOOR_PATH ? '' : misses(f)}`,
      );
    }
  } finally {
    deploy('stop');
  }
  await includeTiming(log);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await firstPaint({ log: (label, value) => console.log(`  ${label.padEnd(48)} ${value}`) });
}
