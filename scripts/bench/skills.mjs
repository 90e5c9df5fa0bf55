// Figures for /skills (issue 3): the JS the page adds, what the icon cloud costs the
// main thread while on screen and once scrolled away, and the cloud's frame rate.
// Run by `npm run bench` against the served production build.

const SETTLE_MS = 1500;
const SAMPLE_MS = 5000;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Counts requestAnimationFrame callbacks that run, in the page and in its workers (the
 * cloud draws in a worker where it can; once settled it is the only rAF user).
 */
function countFramesIn(scope) {
  scope.__framesRun = 0;
  const request = scope.requestAnimationFrame.bind(scope);
  scope.requestAnimationFrame = (callback) =>
    request((time) => {
      scope.__framesRun += 1;
      callback(time);
    });
}

async function trackFrames(page) {
  await page.addInitScript(`(${countFramesIn.toString()})(window)`);
  const workers = [];
  page.on('worker', (worker) => {
    workers.push(worker);
    worker.evaluate(`(${countFramesIn.toString()})(self)`).catch(() => {});
  });
  return {
    workers,
    async read() {
      let total = await page.evaluate(() => window.__framesRun);
      for (const worker of workers) total += await worker.evaluate(() => self.__framesRun ?? 0).catch(() => 0);
      return total;
    },
  };
}

async function newPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
  const page = await context.newPage();
  return { context, page };
}

/** JS that crossed the network after navigating from / to /skills in the app (what /skills adds). */
async function jsAddedBySkills(browser, hostUrl) {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(hostUrl + '/', { waitUntil: 'networkidle' });
    const scripts = [];
    page.on('requestfinished', async (request) => {
      // Scripts, and the worker's script (which Chromium reports as 'other').
      if (request.resourceType() !== 'script' && !new URL(request.url()).pathname.endsWith('.js')) return;
      const sizes = await request.sizes().catch(() => null);
      const encoding = (await request.response())?.headers()['content-encoding'] ?? 'identity';
      scripts.push({ bytes: sizes ? sizes.responseBodySize : 0, encoding });
    });
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Skills' }).click();
    await page.getByRole('img', { name: /cloud of 30 technology icons/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const encodings = [...new Set(scripts.map((script) => script.encoding))].join(', ');
    return { total, files: scripts.length, encodings };
  } finally {
    await context.close();
  }
}

async function mainThreadMsPerSecond(cdp, page, frames, ms) {
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'TaskDuration').value;
  };
  const framesBefore = await frames.read();
  const before = await read();
  const started = Date.now();
  await page.waitForTimeout(ms);
  const after = await read();
  const seconds = (Date.now() - started) / 1000;
  const framesRun = (await frames.read()) - framesBefore;
  return { msPerSecond: ((after - before) * 1000) / seconds, fps: framesRun / seconds };
}

/** Main-thread cost and frame rate with the cloud on screen, then scrolled away. */
async function measureCloud(browser, hostUrl, { offscreenCanvas }) {
  const { context, page } = await newPage(browser);
  try {
    if (!offscreenCanvas) {
      await page.addInitScript(() => {
        delete (
          /** @type {{ transferControlToOffscreen?: unknown }} */ (HTMLCanvasElement.prototype)
            .transferControlToOffscreen
        );
      });
    }
    const frames = await trackFrames(page);
    await page.goto(hostUrl + '/skills', { waitUntil: 'networkidle' });
    await page.getByRole('img', { name: /cloud of 30 technology icons/ }).waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const visible = await mainThreadMsPerSecond(cdp, page, frames, SAMPLE_MS);

    // Scroll the cloud fully out of view (a spacer makes room on a short page).
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.body.append(spacer);
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.waitForTimeout(SETTLE_MS);
    const away = await mainThreadMsPerSecond(cdp, page, frames, SAMPLE_MS);
    return { inWorker: frames.workers.length > 0, visible, away };
  } finally {
    await context.close();
  }
}

export default async function bench({ browser, hostUrl, log }) {
  const added = await jsAddedBySkills(browser, hostUrl);
  log(
    'JS added by /skills (client-side navigation)',
    `${kb(added.total)} in ${added.files} files (${added.encodings})`,
  );

  for (const offscreenCanvas of [true, false]) {
    const figures = await measureCloud(browser, hostUrl, { offscreenCanvas });
    const where = figures.inWorker ? 'worker' : 'main thread';
    log(`cloud drawn in: ${where}`, offscreenCanvas ? '(default)' : '(OffscreenCanvas turned off)');
    log(`  main thread, visible (target < 20)`, `${figures.visible.msPerSecond.toFixed(1)} ms/s`);
    log(`  frames per second (target 60)`, `${figures.visible.fps.toFixed(1)} fps`);
    log(`  main thread, scrolled away (target < 0.5)`, `${figures.away.msPerSecond.toFixed(2)} ms/s`);
    log(`  frames per second, scrolled away`, `${figures.away.fps.toFixed(1)} fps`);
  }
}
