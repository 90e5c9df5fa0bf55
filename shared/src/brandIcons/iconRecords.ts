import type { IconRecord } from '../types/entities';
import type { IconSource } from './catalogue';
import { slugFromTitle } from './slugFromTitle';

const HEX_COLOUR = /^[0-9a-f]{6}$/i;

/**
 * A slug's drawable record (`renames` for brands that changed name), sources found by the slug derived from their
 * title, indexed once. A record needs a six-digit hex colour and a non-empty path: one without is dropped (spec
 * section 4), and so is a missing icon, whose fallback is an empty path and black (spec section 7).
 */
export function iconResolver(
  sources: readonly IconSource[],
  renames: Readonly<Record<string, string>> = {},
): (slug: string) => IconRecord | undefined {
  const index = new Map(sources.map((source) => [slugFromTitle(source.title), source]));
  return (slug) => {
    const source = index.get(renames[slug] ?? slug);
    if (!source || !HEX_COLOUR.test(source.hex) || source.path.trim() === '') return undefined;
    return { slug, title: source.title, hex: source.hex, path: source.path };
  };
}

/** The drawable records for a list of slugs, in order. */
export function resolveIconRecords(
  slugs: readonly string[],
  sources: readonly IconSource[],
  renames: Readonly<Record<string, string>> = {},
): IconRecord[] {
  const resolve = iconResolver(sources, renames);
  return slugs.flatMap((slug) => resolve(slug) ?? []);
}
