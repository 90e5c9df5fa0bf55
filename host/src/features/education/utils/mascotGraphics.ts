// Twemoji graphics (@twemoji/svg, CC-BY 4.0), so no system emoji font is needed. `?no-inline`:
// as data URLs they would sit in the main chunk of every route, for images only /education draws.
import books from '@twemoji/svg/1f4da.svg?no-inline';
import graduationCap from '@twemoji/svg/1f393.svg?no-inline';
import school from '@twemoji/svg/1f3eb.svg?no-inline';

/** The graphic for each mascot emoji the education entries use (spec 3); its test fails for a mascot not here. */
export const MASCOT_GRAPHICS: Readonly<Record<string, string>> = {
  '🎓': graduationCap,
  '📚': books,
  '🏫': school,
};
