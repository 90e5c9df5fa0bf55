/**
 * The federation contract: which modules each remote exposes and the props they take.
 * The host types its remote imports with it; each remote checks its exposes with `satisfies`.
 */
import type { ComponentType } from 'react';

/** Props every exposed page section accepts. */
export interface SectionProps {
  /**
   * 'page' when the section is the whole route, 'embedded' when the host stacks it
   * with others (single-page mode): the section then renders an h2 instead of an h1.
   */
  variant?: 'page' | 'embedded';
  /**
   * The host's base path (`/`, `/portfolio/` on a GitHub Pages project site; shared/src/basePath.ts):
   * a link from the section to one of the host's pages goes under it. The host passes its own;
   * `/` when absent, as in the section's build-time HTML (servers that compose pages serve at `/`).
   */
  siteBase?: string;
}

/**
 * Props of a remote's page module: the pages under a path prefix the remote owns (apps.json
 * `prefixes`), such as `/writing/*`. The module routes within itself on `path`; the host never
 * lists the pages. The build pre-renders each of them (PageModule's named exports).
 */
export interface PageModuleProps extends SectionProps {
  /** The page's path, normalised (`/writing/page/2`). */
  path: string;
}

export type SkillsPageProps = SectionProps;
export type ProjectsStackProps = SectionProps;
export type ContactPageProps = SectionProps;

/** Remote name -> exposed module name -> props of its default export. */
export interface FederationContract {
  skills: { './SkillsPage': SkillsPageProps };
  projects: { './ProjectsStack': ProjectsStackProps; './ProjectPages': PageModuleProps };
  contact: { './ContactPage': ContactPageProps };
  writing: { './WritingPages': PageModuleProps; './LatestWriting': SectionProps };
}

export type RemoteName = keyof FederationContract;

/** `skills/SkillsPage`-style ids, derived from the contract so a rename breaks the build. */
export type RemoteModuleId = {
  [R in RemoteName]: {
    [E in keyof FederationContract[R] & string]: `${R}/${E extends `./${infer N}` ? N : never}`;
  }[keyof FederationContract[R] & string];
}[RemoteName];

/** The remote a module id belongs to: `skills/SkillsPage` → `skills`. */
export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

export type PropsOf<Id extends RemoteModuleId> = Id extends `${infer R}/${infer N}`
  ? R extends RemoteName
    ? `./${N}` extends keyof FederationContract[R]
      ? FederationContract[R][`./${N}`]
      : never
    : never
  : never;

/** The shape an exposed module has: a default-exported section component. */
export interface ExposedSectionModule<P> {
  default: ComponentType<P>;
}

/** What a remote's exposed-module table must satisfy. */
export type ExposedModules<R extends RemoteName> = {
  [E in keyof FederationContract[R]]: () => Promise<ExposedSectionModule<FederationContract[R][E]>>;
};

export const REMOTE_MODULES = {
  skills: 'skills/SkillsPage',
  projects: 'projects/ProjectsStack',
  contact: 'contact/ContactPage',
  writing: 'writing/LatestWriting',
} as const satisfies Record<RemoteName, RemoteModuleId>;

/** The page module of each remote that owns a path prefix (apps.json `prefixes`). */
export const PAGE_MODULES = {
  projects: 'projects/ProjectPages',
  writing: 'writing/WritingPages',
} as const satisfies Partial<Record<RemoteName, RemoteModuleId>>;

/** What a page's <head> says, from the remote's page module at build time (title filled, paths site-relative). */
export interface PageHead {
  title: string;
  description: string;
  /** The Open Graph image, a site path with its size; the site's preview image when absent. */
  image?: { path: string; width: number; height: number; alt: string };
  /** schema.org data for the page (`BlogPosting`, `CreativeWork`, …), without @context. */
  jsonLd?: Record<string, unknown>;
  /** Extra `<link rel="alternate">`s (the Atom feed). */
  alternates?: { type: string; href: string; title: string }[];
  /** 'article' for a post or a case study. */
  ogType?: 'website' | 'article';
}

/**
 * A page module's named exports, read by the build (shared/build/fragmentPlugin.ts) to pre-render
 * every page under the prefix: the paths, each one's head, the files served beside them (a feed,
 * a sitemap, images), and what to load before rendering a path without suspending.
 */
export interface PageModuleBuild {
  pagePaths: () => string[];
  pageHead: (path: string) => PageHead | null;
  pageFiles?: (site: { siteUrl: string; name: string }) => Promise<Record<string, string | Uint8Array>>;
  preloadPage?: (path: string) => Promise<void>;
}
