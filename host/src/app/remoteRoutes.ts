import { PAGE_MODULES, REMOTE_MODULES, type RemoteName } from '@portfolio/shared/federation/contract';
import { PREFIXES, prefixBase, prefixOf, ROUTES } from '@portfolio/shared/routes';

/** apps.json `routes` with a `remote`, labelled as in the header. */
export const REMOTE_ROUTES = ROUTES.flatMap((route) => {
  if (route.remote === undefined) return [];
  const id = REMOTE_MODULES[route.remote as RemoteName];
  if (!id) throw new Error(`apps.json route ${route.path}: ${route.remote} exposes no section in the contract`);
  return [{ path: route.path, id, label: route.label, translations: route.translations }];
});

/** Sections a host page shows as static islands (remote-writing's newest posts on Home; StaticRemoteSection). */
export const STATIC_SECTIONS = [{ id: REMOTE_MODULES.writing }] as const;

/** apps.json `prefixes`: every path under one is the remote page module's, which routes within itself. */
export const PREFIX_ROUTES = PREFIXES.map((prefix) => {
  const id = PAGE_MODULES[prefix.remote as keyof typeof PAGE_MODULES];
  if (!id) throw new Error(`apps.json prefix ${prefix.path}: ${prefix.remote} has no page module in the contract`);
  const { path, label, translations } = prefix;
  return { path, base: prefixBase(prefix), remote: prefix.remote as RemoteName, id, label, translations };
});

/** The remote section a normalised path shows, with the path to warm it by. */
export function routeSectionOf(
  path: string,
): { id: (typeof REMOTE_ROUTES)[number]['id'] | (typeof PREFIX_ROUTES)[number]['id']; path: string } | undefined {
  const route = REMOTE_ROUTES.find((candidate) => candidate.path === path);
  if (route) return route;
  const prefix = prefixOf(path);
  const owned = prefix && PREFIX_ROUTES.find((candidate) => candidate.path === prefix.path);
  return owned ? { id: owned.id, path } : undefined;
}

/** A prefix's page module: a document PrefixRoute keeps static. */
export function isPrefixSection(id: string): boolean {
  return PREFIX_ROUTES.some((prefix) => prefix.id === id);
}

/** Whether the server HTML is the not-found page where a prefix's page should be (a static host's 404.html). */
export function isNotFoundPageFor(id: string, root: ParentNode): boolean {
  if (!isPrefixSection(id)) return false;
  return (
    root.querySelector('[data-mf-remote], [data-testid="section-skeleton"]') === null &&
    root.querySelector('h1') !== null
  );
}
