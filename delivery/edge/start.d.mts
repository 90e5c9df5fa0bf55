import type { Miniflare } from 'miniflare';
export const EDGE_PORT: number;
export function bundleHostWorker(): Promise<string>;
export function startHostWorker(options?: {
  port?: number;
  vars?: Record<string, string>;
  hostDist?: string;
  onLog?: (line: string) => void;
}): Promise<{ url: string; mf: Miniflare; dispose: () => Promise<void> }>;
