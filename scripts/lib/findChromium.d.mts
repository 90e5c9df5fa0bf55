export type StartCheck = { ok: true; version: string } | { ok: false; reason: string };
export interface FoundChromium {
  path: string;
  source: string;
  version: string;
}
export interface LookupResult {
  found: FoundChromium | null;
  tried: string[];
  fix: string;
}
export const CHROMIUM_ARGS: string[];
export const SYSTEM_NAMES: string[];
export const SYSTEM_DIRS: string[];
export const FIX_INSTALL_PACKAGES: string;
export const FIX_SYSTEM_CHROMIUM: string;
export function systemCandidates(pathVariable?: string): string[];
export function findChromium(deps: {
  env?: Record<string, string | undefined>;
  isExecutable: (path: string) => boolean;
  canStart: (path: string) => StartCheck;
  playwrightPath: () => string | undefined;
  sparticuzPath: () => Promise<string | null>;
}): Promise<LookupResult>;
export function notFoundMessage(result: Pick<LookupResult, 'tried' | 'fix'>): string;
export function resolveChromium(env?: Record<string, string | undefined>): Promise<LookupResult>;
export function chromiumOrExit(): Promise<string>;
