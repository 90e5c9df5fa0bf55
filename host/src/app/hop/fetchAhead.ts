import type { RemoteName } from '@portfolio/shared/federation/contract';
import { REMOTE_LOAD_TIMEOUT_MS } from '@portfolio/shared/federation/loading';
import type { WarmPriority } from './warmer';
import { manifestUrlOf, sectionAssetsOf } from '../../features/remotes/utils/sectionAssets';
import { pageRemoteUrls } from '../../features/remotes/runtime/remoteUrlPlugin';
import { releaseBaseOf, sectionMarkupOf, sectionMarkupUrl } from '../../features/remotes/utils/fragmentBody';
import { documentLocale } from '@portfolio/shared/i18n/locale';
import { tracked } from '@portfolio/shared/trackedPromise';
import type { WarmCache } from './warmCache';
import { pageHasStylesheet } from '../../features/remotes/runtime/serverSections';

/**
 * Every request here is a fetch(), never a `<link rel=preload>`: Chromium reuses a failed preload for the
 * later load of the same (hashed, unchanging) URL, so Retry would stay failed; a failed fetch() leaves
 * nothing behind.
 */
async function fetchInto(url: string, priority: WarmPriority, signal: AbortSignal): Promise<Response> {
  // cors + same-origin credentials: the same cache key as the module and CSS loads.
  const response = await fetch(url, { mode: 'cors', credentials: 'same-origin', priority, signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

/**
 * A section's warm-up under one bound: the entry from the runtime's remotes.json (the code warmed is the
 * code the section will run) and the manifest listing its files.
 */
async function startWarming(cache: WarmCache, remote: RemoteName, priority: WarmPriority) {
  const entry = (await pageRemoteUrls())[remote];
  if (!entry) throw new Error(`No entry for ${remote}`);
  // A stalled request holds its URL for the real load, so the warm-up is aborted at the bound a section's load
  // has (REMOTE_LOAD_TIMEOUT_MS): files not in by then are not coming.
  const signal = AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS);
  const assets = fetchInto(manifestUrlOf(entry), priority, signal)
    .then((response) => response.json())
    .then((manifest: unknown) => sectionAssetsOf(manifest, entry));
  const fetchAll = (urls: readonly string[]) =>
    Promise.all(urls.map((url) => fetchInto(url, priority, signal).then((response) => response.arrayBuffer())));
  /** The stylesheets the page lacks into the HTTP cache, then linked, inert (linkStylesheets). */
  const warmStylesheets = (css: readonly string[]) =>
    fetchAll(css.filter((url) => !pageHasStylesheet(url))).then(() => void cache.linkStylesheets(remote, css));
  /** The section's pre-rendered HTML from the entry's release, kept in the cache; null (a failure): the hop renders it with React. */
  const markup = () => {
    const base = releaseBaseOf(entry);
    const html = fetchInto(sectionMarkupUrl(entry, documentLocale()), priority, signal)
      .then((response) => response.text())
      .then((text) => sectionMarkupOf(text, remote, base));
    const ready = tracked(
      Promise.all([html, assets]).then(
        ([body, { css }]) => (body === null ? null : { base, markup: body, css }),
        () => null,
      ),
    );
    cache.section(remote).markup = ready;
    return ready;
  };
  return { entry, assets, fetchAll, warmStylesheets, markup };
}

export async function fetchRemoteCode(cache: WarmCache, remote: RemoteName, priority: WarmPriority): Promise<void> {
  const { entry, assets, fetchAll, warmStylesheets, markup } = await startWarming(cache, remote, priority);
  const entryFetched = fetchAll([entry]);
  entryFetched.catch(() => undefined); // reported by the Promise.all below
  // Not awaited: without the HTML, a hop renders the section with React. Asked once: the idle warm-up may have it.
  if (!cache.section(remote).markup) void markup();
  const { js, css } = await assets;
  await Promise.all([entryFetched, warmStylesheets(css), fetchAll(js)]);
}

/** A section's HTML and CSS, none of its code: what a hop draws (RemoteRoute.tsx). */
export async function fetchSectionView(cache: WarmCache, remote: RemoteName, priority: WarmPriority): Promise<void> {
  const { warmStylesheets, markup } = await startWarming(cache, remote, priority);
  const section = await markup();
  if (!section) throw new Error(`No section HTML for ${remote}`);
  await warmStylesheets(section.css);
}
