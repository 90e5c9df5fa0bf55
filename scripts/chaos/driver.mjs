// Drives one navigation of the chaos run in Chromium: sets the episode's fault, reaches the
// faulty section (direct load or a click in the header), and checks what a visitor gets.
// Every wait here is bounded; nothing retries without limit.
import owner from '../../shared/src/owner.json' with { type: 'json' };
import { setTimeout as sleep } from 'node:timers/promises';
import { MISSING_ORIGIN } from './site.mjs';
import { REMOTES, trickleTiming } from './plan.mjs';

/** The first line of what was thrown (an Error's message, or anything else as text). */
const firstLine = (/** @type {unknown} */ error) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0];

const POLL_MS = 100;
const STEP_TIMEOUT_MS = 5_000;
const PAGE_LOAD_TIMEOUT_MS = 15_000;
/** After Retry, a fallback that is still (or again) there this long means the retry failed. */
const RETRY_FAILED_AFTER_MS = 2_000;

/** The proxy and the proxy fault that make an episode's fault, plus a short description. */
export function faultFor(episode, site, boundMs) {
  const files = site.files[episode.remote];
  const chunk = files.chunks.length
    ? files.chunks[Math.floor(episode.chunkPick * files.chunks.length)]
    : '/remoteEntry.js';
  const pathOf = (target) =>
    target === 'entry' ? '/remoteEntry.js' : target === 'css' ? (files.css[0] ?? /\.css$/) : chunk;
  const where = (path) => (typeof path === 'string' ? path.replace(/^\/assets\//, '') : String(path));
  const onRemote = (fault, detail) => ({ proxy: site.proxies[episode.remote], fault, detail });
  const onHost = (fault, detail) => ({ proxy: site.proxies.host, fault, detail });
  const path = pathOf(episode.target);

  switch (episode.kind) {
    case 'refused':
      return onRemote({ kind: 'refuse' }, 'origin');
    case 'http-500':
      return onRemote({ kind: 'status', status: 500 }, 'every file');
    case 'chunk-404':
      return onRemote({ kind: 'status', status: 404, path: chunk }, where(chunk));
    case 'stall':
      return episode.target === 'remotes.json'
        ? onHost({ kind: 'stall', path: '/remotes.json' }, 'remotes.json')
        : onRemote({ kind: 'stall', path }, where(path));
    case 'stall-trickle': {
      const timing = trickleTiming(episode.trickle, boundMs);
      const seconds = ((timing.delayMs + timing.pieces * timing.intervalMs) / 1000).toFixed(1);
      return onRemote({ kind: 'trickle', path, ...timing }, `${where(path)}, ${episode.trickle} (${seconds} s)`);
    }
    case 'truncated-js': {
      const how = episode.truncation === 'cut' ? 'connection cut' : 'short 200';
      return onRemote({ kind: 'truncate', path, mode: episode.truncation }, `${where(path)}, ${how}`);
    }
    case 'css-fail': {
      const css = pathOf('css');
      return onRemote({ kind: 'status', status: episode.cssStatus, path: css }, `${where(css)} ${episode.cssStatus}`);
    }
    case 'remotes-json-invalid':
      return onHost({ kind: 'invalid-json', path: '/remotes.json' }, 'remotes.json');
    case 'remotes-json-missing-origin': {
      const fault = { kind: 'redirect-origin', from: site.origins[episode.remote], to: MISSING_ORIGIN };
      return onHost({ ...fault, path: '/remotes.json' }, `${episode.remote} -> ${MISSING_ORIGIN}`);
    }
    case 'contract-incompatible':
      return onRemote({ kind: 'upstream', upstream: site.incompatible[episode.remote] }, 'incompatible build');
    default:
      throw new Error(`unknown fault kind ${episode.kind}`);
  }
}

/** What the faulty section shows right now; content means its own heading, not a stale one. */
function sectionState(page, episode) {
  const state = page
    .evaluate(
      ({ remote, heading }) => {
        const main = document.querySelector('main');
        if (!main) return 'other';
        const shown = main.querySelector(`[data-mf-remote="${remote}"] :is(h1, h2)`);
        if (shown?.textContent?.trim() === heading) return 'content';
        if (main.querySelector('[data-testid="remote-fallback"]')) return 'fallback';
        if (main.querySelector('[data-testid="section-skeleton"]')) return 'skeleton';
        return 'other';
      },
      { remote: episode.remote, heading: episode.heading },
    )
    .catch(() => 'other');
  // evaluate has no timeout of its own: a page that stops answering counts as showing nothing.
  return withTimeout(state, STEP_TIMEOUT_MS, 'other');
}

function withTimeout(promise, ms, fallback) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Polls until the section settles (content or fallback) or the deadline; bounded by time. */
async function settle(page, episode, startedAt, deadline) {
  let state = await sectionState(page, episode);
  while (state !== 'content' && state !== 'fallback' && performance.now() < deadline) {
    await sleep(POLL_MS);
    state = await sectionState(page, episode);
  }
  return { state, ms: Math.round(performance.now() - startedAt) };
}

/** When the section first appears in the page (skeleton, content or fallback); bounded. */
async function shown(page, episode) {
  const deadline = performance.now() + PAGE_LOAD_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if ((await sectionState(page, episode)) !== 'other') break;
    await sleep(POLL_MS / 2);
  }
  return performance.now();
}

const mainNav = (page) => page.getByRole('navigation', { name: 'Main', exact: true });

async function waitForApp(page) {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', null, {
    timeout: STEP_TIMEOUT_MS,
    polling: POLL_MS,
  });
}

