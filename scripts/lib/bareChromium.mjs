// A Chromium driven over a bare DevTools pipe, for measurements that must not pay for the driver: Playwright and
// Puppeteer enable the Runtime domain, with which V8 parses every module twice. Only the domains a measurement asks for
// are on here.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './benchStats.mjs';

/** @typedef {(method: string, params?: object, sessionId?: string) => Promise<any>} Send a command, its answer */
/** @typedef {(method: string, params?: object, sessionId?: string) => void} Post a command no one waits for */

const COMMAND_TIMEOUT_MS = 60_000;
/** How long a page may take to reach a lifecycle event (first paint, load) before it counts as failed. */
const LIFECYCLE_TIMEOUT_MS = 20_000;

/**
 * The whole messages (each ended by a NUL byte) in what the pipe delivered, and the start of the next.
 * @param {string} received
 * @returns {{ messages: any[], rest: string }}
 */
export function takeMessages(received) {
  const parts = received.split('\0');
  const rest = parts.pop() ?? '';
  return { messages: parts.map((part) => JSON.parse(part)), rest };
}

/**
 * Starts `executablePath` headless with `--remote-debugging-pipe` (JSON messages: to it on fd 3, from it on fd 4).
 * @param {string} executablePath
 * @param {string[]} [args]
 * @returns {Promise<{ send: Send, post: Post, close: () => Promise<void>,
 *   on: (method: string, listener: (params: any, sessionId?: string) => void) => () => void }>}
 */
export async function launchBareChromium(executablePath, args = []) {
  const profile = mkdtempSync(join(tmpdir(), 'bare-chromium-'));
  const browser = spawn(
    executablePath,
    ['--headless=new', '--remote-debugging-pipe', `--user-data-dir=${profile}`, ...args, 'about:blank'],
    // Its own process group: Debian's `chromium` is a shell wrapper, the group takes the browser too.
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'], detached: true },
  );
  const toBrowser = /** @type {import('node:stream').Writable} */ (browser.stdio[3]);
  const fromBrowser = /** @type {import('node:stream').Readable} */ (browser.stdio[4]);
  const pending = new Map();
  const listeners = new Map();
  let nextId = 1;
  let buffered = '';
  /** @type {string | null} */
  let exited = null;
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk) => {
    const { messages, rest } = takeMessages(buffered + chunk);
    buffered = rest;
    for (const message of messages) {
      if (message.id !== undefined) {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (!waiter) continue;
        if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`));
        else waiter.resolve(message.result);
      } else {
        for (const listener of listeners.get(message.method) ?? []) listener(message.params, message.sessionId);
      }
    }
  });
  const fail = (reason) => {
    exited = reason;
    for (const waiter of pending.values()) waiter.reject(new Error(reason));
    pending.clear();
  };
  browser.on('exit', (code, signal) => fail(`Chromium exited (${signal ?? code})`));
  browser.on('error', (error) => fail(`Chromium did not start: ${error.message}`));
  /**
   * Writes one command; returns its id (a waiter registered right after is in place before the answer).
   * @type {(method: string, params?: object, sessionId?: string) => number}
   */
  const write = (method, params = {}, sessionId = undefined) => {
    const id = nextId++;
    toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    return id;
  };
  /** @type {Send} */
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      if (exited) return reject(new Error(exited));
      const id = write(method, params, sessionId);
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer within ${COMMAND_TIMEOUT_MS / 1000} s`));
      }, COMMAND_TIMEOUT_MS);
      timer.unref();
      pending.set(id, {
        method,
        resolve: (value) => (clearTimeout(timer), resolve(value)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
    });
  /**
   * Sends a command Chromium may never answer (a mouse press the touch emulation takes: see `tap`).
   * @type {Post}
   */
  const post = (method, params = {}, sessionId = undefined) => {
    if (!exited) write(method, params, sessionId);
  };
  const on = (method, listener) => {
    const list = listeners.get(method) ?? [];
    listeners.set(method, [...list, listener]);
    return () =>
      listeners.set(
        method,
        (listeners.get(method) ?? []).filter((other) => other !== listener),
      );
  };
  const close = async () => {
    if (!exited) {
      await send('Browser.close').catch(() => {});
      await new Promise((resolve) => {
        if (exited) return resolve(undefined);
        const timer = setTimeout(() => {
          try {
            process.kill(-(/** @type {number} */ (browser.pid)), 'SIGKILL');
          } catch {
            // Already gone.
          }
          resolve(undefined);
        }, 5000);
        browser.once('exit', () => (clearTimeout(timer), resolve(undefined)));
      });
    }
    rmSync(profile, { recursive: true, force: true });
  };
  await send('Browser.getVersion');
  return { send, post, on, close };
}

/** The phone the tap benches emulate (Lighthouse's mobile screen); BENCH_CPU_SLOWDOWN a bench's fixed rate. */
export const BENCH_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
export const BENCH_CPU_SLOWDOWN = 4;

/** The desktop the hop bench clicks on. */
export const BENCH_DESKTOP = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};

