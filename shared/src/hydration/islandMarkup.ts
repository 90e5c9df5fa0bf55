/**
 * The host's own pages' islands as the server renders them, for a client-side navigation to show at
 * once (decision 0032): the host warms each page's HTML when idle (host/src/app/hostPageWarmup.ts),
 * this module keeps each island's inner HTML by name, and an Island rendered on a navigation takes
 * it (ui/Island.tsx), drawn by the renderer the host registers (it hydrates the island later, as a
 * root of its own: react-dom/client stays out of the remotes' code, which use Island too).
 */
import type { ComponentType, ReactNode } from 'react';
import type { HydrationSchedule } from './schedule';

/** What draws an island from its markup, then hydrates it on its own (the host's IslandFromMarkup). */
export type IslandFromMarkupRenderer = ComponentType<{
  name: string;
  when: HydrationSchedule;
  markup: string;
  children: ReactNode;
}>;

const warmed = new Map<string, string>();
let renderer: IslandFromMarkupRenderer | null = null;

/**
 * The outermost islands of a page's main content (a nested island is part of its parent's HTML), but
 * none that holds a remote's section (its HTML is the remote's release, its CSS the remote's: the
 * remote's own route shows it, runtime/sectionMarkup).
 */
function keptIslands(page: ParentNode): HTMLElement[] {
  return [...page.querySelectorAll<HTMLElement>('#main [data-island]')].filter(
    (element) =>
      element.dataset.island &&
      !element.parentElement?.closest('[data-island]') &&
      !element.querySelector('[data-mf-remote]'),
  );
}

/** Each kept island of a page (keptIslands), by name, with its inner HTML. */
export function pageIslands(page: ParentNode): Map<string, string> {
  return new Map(keptIslands(page).map((element) => [element.dataset.island!, element.innerHTML]));
}

/**
 * The images the kept islands draw (absolute URLs, once each): fetched with the page's HTML, they are
 * in the cache when a navigation shows the island, not a round trip after it.
 */
export function islandImages(page: ParentNode, baseUrl: string): string[] {
  const sources = keptIslands(page).flatMap((island) =>
    [...island.querySelectorAll('img[src]')].map((image) => new URL(image.getAttribute('src')!, baseUrl).href),
  );
  return [...new Set(sources)];
}

/**
 * The module scripts a page runs (their absolute URLs, sorted): two pages with the same list come from
 * the same release of the host, and only such a page's HTML may be shown by this page's code.
 */
export function pageScripts(page: ParentNode, baseUrl: string): string[] {
  return [...page.querySelectorAll('script[type="module"][src]')]
    .map((script) => new URL(script.getAttribute('src') ?? '', baseUrl).href)
    .sort();
}

/** Keeps `islands` for the navigations to come. */
export function rememberIslands(islands: ReadonlyMap<string, string>): void {
  for (const [name, markup] of islands) warmed.set(name, markup);
}

/** The renderer Island draws warmed markup with; until one is registered, islands render as components. */
export function registerIslandFromMarkup(draw: IslandFromMarkupRenderer | null): void {
  renderer = draw;
}

/** The island's warmed HTML and the renderer that shows it, or null (render it as a component). */
export function islandFromMarkup(name: string): { markup: string; Draw: IslandFromMarkupRenderer } | null {
  const markup = warmed.get(name);
  return markup !== undefined && renderer ? { markup, Draw: renderer } : null;
}

/** Tests: forget every warmed island and the renderer. */
export function forgetIslands(): void {
  warmed.clear();
  renderer = null;
}
