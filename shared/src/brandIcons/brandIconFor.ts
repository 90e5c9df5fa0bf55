import type { IconRecord } from '../types/entities';
import { ICON_CATALOGUE, SLUG_RENAMES } from './catalogue';
import { resolveIconRecords } from './iconRecords';

/** The bundled brand icon for a slug, or undefined when there is none (a glyph is shown instead). */
export function brandIconFor(slug: string): IconRecord | undefined {
  return resolveIconRecords([slug], ICON_CATALOGUE, SLUG_RENAMES)[0];
}
