// Remote delivery (issue 12): compressed JS per remote route, split into host and remote
// code (the federation runtime is the host's alone: the remotes read it from the page,
// 14.5 KB less per remote route), and the time from a click on a nav entry to the
// section's content, with and without prefetch (median of 5, fresh context each).
import config from '../../shared/build/apps.json' with { type: 'json' };
import { median } from '../lib/benchStats.mjs';

const RUNS = 5;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const SECTIONS = [
  { remote: 'skills', path: '/skills', label: 'Skills', heading: 'Skills' },
  { remote: 'projects', path: '/projects', label: 'Projects', heading: 'Projects' },
  { remote: 'contact', path: '/contact', label: 'Contact', heading: 'Get in Touch' },
];

function remoteOrigin(hostUrl, remote) {
  const url = new URL(hostUrl);
  url.port = String(config.apps[remote].preview);
  return url.origin;
}

async function jsOfRoute(browser, hostUrl, section) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    // Script requests and the host's fetch() preloads of the section's chunks.
    const type = request.resourceType();
    if (type !== 'script' && !(type === 'fetch' && new URL(request.url()).pathname.endsWith('.js'))) return;
    const sizes = await request.sizes().catch(() => null);
    scripts.push({ url: request.url(), bytes: sizes ? sizes.responseBodySize : 0 });
  });
  try {
    await page.goto(hostUrl + section.path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
  } finally {
    await context.close();
  }
  const origin = remoteOrigin(hostUrl, section.remote);
  const sum = (list) => list.reduce((total, entry) => total + entry.bytes, 0);
  return { total: sum(scripts), remote: sum(scripts.filter((entry) => entry.url.startsWith(origin))) };
}

/** Waits until the remote's manifest and every file it lists for the section were fetched. */
async function waitForPrefetch(page, origin) {
  await page.waitForFunction(
    async (origin) => {
      const fetched = performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.name.startsWith(origin) && /** @type {PerformanceResourceTiming} */ (entry).responseEnd > 0,
        )
        .map((entry) => new URL(entry.name).pathname);
      if (!fetched.includes('/mf-manifest.json') || !fetched.includes('/remoteEntry.js')) return false;
      const manifest = await (await fetch(`${origin}/mf-manifest.json`)).json();
      const files = manifest.exposes.flatMap((exposed) => [...exposed.assets.js.sync, ...exposed.assets.css.sync]);
      return files.every((file) => fetched.includes(`/${file}`));
    },
    origin,
    { timeout: 15_000, polling: 100 },
  );
}

/** One navigation from /education to the section: ms from the click to its heading. */
async function clickToContent(browser, hostUrl, section, prefetch) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
  const page = await context.newPage();
  try {
    // /education: no idle prefetch there, so "without" really fetches on click.
    await page.goto(`${hostUrl}/education`, { waitUntil: 'networkidle' });
    // Localhost has no latency, so prefetching would have nothing to save: the navigation
    // runs on a mobile-like network (Lighthouse's: 150 ms RTT, 1.6 Mbit/s down).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const link = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: section.label });
    if (prefetch) {
      await link.hover();
      await waitForPrefetch(page, remoteOrigin(hostUrl, section.remote));
    }
    await page.evaluate(() => {
      document.addEventListener('click', () => (window.__clickAt = performance.now()), { capture: true, once: true });
    });
    // A plain click: no pointer resting on the entry first (that alone would prefetch).
    await link.evaluate((element) => element.click());
    const elapsed = await page.waitForFunction(
      (heading) => document.querySelector('main h1')?.textContent === heading && performance.now() - window.__clickAt,
      section.heading,
      { polling: 'raf', timeout: 15_000 },
    );
    return elapsed.jsonValue();
  } finally {
    await context.close();
  }
}

export default async function bench({ browser, hostUrl, log }) {
  for (const section of SECTIONS) {
    const js = await jsOfRoute(browser, hostUrl, section);
    log(
      `${section.path} JS (cold load, compressed)`,
      `${kb(js.total)}: host ${kb(js.total - js.remote)}, ${section.remote} remote ${kb(js.remote)}`,
    );
  }
  for (const section of SECTIONS) {
    const without = [];
    const withPrefetch = [];
    for (let run = 0; run < RUNS; run += 1) {
      without.push(await clickToContent(browser, hostUrl, section, false));
      withPrefetch.push(await clickToContent(browser, hostUrl, section, true));
    }
    log(
      `click -> ${section.path} content (150 ms RTT, median of ${RUNS})`,
      `without prefetch ${Math.round(median(without))} ms, with prefetch ${Math.round(median(withPrefetch))} ms`,
    );
  }
}
