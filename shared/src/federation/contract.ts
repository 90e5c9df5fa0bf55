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

export type SkillsPageProps = SectionProps;
export type ProjectsStackProps = SectionProps;
export type ContactPageProps = SectionProps;

/** Remote name -> exposed module name -> props of its default export. */
export interface FederationContract {
  skills: { './SkillsPage': SkillsPageProps };
  projects: { './ProjectsStack': ProjectsStackProps };
  contact: { './ContactPage': ContactPageProps };
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
} as const satisfies Record<RemoteName, RemoteModuleId>;
