// The chaos suite (playwright.chaos.config.ts): seeded navigations, each under one fault on one
// remote or on remotes.json, reached by a direct load or a visitor's click (a header entry, the
// footer's "Writing", a post in Home's "Latest writing"). Each checks that the
// section shows content or its fallback within the host's bound, that the header, Home and
// Education still work, that Retry brings the content back once the fault is lifted, and that
// nothing throws. The result goes to the run's summary (e2e/chaos/summary.ts).
import { expect, test, type Locator, type Page } from '@playwright/test';
import owner from '../../shared/src/owner.json' with { type: 'json' };
import { REMOTE_LOAD_TIMEOUT_MS } from '../../shared/src/federation/loading';
import { installFault, relocateEntries } from './faults';
import {
  chaosSettings,
  episodeMisses,
  inShortRun,
  planRun,
  REMOTES,
  routeOf,
  type Episode,
  type EpisodeResult,
  type View,
} from './plan';
import type { ChaosSite } from './site';

const settings = chaosSettings(process.env);
const WAIT_MS = REMOTE_LOAD_TIMEOUT_MS + settings.graceMs;
const STEP_MS = 5_000;
const PAGE_LOAD_MS = 15_000;
/** After Retry with remotes.json pointing elsewhere than the page's CSP allows, the reload comes this soon. */
const RETRY_IN_PAGE_MS = 2_000;

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });
/**
 * The page is ready for the visitor: the host's app has hydrated, or the page is a document page
 * (a writing page the server composed), which works without the app until the visitor reaches for it.
 */
const pageReady = (page: Page, timeout: number) =>
  expect(page.locator('html[data-app-ready="true"], html[data-boot="document"]')).toHaveCount(1, { timeout });
/** Resolves true when `locator` is in the page within `ms`, false otherwise. */
const reached = (locator: Locator, ms: number) =>
  expect(locator)
    .toBeAttached({ timeout: Math.max(1, ms) })
    .then(
      () => true,
      () => false,
    );

/**
 * The faulty section's states: its own heading (not another remote's), its fallback, its skeleton;
 * the last two by the section's label, not another section's (Home's "Latest writing" is remote-writing's too).
 */
function sectionOf(page: Page, episode: Episode) {
  const main = page.locator('main');
  const heading = new RegExp(`^\\s*${episode.heading}\\s*$`);
  const parts = {
    content: main.locator(`[data-mf-remote="${episode.remote}"]`).locator('h1, h2').filter({ hasText: heading }),
    fallback: main.getByTestId('remote-fallback').filter({ hasText: `${episode.sectionLabel} is unavailable` }),
    skeleton: main.getByTestId('section-skeleton').filter({ hasText: `Loading ${episode.sectionLabel}…` }),
  };
  const view = async (): Promise<View> => {
    for (const state of ['content', 'fallback', 'skeleton'] as const)
      if ((await parts[state].count().catch(() => 0)) > 0) return state;
    return 'other';
  };
  /** Content or fallback by `startedAt + WAIT_MS`; the state then, and when. */
  const settle = async (startedAt: number) => {
    await reached(parts.content.or(parts.fallback).first(), startedAt + WAIT_MS - performance.now());
    return { state: await view(), ms: Math.round(performance.now() - startedAt) };
  };
  return { ...parts, view, settle };
}

/** The header and the host's own pages, with the fault still in place. */
async function hostProblems(page: Page) {
  const problems: string[] = [];
  const step = (what: string, action: () => Promise<unknown>) =>
    action().catch((error: unknown) => problems.push(`${what}: ${firstLine(error)}`));
  const goTo = async (link: string, heading: string) => {
    await mainNav(page).getByRole('link', { name: link }).click({ timeout: STEP_MS });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: STEP_MS });
  };
  await step('host app ready (or a document page)', () => pageReady(page, STEP_MS));
  await step('header', () => expect(page.getByRole('banner')).toBeVisible({ timeout: STEP_MS }));
  await step('Education', () => goTo('Education', 'Educational Journey'));
  await step('Home', () => goTo('Home', `Hi, I'm ${owner.name}`));
  return problems;
}

