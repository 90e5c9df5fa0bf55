/** Host islands' server HTML by name, for a hop (decision 0032); the host registers the renderer, keeping react-dom out. */
import type { ComponentType, ReactNode } from 'react';
import type { HydrationSchedule } from './schedule';

/** Draws an island from its markup, then hydrates it as its own root (the host's IslandFromMarkup). */
export type IslandFromMarkupRenderer = ComponentType<{
  name: string;
  when: HydrationSchedule;
  markup: string;
  children: ReactNode;
}>;

const warmed = new Map<string, string>();
let renderer: IslandFromMarkupRenderer | null = null;

/** The outermost islands of `#main`, without those holding a remote's section (its route shows it). */
function keptIslands(page: ParentNode): HTMLElement[] {
  return [...page.querySelectorAll<HTMLElement>('#main [data-island]')].filter(
    (element) =>
      element.dataset.island &&
      !element.parentElement?.closest('[data-island]') &&
      !element.querySelector('[data-mf-remote]'),
  );
}

export function pageIslands(page: ParentNode): Map<string, string> {
  return new Map(keptIslands(page).map((element) => [element.dataset.island!, element.innerHTML]));
}

/** The kept islands' images (absolute, once each), fetched with the page's HTML so a hop finds them cached. */
export function islandImages(page: ParentNode, baseUrl: string): string[] {
  const sources = keptIslands(page).flatMap((island) =>
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

export function rememberIslands(islands: ReadonlyMap<string, string>): void {
  for (const [name, markup] of islands) warmed.set(name, markup);
}

export function registerIslandFromMarkup(draw: IslandFromMarkupRenderer | null): void {
  renderer = draw;
}

/** Null: render it as a component. */
export function islandFromMarkup(name: string): { markup: string; Draw: IslandFromMarkupRenderer } | null {
  const markup = warmed.get(name);
  return markup !== undefined && renderer ? { markup, Draw: renderer } : null;
}

/** Tests: forget every warmed island and the renderer. */
export function forgetIslands(): void {
  warmed.clear();
  renderer = null;
}
