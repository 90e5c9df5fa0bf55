import config from '../build/apps.json' with { type: 'json' };

/** The site's routes and header entries (spec section 2), in order. */
export interface NavEntry {
  label: string;
  path: string;
}

export const ROUTES: readonly NavEntry[] = config.routes;