/**
 * A fresh page in a browser context of its own (no cache, no storage), as BENCH_PHONE (or `screen`) at
 * `cpuRate`, with the Page domain on: `page(method, params)` sends to it, `post` sends without waiting
 * (`tap`), `close()` disposes of the context. On a touch screen a mouse press becomes a touch.
 * @param {{ send: Send, post: Post }} bare
 * @param {{ cpuRate?: number, screen?: typeof BENCH_PHONE }} [options]
 */
export async function openPhonePage(bare, { cpuRate = BENCH_CPU_SLOWDOWN, screen = BENCH_PHONE } = {}) {
  const { browserContextId } = await bare.send('Target.createBrowserContext');
  const close = () => bare.send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
  try {
    const { targetId } = await bare.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await bare.send('Target.attachToTarget', { targetId, flatten: true });
    /** @type {(method: string, params?: object) => Promise<any>} */
    const page = (method, params) => bare.send(method, params, sessionId);
    /** @type {(method: string, params?: object) => void} */
    const post = (method, params) => bare.post(method, params, sessionId);
    await page('Page.enable');
    await page('Emulation.setDeviceMetricsOverride', {
      ...screen.viewport,
      deviceScaleFactor: screen.deviceScaleFactor,
      mobile: screen.isMobile,
    });
    if (screen.hasTouch) {
      await page('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
      // A press of the mouse becomes a touch, as in DevTools' device mode (see `tap`).
      await page('Emulation.setEmitTouchEventsForMouse', { enabled: true, configuration: 'mobile' });
    }
    await page('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    return { page, post, sessionId, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * A finger's tap at one point (CSS px), sent the moment it is called, as DevTools' device mode taps: the
 * touch emulation of a mouse press reaches the page at once, as a touchscreen's touch does, where
 * `Input.dispatchTouchEvent` holds every touch until the page has drawn a frame (decision 0020). The
 * press is never answered, so nothing waits: the page's own records say when the tap came.
 * @param {(method: string, params?: object) => void} post
 * @param {{ x: number, y: number }} point
 */
export function tap(post, { x, y }) {
  const press = { x, y, button: 'left', clickCount: 1 };
  post('Input.dispatchMouseEvent', { type: 'mousePressed', ...press });
  post('Input.dispatchMouseEvent', { type: 'mouseReleased', ...press });
}

/**
 * A mouse's click at one point on the desktop, no resting pointer (no hover intent), answers not awaited.
 * @param {(method: string, params?: object) => void} post
 * @param {{ x: number, y: number }} point
 */
export function click(post, point) {
  post('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point });
  tap(post, point);
}

/**
 * This machine's Lighthouse benchmarkIndex now (a blank page, unthrottled), `times` times: the median, and each.
 * @param {{ send: Send }} bare
 * @returns {Promise<{ median: number, each: number[] }>}
 */
export async function measuredBenchmarkIndex(bare, times = 3) {
  const { browserContextId } = await bare.send('Target.createBrowserContext');
  try {
    const { targetId } = await bare.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await bare.send('Target.attachToTarget', { targetId, flatten: true });
    const each = [];
    for (let time = 0; time < times; time++) {
      const read = await bare.send(
        'Runtime.evaluate',
        { expression: `(${pageFunctions.computeBenchmarkIndex})()`, returnByValue: true },
        sessionId,
      );
      if (Number.isFinite(read.result?.value)) each.push(read.result.value);
    }
    return { median: each.length ? median(each) : NaN, each };
  } finally {
    await bare.send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
  }
}

/** Node's monotonic clock in ms: the clock of the renderer's lifecycle timestamps on Linux. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/** Resolves at `ms` on that clock (at once if it has passed). */
export const sleepUntil = (ms) => sleep(Math.max(0, ms - monotonicMs()));

/**
 * The lifecycle of the navigation the page is about to make: `when(name)` resolves with the event's
 * time (monotonic ms) and when it reached the bench (`firstPaint` arrives late after a long task).
 */
export function watchLifecycle(bare, sessionId) {
  let loaderId = null;
  const seen = [];
  const waiters = [];
  const settle = () => {
    for (const waiter of waiters) {
      const event = loaderId && seen.find((e) => e.loaderId === loaderId && e.name === waiter.name);
      if (event) waiter.resolve(event);
    }
  };
  const stops = [
    bare.on('Page.frameNavigated', ({ frame }, from) => {
      if (from !== sessionId) return;
      if (!frame.parentId && frame.url.startsWith('http')) loaderId = frame.loaderId;
      settle();
    }),
    bare.on('Page.lifecycleEvent', (event, from) => {
      if (from !== sessionId) return;
      seen.push({ name: event.name, loaderId: event.loaderId, ms: event.timestamp * 1000, receivedMs: monotonicMs() });
      settle();
    }),
  ];
  return {
    when: (name) =>
      new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error(`no ${name} event`)), LIFECYCLE_TIMEOUT_MS).unref();
        waiters.push({ name, resolve });
        settle();
      }),
    stop: () => stops.forEach((stop) => stop()),
  };
}
