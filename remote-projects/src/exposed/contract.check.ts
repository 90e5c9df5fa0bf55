import type { ExposedModules } from '@portfolio/shared/federation/contract';

/** Type-checks (tsc only) that each exposed module's default export takes the contract's props. */
export const exposedModules = {
  './ProjectsStack': () => import('./ProjectsStack'),
  './ProjectPages': () => import('./ProjectPages'),
} satisfies ExposedModules<'projects'>;
