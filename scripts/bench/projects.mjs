// Figures for /projects (issue 4): compressed JS and image bytes of the page, Lighthouse
// mobile performance, LCP and CLS (median of 3), and what scrolling through the sticky
// stack costs the main thread. Run by `npm run bench` against the served production build.
import config from '../../shared/build/apps.json' with { type: 'json' };
import { lighthouseMedian } from '../lib/lighthouse.mjs';

const RUNS = 3;
const SCROLL_MS = 4000;
const COVERS_BUDGET = 250 * 1024;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Cold load of /projects, scrolled to the end so every lazy cover loads; compressed bytes. */
export async function bytesOfProjects(browser, hostUrl) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
  const page = await context.newPage();
  const seen = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    const response = await request.response();
    seen.push({
      url: request.url(),
      type: request.resourceType(),
      bytes: sizes ? sizes.responseBodySize : 0,
      encoding: response?.headers()['content-encoding'] ?? 'identity',
    });
  });
  try {
    await page.goto(`${hostUrl}/projects`, { waitUntil: 'networkidle' });
    await page.getByRole('article').nth(5).waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  } finally {
    await context.close();
  }
  const scripts = seen.filter((entry) => entry.type === 'script');
  const covers = seen.filter((entry) => entry.type === 'image' && /\/assets\//.test(new URL(entry.url).pathname));
  const projectsUrl = new URL(hostUrl);
  projectsUrl.port = String(config.apps.projects.preview);
  const projectsOrigin = projectsUrl.origin;
  const sum = (entries) => entries.reduce((total, entry) => total + entry.bytes, 0);
  return {
    js: sum(scripts),
    jsFiles: scripts.length,
    jsFromRemote: sum(scripts.filter((entry) => entry.url.startsWith(projectsOrigin))),
    encodings: [...new Set(scripts.map((entry) => entry.encoding))].join(', '),
    covers: sum(covers),
    coverFiles: covers.length,
    coverOrigins: [...new Set(covers.map((entry) => new URL(entry.url).origin))].join(', '),
    coverEncodings: [...new Set(covers.map((entry) => entry.encoding))].join(', '),
  };
}

/** Main-thread task time per second of wall clock while the wheel scrolls through the stack. */
export async function scrollCost(browser, hostUrl, { reducedMotion = 'no-preference' } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    colorScheme: 'dark',
    reducedMotion,
  });
  const page = await context.newPage();
  try {
    await page.goto(`${hostUrl}/projects`, { waitUntil: 'networkidle' });
    await page.getByRole('article').nth(5).waitFor({ state: 'attached' });
    // Load every cover first so decoding does not count as scrolling cost.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(500);

    const distance = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
    await page.evaluate(() => {
      window.__frames = 0;
      const count = () => {
        window.__frames += 1;
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    });

    const steps = 80;
    const before = await taskSeconds();
    const framesBefore = await page.evaluate(() => window.__frames);
    const started = Date.now();
    for (let step = 0; step < steps; step++) {
      await page.mouse.wheel(0, distance / steps);
      await page.waitForTimeout(SCROLL_MS / steps);
    }
    const seconds = (Date.now() - started) / 1000;
    const after = await taskSeconds();
    const frames = (await page.evaluate(() => window.__frames)) - framesBefore;
    const reachedEnd = await page.evaluate(
      () => Math.abs(window.scrollY - (document.documentElement.scrollHeight - window.innerHeight)) < 4,
    );
    return { msPerSecond: ((after - before) * 1000) / seconds, fps: frames / seconds, seconds, reachedEnd };
  } finally {
    await context.close();
  }
}

export default async function bench({ browser, hostUrl, log }) {
  const bytes = await bytesOfProjects(browser, hostUrl);
  log(
    '/projects JS (cold load, compressed)',
    `${kb(bytes.js)} in ${bytes.jsFiles} files (${bytes.encodings}); from the projects remote ${kb(bytes.jsFromRemote)}`,
  );
  log(
    '/projects cover images (all six)',
    `${kb(bytes.covers)} in ${bytes.coverFiles} files from ${bytes.coverOrigins} (${bytes.coverEncodings})`,
  );
  log(
    'budget: covers < 250 KB',
    bytes.covers < COVERS_BUDGET ? `met (${kb(bytes.covers)})` : `MISSED (${kb(bytes.covers)})`,
  );

  const lighthouse = await lighthouseMedian(`${hostUrl}/projects`, {
    runs: RUNS,
    formFactor: 'mobile',
    categories: ['performance'],
  });
  const { scores, metrics } = lighthouse;
  log(
    `Lighthouse mobile performance (median of ${RUNS})`,
    `${scores.performance.median} (spread ${scores.performance.spread})`,
  );
  log('  LCP (median)', `${Math.round(metrics.lcp.median)} ms (spread ${Math.round(metrics.lcp.spread)} ms)`);
  log('  CLS (median)', `${metrics.cls.median.toFixed(3)} (spread ${metrics.cls.spread.toFixed(3)})`);
  log('  TBT (median)', `${Math.round(metrics.tbt.median)} ms`);
  log('budget: performance >= 95', scores.performance.median >= 95 ? 'met' : 'MISSED');
  log('budget: CLS < 0.02', metrics.cls.median < 0.02 ? 'met' : 'MISSED');

  const scroll = await scrollCost(browser, hostUrl);
  log(
    'main thread while scrolling the stack (1440x900)',
    `${scroll.msPerSecond.toFixed(1)} ms/s at ${scroll.fps.toFixed(0)} fps over ${scroll.seconds.toFixed(1)} s${scroll.reachedEnd ? '' : ' (did not reach the end)'}`,
  );
}
