import type { IconRecord } from '../types/entities';
import type { IconSource } from './catalogue';
import { slugFromTitle } from './slugFromTitle';

const HEX_COLOUR = /^[0-9a-f]{6}$/i;

/**
 * The drawable records for a list of slugs, in order (`renames` for brands that changed name), sources found by the
 * slug derived from their title. A record needs a six-digit hex colour and a non-empty path: one without is dropped
 * (spec section 4), and so is a missing icon, whose fallback is an empty path and black (spec section 7).
 */
export function resolveIconRecords(
  slugs: readonly string[],
  sources: readonly IconSource[],
  renames: Readonly<Record<string, string>> = {},
): IconRecord[] {
  const index = new Map(sources.map((source) => [slugFromTitle(source.title), source]));
  return slugs.flatMap((slug) => {
    const source = index.get(renames[slug] ?? slug);
    if (!source || !HEX_COLOUR.test(source.hex) || source.path.trim() === '') return [];
    return [{ slug, title: source.title, hex: source.hex, path: source.path }];
  });
}
