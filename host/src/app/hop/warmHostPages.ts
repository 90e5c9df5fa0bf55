import type { WarmCache } from './warmCache';

/** The kept islands' images (absolute, once each), fetched with the page's HTML so a hop finds them cached. */
export function islandImages(islands: readonly Element[], baseUrl: string): string[] {
  const sources = islands.flatMap((island) =>
    [...island.querySelectorAll('img[src]')].map((image) => new URL(image.getAttribute('src')!, baseUrl).href),
  );
  return [...new Set(sources)];
}

/** The page's module scripts (absolute, sorted): only a page with the same list is from this host release. */
export function pageScripts(page: ParentNode, baseUrl: string): string[] {
  return [...page.querySelectorAll('script[type="module"][src]')]
    .map((script) => new URL(script.getAttribute('src') ?? '', baseUrl).href)
    .sort();
}

/**
 * Fetches the server's page at each of the other host routes and keeps its islands' HTML and images for a hop
 * (decision 0032), only from the release this page runs (the same module scripts). No time limit: a hop
 * renders the page with React until they are in, or if one fails.
 */
export async function warmHostPages(
  cache: WarmCache,
  paths: readonly string[],
  priority: RequestPriority,
): Promise<void> {
  const ownScripts = pageScripts(document, location.href).join(' ');
  await Promise.all(
    paths.map(async (path) => {
      const url = new URL(path, location.href).href;
      const response = await fetch(url, { credentials: 'same-origin', priority });
      if (!response.ok) return;
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      if (pageScripts(page, url).join(' ') !== ownScripts) return;
      const islands = cache.rememberIslandsOf(page);
      // Read whole into the HTTP cache, not via Image, which would parse each SVG on the main thread.
      await Promise.all(
        islandImages(islands, url).map((source) =>
          fetch(source, { credentials: 'same-origin', priority })
            .then((image) => image.arrayBuffer())
            .catch(() => undefined),
        ),
      );
    }),
  );
}
