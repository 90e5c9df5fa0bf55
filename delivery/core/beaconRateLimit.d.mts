export const BEACON_RATE: { burst: number; perMinute: number };
export function createRateLimit(options?: { burst?: number; perMinute?: number; now?: () => number }): {
  take(key: string): boolean;
  readonly size: number;
};
export function rateFromEnv(env?: Record<string, string | undefined>): { perMinute: number; burst: number };
