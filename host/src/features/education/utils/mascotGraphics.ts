// Twemoji graphics (@twemoji/svg, CC-BY 4.0), so no system emoji font is needed. `?no-inline`:
// as data URLs they would sit in the main chunk of every route, for images only /education draws.
import books from '@twemoji/svg/1f4da.svg?no-inline';
import graduationCap from '@twemoji/svg/1f393.svg?no-inline';
import school from '@twemoji/svg/1f3eb.svg?no-inline';

/** The graphic for each mascot emoji the education entries use (spec 3). */
export const MASCOT_GRAPHICS: Readonly<Record<string, string>> = {
  '🎓': graduationCap,
  '📚': books,
  '🏫': school,
};

/** The bundled graphic for `emoji`; throws for one not bundled, so a new mascot fails its test. */
export function mascotGraphic(emoji: string): string {
  const graphic = MASCOT_GRAPHICS[emoji];
  if (!graphic) throw new RangeError(`no bundled graphic for the emoji ${emoji}`);
  return graphic;
}
