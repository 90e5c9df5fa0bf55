export const LOADING_MODULE: URL;
export const DEFAULT_LOAD_TIMEOUT_MS: number;
export function numberExport(source: string, name: string): number | null;
export function loadBounds(
  file?: URL | string,
): Promise<{ loadTimeoutMs: number; slowNoticeMs: number | null; source: string }>;
