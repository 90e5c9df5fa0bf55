import config from '../build/apps.json' with { type: 'json' };

/** The site's routes and header entries (spec section 2), in order, with their page metadata. */
export interface NavEntry {
  label: string;
  path: string;
}

export interface RouteEntry extends NavEntry {
  /** Document title; `{name}` and `{title}` are filled from the owner's config. */
  title: string;
  description: string;
}

export const ROUTES: readonly RouteEntry[] = config.routes;

/**
 * Pages that are not header entries and not in the sitemap (noindex), such as the result page a
 * contact form posted without JavaScript returns to. Pre-rendered and served like the routes.
 */
export const PAGES: readonly Omit<RouteEntry, 'label'>[] = config.pages;

/** Every path the host pre-renders and serves with a 200: the routes, then the other pages. */
export const PAGE_PATHS: readonly string[] = [...ROUTES, ...PAGES].map((page) => page.path);
export const NOT_FOUND_META: Pick<RouteEntry, 'title' | 'description'> = config.notFound;
