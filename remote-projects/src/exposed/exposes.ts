import type { FederationContract } from '@portfolio/shared/federation/contract';

/** This remote's public surface: exposed module name -> source file (read by vite.config.ts). */
export const exposes = {
  './ProjectsStack': './src/exposed/ProjectsStack.tsx',
  './ProjectPages': './src/exposed/ProjectPages.tsx',
} as const satisfies Record<keyof FederationContract['projects'], string>;
