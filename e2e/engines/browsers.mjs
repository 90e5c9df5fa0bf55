// Finds and starts the two engines the suite drives, each behind one small interface
// (`EnginePage`) so that the scenarios are written once (e2e/engines/scenarios.mjs).
// Firefox ESR: puppeteer-core over WebDriver BiDi, a headed window under Xvfb (headless where there
// is no Xvfb). WebKit: WebKitGTK's WebKitWebDriver driving MiniBrowser under Xvfb, over classic
// WebDriver (e2e/engines/webdriver.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { close, listen } from '../../scripts/lib/servers.mjs';
import { findExecutable, isExecutable } from '../../scripts/lib/systemSuite.mjs';
import { waitForUrl } from '../../scripts/lib/waitForUrl.mjs';
import { webDriverClient } from './webdriver.mjs';

const MINIBROWSERS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
];

const PROBE_SOURCE = readFileSync(new URL('./probe.js', import.meta.url), 'utf8');

export const DESKTOP = { width: 1440, height: 900 };

// A browser's first start on a machine reads its whole library from a cold disk: `firefox-esr
// --version` took 11 s here on its first call (40 ms after), and more than 15 s in a CI run that
// had just finished the other suites. So a start is given two minutes.
const COLD_START_MS = 120_000;

/** What `file --version` prints, or why it printed nothing. */
function versionOf(file, args = ['--version']) {
  const result = spawnSync(file, args, { encoding: 'utf8', timeout: COLD_START_MS });
  if (result.status === 0) return { version: result.stdout.trim() };
  if (result.error) return { why: `${result.error.message}` };
  return { why: `--version exited with ${result.status ?? result.signal}: ${result.stderr.trim().slice(0, 200)}` };
}

/** The command that installs every engine the suite drives (Debian and Ubuntu package names). */
export const ENGINES_INSTALL = 'sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb';

/**
 * What each engine needs, found or not. `missing` names what is not installed (nothing is launched
 * for an engine with something missing; scripts/lib/systemSuite.mjs decides whether that skips or
 * fails the suite).
 * @returns {{ firefox: { path: string, version: string, xvfb: string | null } | { missing: string[] },
 *             webkit: { driver: string, browser: string, xvfb: string } | { missing: string[] } }}
 */
export function findEngines(env = process.env) {
  const firefoxPath = env.FIREFOX_PATH || findExecutable(['firefox-esr', 'firefox']);
  const answer = firefoxPath ? versionOf(firefoxPath) : null;
  const xvfb = findExecutable(['Xvfb']);
  const firefox =
    firefoxPath && answer?.version
      ? { path: firefoxPath, version: answer.version, xvfb }
      : { missing: [firefoxPath ? `Firefox that starts (${firefoxPath} does not: ${answer?.why})` : 'Firefox ESR'] };

  const driver = findExecutable(['WebKitWebDriver']);
  const browser = env.WEBKIT_BROWSER_PATH || MINIBROWSERS.find((file) => isExecutable(file)) || null;
  if (driver && browser && xvfb) return { firefox, webkit: { driver, browser, xvfb } };
  const lacking = [!driver && 'WebKitWebDriver', !browser && 'MiniBrowser', !xvfb && 'Xvfb'];
  return { firefox, webkit: { missing: lacking.filter((name) => typeof name === 'string') } };
}

async function freePort() {
  const server = await listen(createServer(), 0);
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await close(server);
  return port;
}

/** `return (fn).apply(null, arguments)`: the body classic WebDriver runs for a function. */
function scriptBody(fn) {
  return `return (${fn.toString()}).apply(null, arguments);`;
}

/**
 * @typedef {object} EnginePage
 * @property {string} name
 * @property {string} version
 * @property {(url: string) => Promise<void>} goto  navigates and waits for the load event
 * @property {(fn: Function, ...args: unknown[]) => Promise<any>} evaluate
 * @property {(selector: string) => Promise<void>} click  a real click (the driver's input)
 * @property {(selector: string, text: string) => Promise<void>} type
 * @property {(selector: string) => Promise<void>} clear
 * @property {(selector: string) => Promise<string>} screenshot  base64 PNG of an element
 * @property {(width: number, height: number) => Promise<void>} setViewport
 * @property {(enabled: boolean) => Promise<void>} setJavaScriptEnabled
 * @property {(enabled: boolean) => Promise<void>} [setCacheEnabled]  off: each load after it a first visit (Firefox)
 * @property {() => Promise<string>} url
 * @property {() => string[]} takeEngineProblems  errors the engine reported itself since the last call
 * @property {() => Promise<void>} close
 */

