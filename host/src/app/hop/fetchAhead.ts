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

/** The remote's entry from the runtime's remotes.json: the code warmed is the code the section will run. */
async function entryOf(remote: RemoteName): Promise<string> {
  const entry = (await pageRemoteUrls())[remote];
  if (!entry) throw new Error(`No entry for ${remote}`);
  return entry;
}

/** A section's warm-up under one bound: its entry and the manifest listing its files. */
function startWarming(cache: WarmCache, remote: RemoteName, priority: WarmPriority) {
  const entry = entryOf(remote);
  entry.catch(() => undefined); // reported where it is used; a call that finds its HTML asked for already uses none
  // A stalled request holds its URL for the real load, so the warm-up is aborted at the bound a section's load
  // has (REMOTE_LOAD_TIMEOUT_MS): files not in by then are not coming.
  const signal = AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS);
  /** The section's files, from the entry's manifest: asked for once per entry, again only after a failure. */
  const assets = () =>
    entry.then((url) => {
      const section = cache.section(remote);
      if (section.assets?.entry === url) return section.assets.files;
      const files = fetchInto(manifestUrlOf(url), priority, signal)
        .then((response) => response.json())
        .then((manifest) => sectionAssetsOf(manifest, url));
      section.assets = { entry: url, files };
      files.catch(() => {
        if (section.assets?.files === files) section.assets = undefined;
      });
      return files;
    });
  const fetchAll = (urls: readonly string[]) =>
    Promise.all(urls.map((url) => fetchInto(url, priority, signal).then((response) => response.arrayBuffer())));
  /** The stylesheets the page lacks into the HTTP cache, then linked, inert (linkStylesheets). */
  const warmStylesheets = (css: readonly string[]) =>
    fetchAll(css.filter((url) => !pageHasStylesheet(url))).then(() => void cache.linkStylesheets(remote, css));
  /**
   * The section's pre-rendered HTML from the entry's release, in the cache from the call on: asked for once,
   * again only after a failure (null: the hop renders it with React).
   */
  const markup = () => {
    const asked = cache.section(remote).markup;
    if (asked && !(asked.status === 'fulfilled' && asked.value === null)) return asked;
    const html = entry.then(async (url) => {
      const text = await (await fetchInto(sectionMarkupUrl(url, documentLocale()), priority, signal)).text();
      return sectionMarkupOf(text, remote, releaseBaseOf(url));
    });
    const ready = tracked(
      Promise.all([entry, html, assets()]).then(
        ([url, body, { css }]) => (body === null ? null : { base: releaseBaseOf(url), markup: body, css }),
        () => null,
      ),
    );
    cache.section(remote).markup = ready;
    return ready;
  };
  return { entry, assets, fetchAll, warmStylesheets, markup };
}

export async function fetchRemoteCode(cache: WarmCache, remote: RemoteName, priority: WarmPriority): Promise<void> {
  const { entry, assets, fetchAll, warmStylesheets, markup } = startWarming(cache, remote, priority);
  const entryFetched = entry.then((url) => fetchAll([url]));
  entryFetched.catch(() => undefined); // reported by the Promise.all below
  // Not awaited: without the HTML, a hop renders the section with React.
  void markup();
  const { js, css } = await assets();
  await Promise.all([entryFetched, warmStylesheets(css), fetchAll(js)]);
}

/** A section's HTML and CSS, none of its code: what a hop draws (RemoteRoute.tsx). */
export async function fetchSectionView(cache: WarmCache, remote: RemoteName, priority: WarmPriority): Promise<void> {
  const { warmStylesheets, markup } = startWarming(cache, remote, priority);
  const section = await markup();
  if (!section) throw new Error(`No section HTML for ${remote}`);
  await warmStylesheets(section.css);
}
