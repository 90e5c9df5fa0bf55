/**
 * Letters Unicode decomposition does not split into base plus accent, and the spec's three symbols:
 * simple-icons' own `titleToSlug` table, whose module imports node:fs and cannot ship to a browser.
 */
const REPLACEMENTS: Record<string, string> = {
  '+': 'plus',
  '.': 'dot',
  '&': 'and',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ĸ: 'k',
  ŀ: 'l',
  ł: 'l',
  ß: 'ss',
  ŧ: 't',
  ø: 'o',
};

const REPLACED_CHARACTERS = /[+.&đħıĸŀłßŧø]/g;

/**
 * An icon's slug from its title (spec section 7): lowercased, '+' -> plus, '.' -> dot,
 * '&' -> and, accents removed, every other non-alphanumeric character stripped.
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(REPLACED_CHARACTERS, (character) => REPLACEMENTS[character] ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z\d]/g, '');
}
