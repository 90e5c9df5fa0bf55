import { PAGE_MODULES, REMOTE_MODULES, remoteOf, type RemoteName } from '@portfolio/shared/federation/contract';
import { PREFIXES, prefixBase, prefixOf, ROUTES } from '@portfolio/shared/routes';
import { normaliseRoutePath } from '@portfolio/shared/seo';

/** apps.json `routes`' paths, in the header's order. */
export const HEADER_PATHS = ROUTES.map((route) => route.path);

/** The host's own pages (no remote route): Home and Education. */
export const HOST_PAGE_PATHS = ROUTES.filter((route) => route.remote === undefined).map((route) => route.path);

/** apps.json `routes` with a `remote`, labelled as in the header. */
export const REMOTE_ROUTES = ROUTES.flatMap((route) => {
  if (route.remote === undefined) return [];
  const id = REMOTE_MODULES[route.remote as RemoteName];
  if (!id) throw new Error(`apps.json route ${route.path}: ${route.remote} exposes no section in the contract`);
  return [{ ...route, id }];
});

/** The section a host page shows as a static island: remote-writing's newest posts on Home (StaticRemoteSection). */
export const STATIC_SECTION = REMOTE_MODULES.writing;

/** The remote that serves Home's static section. */
export const STATIC_REMOTE = remoteOf(STATIC_SECTION);

/** The remote whose section a hop to the host page at `path` draws from its HTML: Home's static section; else null. */
export function staticRemoteOf(path: string): RemoteName | null {
  return normaliseRoutePath(path) === '/' ? STATIC_REMOTE : null;
}

/** apps.json `prefixes`: every path under one is the remote page module's, which routes within itself. */
export const PREFIX_ROUTES = PREFIXES.map((prefix) => {
  const id = PAGE_MODULES[prefix.remote as keyof typeof PAGE_MODULES];
  if (!id) throw new Error(`apps.json prefix ${prefix.path}: ${prefix.remote} has no page module in the contract`);
  return { ...prefix, base: prefixBase(prefix), remote: prefix.remote as RemoteName, id };
});

/** The remote whose section a route shows on a hop; none for a prefix's page, a composed document (decision 0029). */
export function routeRemoteOf(path: string): RemoteName | null {
  const route = REMOTE_ROUTES.find((candidate) => candidate.path === normaliseRoutePath(path));
  return route ? remoteOf(route.id) : null;
}

/** The remote section a normalised path shows: a remote route's, or the page module of the prefix it is under. */
export function routeSectionOf(path: string) {
  const prefix = prefixOf(path);
  return (
    REMOTE_ROUTES.find((route) => route.path === path) ?? PREFIX_ROUTES.find((owned) => owned.path === prefix?.path)
  )?.id;
}

/** A prefix's page module: a document PrefixRoute keeps static. */
export function isPrefixSection(id: string): boolean {
  return PREFIX_ROUTES.some((prefix) => prefix.id === id);
}

/** Whether the server HTML is the not-found page where a prefix's page should be (a static host's 404.html). */
export function isNotFoundPageFor(id: string, root: ParentNode): boolean {
  if (!isPrefixSection(id)) return false;
  const section = root.querySelector('[data-mf-remote], [data-testid="section-skeleton"]');
  return section === null && root.querySelector('h1') !== null;
}
