import type { FederationContract } from '@portfolio/shared/federation/contract';

/** This remote's public surface: exposed module name -> source file (read by vite.config.ts). */
export const exposes = {
  './ContactPage': './src/exposed/ContactPage.tsx',
} as const satisfies Record<keyof FederationContract['contact'], string>;
