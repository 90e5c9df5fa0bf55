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
export const NOT_FOUND_META: Pick<RouteEntry, 'title' | 'description'> = config.notFound;
