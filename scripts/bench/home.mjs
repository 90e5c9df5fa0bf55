// Figures for / and /education (issue 7): Lighthouse mobile performance, LCP, CLS and TBT
// (median of 3 runs each), and what the home page costs the main thread while idle,
// with the hero on screen and with the tab hidden. Run by `npm run bench` against the
// served production build.
import { lighthouseMedian, median } from '../lib/lighthouse.mjs';

const SETTLE_MS = 2000;
/** Idle cost is the median of a few windows, so one busy moment of the machine does not decide it. */
const SAMPLE_MS = 4000;
const SAMPLES = 3;

/**
 * Headless Chromium reports every tab as visible (a tab in front, a minimised window and
 * Target.createTarget({ background }) all leave document.visibilityState 'visible', and
 * CDP has no page-visibility override), so a hidden tab is emulated in the page: the
 * visibility getters answer 'hidden' and `visibilitychange` fires, which is all the site
 * listens to. A really hidden tab also stops rendering and throttles timers, so this
 * figure is an upper bound of the real one.
 */
function installVisibilitySwitch() {
  const state = { hidden: false };
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (state.hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => state.hidden });
  window.__setHidden = (hidden) => {
    state.hidden = hidden;
    document.dispatchEvent(new Event('visibilitychange'));
  };
}

/** Main-thread task time per second of wall time (CDP TaskDuration deltas), median of SAMPLES windows. */
async function mainThreadMsPerSecond(cdp, page) {
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'TaskDuration').value;
  };
  const windows = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const before = await read();
    const started = Date.now();
    await page.waitForTimeout(SAMPLE_MS);
    const after = await read();
    windows.push(((after - before) * 1000) / ((Date.now() - started) / 1000));
  }
  return { median: median(windows), all: windows.map((value) => value.toFixed(1)).join(', ') };
}

async function idleCost(browser, hostUrl, viewport) {
  const context = await browser.newContext({ viewport, colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    await page.addInitScript(installVisibilitySwitch);
    await page.goto(hostUrl + '/', { waitUntil: 'networkidle' });
    await page.getByTestId('hero').waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

    const motion = await page.getByTestId('hero').getAttribute('data-motion');
    const visible = await mainThreadMsPerSecond(cdp, page);

    await page.evaluate(() => window.__setHidden?.(true));
    await page.waitForTimeout(500);
    const motionHidden = await page.getByTestId('hero').getAttribute('data-motion');
    const hidden = await mainThreadMsPerSecond(cdp, page);
    return { visible, hidden, motion, motionHidden };
  } finally {
    await context.close();
  }
}

export default async function bench({ browser, hostUrl, log }) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const idle = await idleCost(browser, hostUrl, viewport);
    log(
      `/ idle, hero visible, ${viewport.width} px (target < 15)`,
      `${idle.visible.median.toFixed(1)} ms/s (windows: ${idle.visible.all}; motion ${idle.motion})`,
    );
    log(
      `/ idle, tab hidden, ${viewport.width} px (target 0)`,
      `${idle.hidden.median.toFixed(1)} ms/s (windows: ${idle.hidden.all}; motion ${idle.motionHidden}; hidden emulated, an upper bound)`,
    );
  }

  // Lighthouse's default config: a mobile device, simulated slow 4G and 4x CPU slowdown.
  for (const path of ['/', '/education']) {
    const { scores, metrics, failedRuns } = await lighthouseMedian(hostUrl + path, {
      runs: 3,
      categories: ['performance'],
    });
    const failed = failedRuns ? `; ${failedRuns} failed run(s) retried` : '';
    log(
      `${path} Lighthouse mobile performance (target >= 95)`,
      `${scores.performance.median} (runs: ${scores.performance.values.join(', ')}${failed})`,
    );
    log(`${path} LCP`, `${(metrics.lcp.median / 1000).toFixed(2)} s`);
    log(`${path} CLS (target < 0.02)`, metrics.cls.median.toFixed(3));
    log(`${path} TBT`, `${Math.round(metrics.tbt.median)} ms`);
  }
}
