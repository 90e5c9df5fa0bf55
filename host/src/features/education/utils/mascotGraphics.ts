// Twemoji graphics (@twemoji/svg, CC-BY 4.0), so no system emoji font is needed. `?no-inline`:
// as data URLs they would sit in the main chunk of every route, for images only /education draws.
import books from '@twemoji/svg/1f4da.svg?no-inline';
import graduationCap from '@twemoji/svg/1f393.svg?no-inline';
import school from '@twemoji/svg/1f3eb.svg?no-inline';

const VARIATION_SELECTOR_16 = 0xfe0f;

/** Twemoji's file name for an emoji: its code points in hex joined by '-', without U+FE0F. */
export function twemojiFileName(emoji: string): string {
  const points = [...emoji].map((char) => char.codePointAt(0)!).filter((point) => point !== VARIATION_SELECTOR_16);
  if (points.length === 0) throw new RangeError('an emoji needs at least one code point');
  return points.map((point) => point.toString(16)).join('-');
}

/** The graphic for each mascot emoji the education entries use (spec 3). */
export const MASCOT_GRAPHICS: Readonly<Record<string, string>> = {
  '🎓': graduationCap,
  '📚': books,
  '🏫': school,
};

/** The bundled graphic for `emoji`; throws for one not bundled, so a new mascot fails its test. */
export function mascotGraphic(emoji: string): string {
  const graphic = MASCOT_GRAPHICS[emoji];
  if (!graphic) throw new RangeError(`no bundled graphic for the emoji ${emoji} (${twemojiFileName(emoji)}.svg)`);
  return graphic;
}
