import config from '../build/apps.json' with { type: 'json' };
import type { Locale } from './i18n/locale';

/** An entry's words in the other languages (apps.json `translations`); the entry's own are the first language's. */
type Translated<T> = T & { translations?: Partial<Record<Locale, Partial<T>>> };

/**
 * apps.json's `translations` in one language, by entry path (`404` for the 404's head), as the host's messages
 * carry them (`entries`): the host's browser bundle holds apps.json without them.
 */
export type EntryWords = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** An entry (a route, a page, a prefix, the 404's head) with its words in a language, its own or `words`. */
export function inLocale<T extends object>(entry: Translated<T>, locale: Locale, words?: EntryWords): T {
  const { translations, ...own } = entry;
  const key = 'path' in entry && typeof entry.path === 'string' ? entry.path : '404';
  return { ...(own as T), ...translations?.[locale], ...words?.[key] };
}

export interface RouteEntry {
  label: string;
  path: string;
  /** Document title; `{name}` and `{title}` are filled from the owner's config. */
  title: string;
  description: string;
  /** The remote whose section the route shows (apps.json); none for the host's own pages. */
  remote?: string;
}

/** The site's routes and header entries (spec section 2), in order. */
export const ROUTES: readonly Translated<RouteEntry>[] = config.routes;

export interface PageEntry extends Omit<RouteEntry, 'label'> {
  /** In the sitemap, with a canonical URL (the résumé); otherwise noindex (a form's result page). */
  sitemap?: boolean;
}

/** Pages that are not header entries, pre-rendered and served like the routes. */
export const PAGES: readonly Translated<PageEntry>[] = config.pages;

/** Every path the host pre-renders and serves with a 200. */
export const PAGE_PATHS: readonly string[] = [...ROUTES, ...PAGES].map((page) => page.path);
export const NOT_FOUND_META: Translated<Pick<RouteEntry, 'title' | 'description'>> = config.notFound;

export interface PrefixEntry {
  /** `/writing/*`: the base path and every path under it, but the host's routes and pages. */
  path: string;
  remote: string;
  /** What the host's messages call a page there. */
  label: string;
}

/** The path prefixes a remote owns, pre-rendering and serving every page under them. */
export const PREFIXES: readonly Translated<PrefixEntry>[] = config.prefixes;

/** The base path of a prefix: `/writing/*` → `/writing`. */
export function prefixBase(prefix: Pick<PrefixEntry, 'path'>): string {
  return prefix.path.replace(/\/\*$/, '');
}

/** The prefix that owns a normalised path; the host's own routes and pages win. */
export function prefixOf(path: string): PrefixEntry | undefined {
  if (PAGE_PATHS.includes(path)) return undefined;
  return PREFIXES.find((prefix) => path === prefixBase(prefix) || path.startsWith(`${prefixBase(prefix)}/`));
}
