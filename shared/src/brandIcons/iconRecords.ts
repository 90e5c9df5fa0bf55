import type { IconRecord } from '../types/entities';
import type { IconSource } from './catalogue';
import { slugFromTitle } from './slugFromTitle';

/** Spec section 7: a missing icon falls back to an empty path and the colour black. */
export const FALLBACK_PATH = '';
export const FALLBACK_HEX = '000000';

const HEX_COLOUR = /^[0-9a-f]{6}$/i;

/** Indexes icon sources by the slug derived from their title, as the spec's metadata lookup does. */
export function indexBySlug(sources: readonly IconSource[]): ReadonlyMap<string, IconSource> {
  return new Map(sources.map((source) => [slugFromTitle(source.title), source]));
}

/** The record for one slug; the fallback record (empty path, black) when the source is missing. */
export function toIconRecord(slug: string, source: IconSource | undefined): IconRecord {
  if (!source) return { slug, title: slug, hex: FALLBACK_HEX, path: FALLBACK_PATH };
  return { slug, title: source.title, hex: source.hex, path: source.path };
}

/** A record can be drawn only with a six-digit hex colour and a non-empty path. */
export function isCompleteRecord(record: Partial<IconRecord>): record is IconRecord {
  return (
    typeof record.slug === 'string' &&
    typeof record.title === 'string' &&
    typeof record.hex === 'string' &&
    HEX_COLOUR.test(record.hex) &&
    typeof record.path === 'string' &&
    record.path.trim() !== ''
  );
}

/** Drops records with a missing colour or path (spec section 4: such icons are dropped). */
export function dropIncompleteRecords(records: readonly Partial<IconRecord>[]): IconRecord[] {
  return records.filter(isCompleteRecord);
}

/** The drawable records for a list of slugs, in order (`renames` for brands that changed name). */
export function resolveIconRecords(
  slugs: readonly string[],
  sources: readonly IconSource[],
  renames: Readonly<Record<string, string>> = {},
): IconRecord[] {
  const index = indexBySlug(sources);
  return dropIncompleteRecords(slugs.map((slug) => toIconRecord(slug, index.get(renames[slug] ?? slug))));
}