/** The header and the host's own sections, with the fault still in place. */
async function checkHost(page) {
  const problems = [];
  const step = async (what, action) => {
    try {
      await action();
    } catch (error) {
      problems.push(`${what}: ${firstLine(error)}`);
    }
  };
  await step('host app ready', () => waitForApp(page));
  await step('header', () => page.getByRole('banner').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS }));
  await step('Education', async () => {
    await mainNav(page).getByRole('link', { name: 'Education' }).click({ timeout: STEP_TIMEOUT_MS });
    await page
      .getByRole('heading', { level: 1, name: 'Educational Journey' })
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  });
  await step('Home', async () => {
    await mainNav(page).getByRole('link', { name: 'Home' }).click({ timeout: STEP_TIMEOUT_MS });
    await page
      .getByRole('heading', { level: 1, name: `Hi, I'm ${owner.name}` })
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  });
  return problems;
}

/** Lifts the fault, presses Retry, and waits for the content (within the bound). */
async function retry(page, episode, lift, waitMs) {
  await lift();
  const startedAt = performance.now();
  try {
    await page
      .getByTestId('remote-fallback')
      .getByRole('button', { name: 'Retry' })
      .click({ timeout: STEP_TIMEOUT_MS });
  } catch (error) {
    return { recovered: false, ms: 0, note: `Retry not pressable: ${firstLine(error)}` };
  }
  const deadline = startedAt + waitMs;
  let fallbackSince = null;
  while (performance.now() < deadline) {
    const state = await sectionState(page, episode);
    if (state === 'content') return { recovered: true, ms: Math.round(performance.now() - startedAt) };
    if (state === 'fallback') {
      fallbackSince ??= performance.now();
      if (performance.now() - fallbackSince > RETRY_FAILED_AFTER_MS) break;
    } else fallbackSince = null;
    await sleep(POLL_MS);
  }
  const state = await sectionState(page, episode);
  if (episode.kind === 'remotes-json-missing-origin' && state === 'fallback') {
    // The page's Content-Security-Policy names the remote origins of remotes.json as it was when the
    // page loaded (4399 here), so a remotes.json fixed to another origin can only take effect in a new
    // page: the visitor's reload. Counted as a recovery only if the reload shows the content.
    await page.reload({ timeout: STEP_TIMEOUT_MS }).catch(() => {});
    const reloadDeadline = performance.now() + waitMs;
    while (performance.now() < reloadDeadline) {
      if ((await sectionState(page, episode)) === 'content')
        return { recovered: true, afterReload: true, ms: Math.round(performance.now() - startedAt) };
      await sleep(POLL_MS);
    }
  }
  return { recovered: false, ms: Math.round(performance.now() - startedAt), note: `still ${state} after Retry` };
}

