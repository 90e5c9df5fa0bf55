import {
  islandImages,
  pageIslands,
  pageScripts,
  registerIslandFromMarkup,
  rememberIslands,
} from '@portfolio/shared/hydration/islandMarkup';
import { IslandFromMarkup } from '../components/IslandFromMarkup';

/**
 * Fetches the server's page at each host route and keeps its islands' HTML and images for a hop
 * (decision 0032), only from the release this page runs (the same module scripts), whose HTML this
 * code hydrates. A page that fails leaves nothing: a hop to it renders with React. No time limit: nothing
 * waits for these fetches (a hop renders the page with React until they are in).
 */
export async function warmHostPages(paths: readonly string[], priority: RequestPriority): Promise<void> {
  registerIslandFromMarkup(IslandFromMarkup);
  const ownScripts = pageScripts(document, location.href).join(' ');
  await Promise.all(
    paths.map(async (path) => {
      const url = new URL(path, location.href).href;
      const response = await fetch(url, { credentials: 'same-origin', priority });
      if (!response.ok) return;
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      if (pageScripts(page, url).join(' ') !== ownScripts) return;
      rememberIslands(pageIslands(page));
      // Read whole into the HTTP cache, not via Image, which would parse each SVG on the main thread.
      await Promise.all(
        islandImages(page, url).map((source) =>
          fetch(source, { credentials: 'same-origin', priority })
            .then((image) => image.arrayBuffer())
            .catch(() => undefined),
        ),
      );
    }),
  );
}