/** Lifts the fault, presses Retry, and waits for the content within the bound. */
async function retry(page: Page, episode: Episode, section: ReturnType<typeof sectionOf>, lift: () => void) {
  lift();
  const startedAt = performance.now();
  const since = () => Math.round(performance.now() - startedAt);
  try {
    await section.fallback.getByRole('button', { name: 'Retry' }).click({ timeout: STEP_MS });
  } catch (error) {
    return { recovered: false, note: `Retry not pressable: ${firstLine(error)}` };
  }
  const movedOrigin = episode.kind === 'remotes-json-missing-origin';
  if (await reached(section.content, movedOrigin ? RETRY_IN_PAGE_MS : WAIT_MS)) return { recovered: true, ms: since() };
  if (movedOrigin) {
    // The page's CSP names the remote origins of remotes.json as it was when the page loaded, so a
    // remotes.json fixed to another origin takes effect in a new page: the visitor's reload.
    await page.reload({ timeout: STEP_MS }).catch(() => {});
    if (await reached(section.content, WAIT_MS)) return { recovered: true, afterReload: true, ms: since() };
  }
  return { recovered: false, ms: since(), note: `still ${await section.view()} after Retry` };
}

/**
 * A remote's section wrapper holding another remote's page heading, even for one frame
 * (information). `headings` is each page's [remote, heading].
 */
