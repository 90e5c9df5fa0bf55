import {
  islandImages,
  pageIslands,
  pageScripts,
  registerIslandFromMarkup,
  rememberIslands,
} from '@portfolio/shared/hydration/islandMarkup';
import { IslandFromMarkup } from '../components/IslandFromMarkup';

/**
 * Fetches the server's page at each of `paths` (the host's own routes) and keeps its islands' HTML
 * for a navigation to show at once (decision 0032). Only a page from the release this page runs
 * (the same module scripts) is kept: its HTML is what this code hydrates. Optional: a page that
 * fails leaves nothing, and a navigation to it renders with React. The images its islands draw are
 * fetched too, at the same priority: a hop takes them from the cache, not a round trip after it.
 */
export async function warmHostPages(
  paths: readonly string[],
  { priority, timeoutMs }: { priority: RequestPriority; timeoutMs: number },
): Promise<void> {
  registerIslandFromMarkup(IslandFromMarkup);
  const ownScripts = pageScripts(document, location.href).join(' ');
  await Promise.all(
    paths.map(async (path) => {
      const url = new URL(path, location.href).href;
      const signal = AbortSignal.timeout(timeoutMs);
      const response = await fetch(url, { credentials: 'same-origin', priority, signal });
      if (!response.ok) return;
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      if (pageScripts(page, url).join(' ') !== ownScripts) return;
      rememberIslands(pageIslands(page));
      // Into the HTTP cache only, read to the end so that the entry is whole: an Image would also parse
      // each SVG (a document of its own) on the main thread, after load, where a tap may land.
      await Promise.all(
        islandImages(page, url).map((source) =>
          fetch(source, { credentials: 'same-origin', priority, signal })
            .then((image) => image.arrayBuffer())
            .catch(() => undefined),
        ),
      );
    }),
  );
}
