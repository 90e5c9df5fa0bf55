import type { ExposedModules } from '@portfolio/shared/federation/contract';

/** Type-checks (tsc only) that each exposed module's default export takes the contract's props. */
export const exposedModules = {
  './WritingPages': () => import('./WritingPages'),
  './LatestWriting': () => import('./LatestWriting'),
} satisfies ExposedModules<'writing'>;
