import { ICON_CATALOGUE, SLUG_RENAMES } from './catalogue';
import { iconResolver } from './iconRecords';

/** The bundled brand icon for a slug, or undefined when there is none (a glyph is shown instead). */
export const brandIconFor = iconResolver(ICON_CATALOGUE, SLUG_RENAMES);
