/** Which modules each remote exposes and their props; the host types its imports with it, remotes their exposes. */
import type { ComponentType } from 'react';
import type { Locale } from '../i18n/locale';

export interface SectionProps {
  /** 'embedded' when the host stacks sections (single-page mode): the section renders an h2, not an h1. */
  variant?: 'page' | 'embedded';
  /** The host's base path (shared/src/basePath.ts) for links to its pages; `/` when absent. */
  siteBase?: string;
  /** The page's language (shared/src/i18n/locale.ts); `en` when absent. The section renders its own words in it. */
  locale?: Locale;
}

/** A page module owns a path prefix (apps.json `prefixes`) and routes within it on `path`. */
export interface PageModuleProps extends SectionProps {
  /** Normalised, without the language segment (`/writing/page/2`); the language is `locale`. */
  path: string;
}

/** Remote name -> exposed module name -> props of its default export. */
export interface FederationContract {
  skills: { './SkillsPage': SectionProps };
  projects: { './ProjectsStack': SectionProps; './ProjectPages': PageModuleProps };
  contact: { './ContactPage': SectionProps };
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

export type PropsOf<Id extends RemoteModuleId> = Id extends `${infer R extends RemoteName}/${infer N}`
  ? FederationContract[R][`./${N}` & keyof FederationContract[R]]
  : never;

export type ExposedSectionModule<P> = { default: ComponentType<P> };

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

/** A page's <head>, from the remote's page module at build time. */
export interface PageHead {
  title: string;
  description: string;
  /** The Open Graph image, a site path with its size; the site's preview image when absent. */
  image?: { path: string; width: number; height: number; alt: string };
  /** schema.org data without @context. */
  jsonLd?: Record<string, unknown>;
  alternates?: { type: string; href: string; title: string }[];
  ogType?: 'website' | 'article';
}
