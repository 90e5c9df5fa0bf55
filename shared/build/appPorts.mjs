// Apart from apps.mjs, which nginx's njs must be able to parse.
import { remoteNamesOf } from './apps.mjs';

/**
 * One port per app, consecutive from `first`: the host's, then each remote's in apps.json's order.
 * A block that would reach `below` (where the next block starts) is refused.
 * @param {number} first
 * @param {{ below?: number, names?: string[] }} [options]
 * @returns {Record<string, number>}
 */
export function consecutivePorts(first, { below = Infinity, names = ['host', ...remoteNamesOf()] } = {}) {
  const last = first + names.length - 1;
  if (last >= below) {
    throw new Error(
      `${names.length} apps (${names.join(', ')}) need ports ${first}-${last}, but ${below} is taken: move this block of ports`,
    );
  }
  return Object.fromEntries(names.map((name, index) => [name, first + index]));
}