const ORIENTATION_COMMAND = 'unknown command emulation.setScreenOrientationOverride';

/** Waits until the page's viewport has the size asked for (2 s at most). */
async function waitForViewport(page, width, height) {
  const deadline = Date.now() + 2000;
  for (;;) {
    const [innerWidth, innerHeight] = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
    if (innerWidth === width && innerHeight === height) return;
    if (Date.now() > deadline) throw new Error(`viewport ${innerWidth}x${innerHeight}, not ${width}x${height}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * An X display of its own (Xvfb picks a free display number and writes it to fd 3); `stop` ends it.
 * @returns {Promise<{ display: string, stop: () => void }>}
 */
async function startDisplay(xvfb) {
  const server = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const number = await new Promise((resolve, reject) => {
    let text = '';
    server.stdio[3]?.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(text.trim());
    });
    server.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return { display: `:${number}`, stop: () => server.kill() };
}

/** @returns {Promise<EnginePage>} */
export async function startFirefox({ path, version: releaseName, xvfb, proxyPort }) {
  const { default: puppeteer } = await import('puppeteer-core');
  // A headed window, as a visitor's (headless Firefox ESR 140 was the one to draw the icon cloud
  // ≈ 10.8 s late more often; README, engines suite).
  const screen = xvfb ? await startDisplay(xvfb) : null;
  const launchOptions = {
    browser: /** @type {const} */ ('firefox'),
    executablePath: path,
    timeout: COLD_START_MS,
    headless: !screen,
    ...(screen ? { env: { ...process.env, DISPLAY: screen.display } } : {}),
    defaultViewport: DESKTOP,
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxyPort,
      'network.proxy.allow_hijacking_localhost': true,
      'network.proxy.no_proxies_on': '',
    },
  };
  const problems = [];
  /** @type {import('puppeteer-core').Browser | undefined} */
  let browser;
  /** @type {import('puppeteer-core').Page} */
  let page;

  // Firefox ESR's BiDi has no emulation.setScriptingEnabled: JavaScript off is a launch preference.
  async function open(javaScript) {
    browser = await puppeteer.launch({
      ...launchOptions,
      extraPrefsFirefox: { ...launchOptions.extraPrefsFirefox, 'javascript.enabled': javaScript },
    });
    page = (await browser.pages())[0] ?? (await browser.newPage());
    // The probe as a BiDi preload script: before the page's scripts, in every document. Not with
    // JavaScript off: Firefox ESR 140 then reports "Permission denied to access property length"
    // as an uncaught page error for any preload script at all (an empty one too), and such a page
    // runs none of the site's code; Firefox's own console errors (a CSP violation) still arrive
    // over BiDi below. Uncaught errors and rejections come from the probe alone: it knows whether the
    // visitor was leaving the page (e2e/engines/probe.js).
    if (javaScript) await page.evaluateOnNewDocument(PROBE_SOURCE);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
  }
  try {
    await open(true);
  } catch (error) {
    screen?.stop(); // no Xvfb left behind by a browser that did not start
    throw error;
  }
  // `firefox-esr --version` says "Mozilla Firefox 140.12.0esr"; BiDi says "firefox/140.12.0".
  const version = `${releaseName ?? 'Firefox'} (BiDi: ${await browser?.version()}; ${screen ? 'headed, under Xvfb' : 'headless: no Xvfb'})`;

  // A real click at the element's centre. (puppeteer's page.click waits for an
  // IntersectionObserver callback in the page, which never comes with JavaScript off.)
  async function clickAt(selector, count = 1) {
    const centre = await page.evaluate((target) => {
      const element = document.querySelector(target);
      if (!element) return null;
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const rect = element.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    }, selector);
    if (!centre) throw new Error(`no element ${selector} to click`);
    await page.mouse.click(centre.x, centre.y, { count });
  }

  return {
    name: 'Firefox',
    version,
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, ...args) => page.evaluate(/** @type {any} */ (fn), ...args),
    click: (selector) => clickAt(selector),
    type: async (selector, text) => {
      await clickAt(selector);
      await page.keyboard.type(text);
    },
    clear: async (selector) => {
      // Real input, so that it works with JavaScript off too.
      await clickAt(selector, 3);
      await page.keyboard.press('Backspace');
    },
    screenshot: async (selector) => {
      const element = await page.$(selector);
      if (!element) throw new Error(`no element ${selector} to screenshot`);
      return /** @type {string} */ (await element.screenshot({ encoding: 'base64' }));
    },
    setViewport: async (width, height) => {
      try {
        await page.setViewport({ width, height });
      } catch (error) {
        // puppeteer-core sends emulation.setScreenOrientationOverride with every setViewport,
        // beside the viewport itself; Firefox ESR 140 (Debian bookworm's) does not know that
        // command. The size is still set: that one refusal is let through once the size shows.
        if (!String(error instanceof Error ? error.message : error).includes(ORIENTATION_COMMAND)) throw error;
        await waitForViewport(page, width, height);
      }
    },
    setJavaScriptEnabled: async (enabled) => {
      await browser?.close();
      await open(enabled);
    },
    setCacheEnabled: (enabled) => page.setCacheEnabled(enabled),
    url: async () => page.url(),
    takeEngineProblems: () => problems.splice(0),
    close: async () => {
      await browser?.close();
      screen?.stop();
    },
  };
}

/** @returns {Promise<EnginePage>} */
export async function startWebKit({ driver, browser, xvfb, proxyPort }) {
  const children = [];
  const screen = await startDisplay(xvfb);
  const port = await freePort();
  const driverProcess = spawn(driver, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: screen.display },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(driverProcess);
  // MiniBrowser and its web processes write to the driver's output: a page process that dies
  // says so there ("WebProcess CRASHED", or its signal), which fails the scenario it happened in.
  const crashes = [];
  for (const stream of [driverProcess.stdout, driverProcess.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (text) => {
      for (const line of String(text).split('\n')) {
        if (/crash|segmentation|abort/i.test(line)) crashes.push(`WebKit: ${line.trim()}`);
      }
    });
  }
  const client = webDriverClient(`http://127.0.0.1:${port}`);
  const stopProcesses = () => {
    for (const child of children.reverse()) child.kill();
    screen.stop();
  };
  await waitForUrl(`http://127.0.0.1:${port}/status`, COLD_START_MS).catch((error) => {
    stopProcesses(); // nothing left behind by an engine that did not start
    throw error;
  });

  const capabilitiesFor = (javaScript) => ({
    ...(proxyPort ? { proxy: { proxyType: 'manual', httpProxy: `127.0.0.1:${proxyPort}` } } : {}),
    'webkitgtk:browserOptions': {
      binary: browser,
      args: ['--automation', ...(javaScript ? [] : ['--enable-javascript=false'])],
    },
  });
  let session = await client.newSession(capabilitiesFor(true)).catch((error) => {
    stopProcesses();
    throw error;
  });
  const version = `WebKitGTK ${session.capabilities.browserVersion} (${session.capabilities.browserName})`;

  async function setViewport(width, height) {
    // The window's outer size includes MiniBrowser's frame: size it, measure, correct once.
    await session.setWindowRect({ width, height });
    const inner = await session.execute('return [innerWidth, innerHeight];');
    await session.setWindowRect({ width: width + (width - inner[0]), height: height + (height - inner[1]) });
  }
  await setViewport(DESKTOP.width, DESKTOP.height);

  return {
    name: 'WebKit',
    version,
    goto: (url) => session.navigate(url),
    evaluate: (fn, ...args) => session.execute(scriptBody(fn), args),
    click: (selector) => session.click(selector),
    type: (selector, text) => session.type(selector, text),
    clear: (selector) => session.clear(selector),
    screenshot: (selector) => session.elementScreenshot(selector),
    setViewport,
    setJavaScriptEnabled: async (enabled) => {
      // MiniBrowser takes JavaScript on or off as a setting at start: a new session.
      await session.end();
      session = await client.newSession(capabilitiesFor(enabled));
      await setViewport(DESKTOP.width, DESKTOP.height);
    },
    url: () => session.currentUrl(),
    takeEngineProblems: () => crashes.splice(0),
    close: async () => {
      await session.end().catch(() => {});
      stopProcesses();
    },
  };
}
