import type { RemoteName } from '@portfolio/shared/federation/contract';
import type { PrefetchPriority } from '../utils/prefetchDecision';
import { manifestUrlOf, sectionAssetsOf } from '../utils/sectionAssets';
import { pageRemoteUrls } from './remoteUrlPlugin';
import { fetchSectionMarkup, linkStylesheets } from './sectionMarkup';
import { pageHasStylesheet } from './serverSections';

/**
 * Fetches a remote's entry, manifest, section chunks and CSS into the HTTP cache with
 * `fetch()`, without running any of it; the section's real load then finds them there.
 *
 * Why fetch() and not <link rel=modulepreload|preload>: in Chromium a failed
 * `preload as=script` / `as=style` is reused by the later load of the same URL, so a
 * remote that was down at page load would stay failed for Retry (the chunk URLs are
 * hashed and do not change). A failed fetch() leaves nothing behind. And a request that
 * stalls holds its URL (the later load waits on it), so every request here is aborted
 * after PREFETCH_TIMEOUT_MS: a stalled prefetch cannot hold a chunk past that.
 */
export const PREFETCH_TIMEOUT_MS = 4000;

async function fetchInto(url: string, priority: PrefetchPriority, signal: AbortSignal): Promise<Response> {
  // cors + same-origin credentials: the same cache key as the module and CSS loads.
  const response = await fetch(url, { mode: 'cors', credentials: 'same-origin', priority, signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

export async function fetchRemoteCode(remote: RemoteName, priority: PrefetchPriority): Promise<void> {
  // The same remotes.json as the runtime's: the code warmed is the code the section will run.
  const entry = (await pageRemoteUrls())[remote];
  if (!entry) throw new Error(`No entry for ${remote}`);
  const signal = AbortSignal.timeout(PREFETCH_TIMEOUT_MS);
  // The entry and the manifest in parallel; the section's files depend on the manifest only.
  const entryFetched = fetchInto(entry, priority, signal).then((response) => response.arrayBuffer());
  entryFetched.catch(() => undefined); // reported by the Promise.all below, or moot if the manifest fails
  const assets = fetchInto(manifestUrlOf(entry), priority, signal)
    .then((response) => response.json())
    .then((manifest: unknown) => sectionAssetsOf(manifest, entry));
  // The section's HTML too, so that a navigation shows it (with its CSS) before its code has run;
  // not awaited: the code is what makes the remote warm, and without the HTML React renders it.
  void fetchSectionMarkup(
    remote,
    entry,
    assets.then(({ css }) => css),
    priority,
    signal,
  );
  const { js, css } = await assets;
  // A stylesheet the server already put in the page is not fetched a second time.
  const missingCss = css.filter((url) => !pageHasStylesheet(url));
  const cssFetched = Promise.all(missingCss.map((url) => fetchInto(url, priority, signal)));
  await Promise.all([
    entryFetched,
    cssFetched.then(linkWarmedStylesheets(remote, css)),
    ...js.map((url) => fetchInto(url, priority, signal).then((response) => response.arrayBuffer())),
  ]);
}

/**
 * Once a section's stylesheets are in the HTTP cache, they are linked into the page, inert until the
 * section is shown (linkStylesheets): a hop to the section then has nothing to wait for, and renders at
 * once (HopRouter).
 */
function linkWarmedStylesheets(remote: RemoteName, css: readonly string[]) {
  return async (responses: Response[]) => {
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    void linkStylesheets(remote, css);
  };
}

/**
 * A static section's HTML and CSS into the page's reach, and none of its code: a client-side render
 * shows that HTML as it is (StaticRemoteSection), as the server's page shows it. Its stylesheets are
 * fetched into the HTTP cache so that linking them does not wait on the network.
 */
export async function fetchStaticSection(remote: RemoteName, priority: PrefetchPriority): Promise<void> {
  const entry = (await pageRemoteUrls())[remote];
  if (!entry) throw new Error(`No entry for ${remote}`);
  const signal = AbortSignal.timeout(PREFETCH_TIMEOUT_MS);
  const css = fetchInto(manifestUrlOf(entry), priority, signal)
    .then((response) => response.json())
    .then((manifest: unknown) => sectionAssetsOf(manifest, entry).css);
  const section = await fetchSectionMarkup(remote, entry, css, priority, signal);
  if (!section) throw new Error(`No section HTML for ${remote}`);
  await Promise.all(
    section.css.filter((url) => !pageHasStylesheet(url)).map((url) => fetchInto(url, priority, signal)),
  ).then(linkWarmedStylesheets(remote, section.css));
}