function watchWrongSections(headings: [string, string][]) {
  const seen: string[] = [];
  (window as unknown as { __chaosWrongSection: string[] }).__chaosWrongSection = seen;
  new MutationObserver(() => {
    for (const section of document.querySelectorAll<HTMLElement>('[data-mf-remote]')) {
      const heading = section.querySelector('h1, h2')?.textContent?.trim();
      const owner = headings.find(([, text]) => text === heading)?.[0];
      const line = `${location.pathname}: ${section.dataset.mfRemote} section showed "${heading}"`;
      if (owner && owner !== section.dataset.mfRemote && !seen.includes(line)) seen.push(line);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-mf-remote'] });
}

/** The link a visitor follows to the episode's page, on the page they are on. */
function linkTo(page: Page, episode: Episode) {
  if (episode.reach === 'footer')
    return page
      .getByRole('list', { name: 'More on this site' })
      .getByRole('link', { name: episode.label, exact: true });
  if (episode.reach === 'latest-writing')
    return page.getByRole('region', { name: 'Latest writing' }).getByRole('link', { name: episode.label, exact: true });
  return mainNav(page).getByRole('link', { name: episode.label, exact: true });
}

/**
 * Goes to the episode's page by its link, or (`address`) by its address; resolves to the moment the
 * bound starts. A header click in the app is a client-side navigation: the bound counts from the
 * click. A page the host's server sends (an address, a plain link, a header link on a document page,
 * which has no app yet) counts from the moment it shows the section: its pre-rendered content, its
 * stub or a fallback.
 */
async function visit(
  page: Page,
  episode: Episode,
  site: ChaosSite,
  section: ReturnType<typeof sectionOf>,
  address: boolean,
) {
  if (address) await page.goto(site.host + episode.path, { waitUntil: 'commit', timeout: PAGE_LOAD_MS });
  else if (episode.reach === 'header' && (await page.locator('html[data-app-ready="true"]').count()) > 0) {
    const startedAt = performance.now();
    await linkTo(page, episode).click({ timeout: STEP_MS });
    return startedAt;
  } else {
    await linkTo(page, episode).click({ timeout: STEP_MS });
    await page.waitForURL((url) => url.pathname === episode.path, { waitUntil: 'commit', timeout: PAGE_LOAD_MS });
  }
  await reached(section.content.or(section.fallback).or(section.skeleton).first(), PAGE_LOAD_MS);
  return performance.now();
}

async function runEpisode(page: Page, episode: Episode, site: ChaosSite): Promise<EpisodeResult> {
  const section = sectionOf(page, episode);
  const result: EpisodeResult = {
    episode,
    detail: '',
    outcome: null,
    outcomeMs: null,
    revisit: null,
    revisitMs: null,
    hostProblems: [],
    retry: null,
    errors: [],
    exercised: false,
    cspViolations: [],
    wrongSection: [],
  };
  // Chromium reports uncaught exceptions and unhandled rejections alike as pageerror.
  page.on('pageerror', (error) => result.errors.push(firstLine(error)));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) result.cspViolations!.push(firstLine(message.text()));
  });
  await page.addInitScript(
    watchWrongSections,
    REMOTES.map((each) => [each.remote, each.heading]),
  );
  await relocateEntries(page, site);
  const start = async () => {
    await page.goto(site.host + episode.from, { waitUntil: 'domcontentloaded', timeout: PAGE_LOAD_MS });
    await pageReady(page, STEP_MS);
  };
  // A post's link is on Home: the remote fails once the visitor has Home (were it down before, Home's
  // "Latest writing" would be its fallback, with no link to follow).
  const faultAfterStart = episode.via === 'client' && episode.reach === 'latest-writing';
  let fault: Awaited<ReturnType<typeof installFault>> | undefined;
  try {
    if (faultAfterStart) await start();
    fault = await installFault(page, episode, site, REMOTE_LOAD_TIMEOUT_MS);
    result.detail = fault.detail;
    if (episode.via === 'client' && !faultAfterStart) await start();
    const startedAt = await visit(page, episode, site, section, episode.via === 'direct');
    const first = await section.settle(startedAt);
    [result.outcome, result.outcomeMs] = [first.state, first.ms];
    result.hostProblems = await hostProblems(page);
    // Back to the section (it mounts again), unless it never settled the first time: by its link
    // (Home, where the checks above end, has the header and the footer), or by its address for a post
    // (Home's "Latest writing" on that hop comes from remote-writing's files too: under the fault it may have no link).
    if (first.state === 'content' || first.state === 'fallback') {
      try {
        const again = await visit(page, episode, site, section, episode.reach === 'latest-writing');
        const second = await section.settle(again);
        [result.revisit, result.revisitMs] = [second.state, second.ms];
      } catch (error) {
        result.hostProblems.push(`back to ${episode.path}: ${firstLine(error)}`);
      }
      if (result.revisit === 'fallback') result.retry = await retry(page, episode, section, fault.lift);
    }
    result.wrongSection = await page
      .evaluate(() => (window as unknown as { __chaosWrongSection?: string[] }).__chaosWrongSection ?? [])
      .catch(() => []);
  } catch (error) {
    result.hostProblems.push(`navigation: ${firstLine(error)}`);
  } finally {
    fault?.lift();
    result.exercised = (fault?.faulted() ?? 0) > 0;
  }
  return result;
}

const plan = planRun(settings);

for (const episode of plan) {
  const route = routeOf(episode);
  const tag = inShortRun(episode, settings.kinds) ? ['@short'] : [];
  test(
    `#${String(episode.index).padStart(2, '0')} ${episode.kind} (${episode.target}) ${route}`,
    { tag },
    async ({ page }, testInfo) => {
      const site = JSON.parse(process.env.CHAOS_SITE ?? 'null') as ChaosSite | null;
      if (!site)
        throw new Error(
          'CHAOS_SITE is not set: run with -c playwright.chaos.config.ts (its global setup serves the site)',
        );
      const result = await runEpisode(page, episode, site);
      await testInfo.attach('chaos-result', { body: JSON.stringify(result), contentType: 'application/json' });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      expect(episodeMisses(result), `seed ${settings.seed}, navigation #${episode.index}`).toEqual([]);
    },
  );
}
