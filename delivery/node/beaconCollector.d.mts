import type { IncomingMessage, ServerResponse } from 'node:http';

export const BEACON_FILE_BYTES: number;
export const BEACON_FILES_KEPT: number;
export function beaconDir(env?: Record<string, string | undefined>): string;
export interface BeaconCollector {
  file: string;
  handle(req: IncomingMessage, res: ServerResponse): void;
}
export function createBeaconCollector(options?: {
  dir?: string;
  name?: string;
  maxFileBytes?: number;
  keep?: number;
  rateLimit?: { take(key: string): boolean };
}): BeaconCollector;
