// Twemoji graphics (@twemoji/svg; graphics by Twitter and jdecked, CC-BY 4.0), only the ones the
// site shows: no system emoji font needed (many Linux desktops have none and draw an empty box).
// Emitted as files (`?no-inline`), not the data URLs Vite makes of files this small: inlined, they
// were 1.1 KB (brotli) of the host's main chunk on every route, for three images only /education
// draws, where they cost 1.2 KB as files (docs/performance.md, first-load bytes).
import books from '@twemoji/svg/1f4da.svg?no-inline';
import graduationCap from '@twemoji/svg/1f393.svg?no-inline';
import school from '@twemoji/svg/1f3eb.svg?no-inline';

const VARIATION_SELECTOR_16 = 0xfe0f;

/**
 * Twemoji's file name for an emoji: its code points in lower-case hex joined by '-', without the
 * emoji-presentation selector U+FE0F (Twemoji names '❤️' as 2764, not 2764-fe0f).
 */
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
