import type { RemoteName } from '@portfolio/shared/federation/contract';
import { REMOTE_LOAD_TIMEOUT_MS } from '@portfolio/shared/federation/loading';
import type { PrefetchPriority } from '../utils/prefetchDecision';
import { manifestUrlOf, sectionAssetsOf } from '../utils/sectionAssets';
import { pageRemoteUrls } from './remoteUrlPlugin';
import { fetchSectionMarkup, linkStylesheets } from './sectionMarkup';
import { pageHasStylesheet } from './serverSections';

/**
 * Every request here is a fetch(), never a `<link rel=preload>`: Chromium reuses a failed preload for the
 * later load of the same (hashed, unchanging) URL, so Retry would stay failed; a failed fetch() leaves
 * nothing behind. A stalled request holds its URL for the real load, so a section's warm-up is aborted
 * at the bound a section's load has (REMOTE_LOAD_TIMEOUT_MS): files not in by then are not coming.
 */
function sectionBound(): AbortSignal {
  return AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS);
}

async function fetchInto(url: string, priority: PrefetchPriority, signal: AbortSignal): Promise<Response> {
  // cors + same-origin credentials: the same cache key as the module and CSS loads.
  const response = await fetch(url, { mode: 'cors', credentials: 'same-origin', priority, signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

export async function fetchRemoteCode(remote: RemoteName, priority: PrefetchPriority): Promise<void> {
  // The runtime's remotes.json: the code warmed is the code the section will run.
  const entry = (await pageRemoteUrls())[remote];
  if (!entry) throw new Error(`No entry for ${remote}`);
  const signal = sectionBound();
  const entryFetched = fetchInto(entry, priority, signal).then((response) => response.arrayBuffer());
  entryFetched.catch(() => undefined); // reported by the Promise.all below
  const assets = fetchInto(manifestUrlOf(entry), priority, signal)
    .then((response) => response.json())
    .then((manifest: unknown) => sectionAssetsOf(manifest, entry));
  // Not awaited: without the HTML, a hop renders the section with React.
  void fetchSectionMarkup(
    remote,
    entry,
    assets.then(({ css }) => css),
    priority,
    signal,
  );
  const { js, css } = await assets;
  const missingCss = css.filter((url) => !pageHasStylesheet(url));
  const cssFetched = Promise.all(missingCss.map((url) => fetchInto(url, priority, signal)));
  await Promise.all([
    entryFetched,
    cssFetched.then(linkWarmedStylesheets(remote, css)),
    ...js.map((url) => fetchInto(url, priority, signal).then((response) => response.arrayBuffer())),
  ]);
}

/** Links a section's stylesheets, inert, once they are in the HTTP cache (linkStylesheets). */
function linkWarmedStylesheets(remote: RemoteName, css: readonly string[]) {
  return async (responses: Response[]) => {
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    void linkStylesheets(remote, css);
  };
}

/** A static section's HTML and CSS, none of its code, for StaticRemoteSection to show on a hop. */
export async function fetchStaticSection(remote: RemoteName, priority: PrefetchPriority): Promise<void> {
  const entry = (await pageRemoteUrls())[remote];
  if (!entry) throw new Error(`No entry for ${remote}`);
  const signal = sectionBound();
  const css = fetchInto(manifestUrlOf(entry), priority, signal)
    .then((response) => response.json())
    .then((manifest: unknown) => sectionAssetsOf(manifest, entry).css);
  const section = await fetchSectionMarkup(remote, entry, css, priority, signal);
  if (!section) throw new Error(`No section HTML for ${remote}`);
  await Promise.all(
    section.css.filter((url) => !pageHasStylesheet(url)).map((url) => fetchInto(url, priority, signal)),
  ).then(linkWarmedStylesheets(remote, section.css));
}
