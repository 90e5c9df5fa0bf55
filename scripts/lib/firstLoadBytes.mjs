// A page's first load in a fresh browser context, cache off: every response's bytes on the wire (headers and encoded
// body) until the network is idle and `settleMs` more (the warm-up); `saveData` as under data-saver (no warm-up).
/**
 * @param {import('@playwright/test').Browser} browser @param {string} url
 * @param {{ locale?: string, saveData?: boolean, viewport?: { width: number, height: number }, settleMs?: number }} [options]
 * @returns {Promise<{ bytes: number, status: number | undefined }>}
 */
export async function firstLoadBytes(browser, url, { locale, saveData, viewport, settleMs = 0 } = {}) {
  const context = await browser.newContext({ viewport: viewport ?? { width: 390, height: 844 }, locale });
  const dataSaver = () => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) });
  if (saveData) await context.addInitScript(dataSaver);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(settleMs);
  await context.close();
  return { bytes, status: response?.status() };
}
