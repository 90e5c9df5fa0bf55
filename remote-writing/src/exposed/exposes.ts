import type { FederationContract } from '@portfolio/shared/federation/contract';

/** This remote's public surface: exposed module name -> source file (read by vite.config.ts). */
export const exposes = {
  './WritingPages': './src/exposed/WritingPages.tsx',
  './LatestWriting': './src/exposed/LatestWriting.tsx',
} as const satisfies Record<keyof FederationContract['writing'], string>;