/** One navigation under a fault: the result summarize() counts. */
export async function runEpisode({ browser, site, episode, boundMs, graceMs }) {
  const { proxy, fault, detail } = faultFor(episode, site, boundMs);
  const waitMs = boundMs + graceMs;
  const errors = [];
  const cspViolations = [];
  const failedRequests = [];
  /** @type {{ requests: number, faulted: number } | null} */
  let faultStats = null;
  let lifted = false;
  const lift = async () => {
    if (lifted) return;
    lifted = true;
    faultStats = proxy.stats();
    await proxy.clearFault();
  };

  proxy.resetStats();
  await proxy.setFault(fault);
  // A fresh context per navigation: an empty HTTP cache, so the fault is met, not a cached copy.
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    colorScheme: 'dark',
    serviceWorkers: 'block',
  });
  /** @type {import('./plan.mjs').EpisodeResult & { detail: unknown, outcomeMs: number | null, revisitMs: number | null, cspViolations: string[], wrongSection: string[] }} */
  const result = {
    episode,
    detail,
    outcome: null,
    outcomeMs: null,
    revisit: null,
    revisitMs: null,
    hostProblems: [],
    retry: null,
    errors,
    cspViolations,
    exercised: false,
    wrongSection: [],
  };
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    // Chromium reports uncaught exceptions and unhandled rejections alike as pageerror.
    page.on('pageerror', (error) => errors.push(error.message.split('\n')[0]));
    await page.exposeBinding('__chaosCsp', (_source, text) => cspViolations.push(text));
    await page.addInitScript(
      (headings) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          window.__chaosCsp?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
        );
        // A remote's section wrapper holding another remote's heading, even for one frame.
        const wrong = (window.__chaosWrongSection = []);
        new MutationObserver(() => {
          for (const section of document.querySelectorAll(/** @type {'div'} */ ('[data-mf-remote]'))) {
            const expected = headings[section.dataset.mfRemote ?? ''];
            const heading = section.querySelector('h1, h2')?.textContent?.trim();
            const seen = `${location.pathname}: ${section.dataset.mfRemote} section showed "${heading}"`;
            if (expected && heading && heading !== expected && !wrong.includes(seen)) wrong.push(seen);
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-mf-remote'] });
      },
      Object.fromEntries(REMOTES.map((section) => [section.remote, section.heading])),
    );
    page.on('requestfailed', (request) => failedRequests.push(request.url()));

    let startedAt;
    if (episode.via === 'direct') {
      await page.goto(site.hostUrl + episode.path, { waitUntil: 'commit', timeout: PAGE_LOAD_TIMEOUT_MS });
      // The bound counts from the moment the route is shown: the pre-rendered page's skeleton.
      startedAt = await shown(page, episode);
    } else {
      await page.goto(site.hostUrl + episode.from, { waitUntil: 'domcontentloaded', timeout: PAGE_LOAD_TIMEOUT_MS });
      await waitForApp(page);
      startedAt = performance.now();
      await mainNav(page).getByRole('link', { name: episode.label }).click();
    }
    const first = await settle(page, episode, startedAt, startedAt + waitMs);
    result.outcome = first.state;
    result.outcomeMs = first.ms;

    result.hostProblems = await checkHost(page);

    // Back to the section (it mounts again), unless it never settled the first time.
    if (first.state === 'content' || first.state === 'fallback') {
      const again = performance.now();
      try {
        await mainNav(page).getByRole('link', { name: episode.label }).click();
        const second = await settle(page, episode, again, again + waitMs);
        result.revisit = second.state;
        result.revisitMs = second.ms;
      } catch (error) {
        result.hostProblems.push(`back to ${episode.label}: ${firstLine(error)}`);
      }
      if (result.revisit === 'fallback') result.retry = await retry(page, episode, lift, waitMs);
    }
    result.wrongSection = await withTimeout(
      page.evaluate(() => window.__chaosWrongSection ?? []).catch(() => []),
      STEP_TIMEOUT_MS,
      [],
    );
    await lift();
    const origin = proxy.url;
    const stats = /** @type {{ faulted: number } | null} */ (faultStats);
    result.exercised =
      fault.kind === 'refuse' ? failedRequests.some((url) => url.startsWith(origin)) : (stats?.faulted ?? 0) > 0;
  } catch (error) {
    result.hostProblems.push(`navigation: ${firstLine(error)}`);
  } finally {
    await lift().catch(() => undefined);
    await context.close().catch(() => undefined);
  }
  return result;
}

/** One line per navigation. */
export function describeResult(result, boundMs, graceMs) {
  const { episode } = result;
  const route = episode.via === 'direct' ? `direct ${episode.path}` : `${episode.from} -> ${episode.path}`;
  const seconds = (ms) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`);
  const view = (state, ms) =>
    state === 'skeleton'
      ? `SKELETON past ${seconds(boundMs + graceMs)}`
      : state === 'other'
        ? 'NEITHER content nor fallback'
        : `${state} ${seconds(ms)}`;
  const parts = [
    `#${String(episode.index).padStart(2)} ${episode.kind} [${result.detail}] ${route}:`,
    view(result.outcome, result.outcomeMs),
  ];
  if (result.revisit) parts.push(`| back: ${view(result.revisit, result.revisitMs)}`);
  if (result.retry)
    parts.push(
      result.retry.recovered
        ? `| Retry: content ${result.retry.afterReload ? 'after a reload (CSP fixed at page load) ' : ''}${seconds(result.retry.ms)}`
        : `| Retry FAILED (${result.retry.note})`,
    );
  parts.push(result.hostProblems.length ? `| HOST BROKE: ${result.hostProblems.join('; ')}` : '| host ok');
  if (!result.exercised) parts.push('| (fault not met)');
  if (result.errors.length) parts.push(`| ERRORS: ${result.errors.join('; ')}`);
  if (result.wrongSection.length) parts.push(`| wrong section: ${result.wrongSection.join('; ')}`);
  return parts.join(' ');
}
