// A token bucket per client, keyed by a salted hash that is never written, so no bucket holds an address.

/** A visitor sends one beacon per page life; a few dozen a minute is already far more than a person. */
const BEACON_RATE = { burst: 20, perMinute: 30 };
/** Buckets are forgotten once full again (or, past this many, the fullest-looking old ones first). */
const MAX_BUCKETS = 50_000;

/**
 * @param {{ burst?: number, perMinute?: number, now?: () => number }} [options]
 * @returns {{ take(key: string): boolean, readonly size: number }}
 */
export function createRateLimit({ burst = BEACON_RATE.burst, perMinute = BEACON_RATE.perMinute, now = Date.now } = {}) {
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();
  const refillPerMs = perMinute / 60_000;
  return {
    /** @param {string} key */
    take(key) {
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: burst, at: time };
      bucket.tokens = Math.min(burst, bucket.tokens + (time - bucket.at) * refillPerMs);
      bucket.at = time;
      buckets.delete(key); // re-inserted last: the map's order is least recently seen first
      const accepted = bucket.tokens >= 1;
      if (accepted) bucket.tokens -= 1;
      buckets.set(key, bucket);
      const oldest = buckets.keys().next();
      if (buckets.size > MAX_BUCKETS && !oldest.done) buckets.delete(oldest.value);
      return accepted;
    },
    get size() {
      return buckets.size;
    },
  };
}

/** @param {Record<string, string | undefined>} [env] @returns {{ perMinute: number, burst: number }} */
export function rateFromEnv(env = process.env) {
  const perMinute = Number(env.BEACON_RATE_PER_MINUTE) || BEACON_RATE.perMinute;
  const burst = Number(env.BEACON_RATE_BURST) || Math.max(BEACON_RATE.burst, Math.ceil(perMinute / 2));
  return { perMinute, burst };
}
