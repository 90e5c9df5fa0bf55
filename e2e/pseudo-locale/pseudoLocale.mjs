// A pseudo-language made from English, and the rules that find English or overflowing text on its pages
// (run.mjs): every letter accented and every message about a third longer, so a word
// that skipped the catalogs shows as plain English and a box too tight for longer words shows.

const ACCENTED = {
  a: 'å', b: 'ƀ', c: 'ç', d: 'đ', e: 'é', f: 'ƒ', g: 'ğ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Đ', E: 'É', F: 'Ƒ', G: 'Ğ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
}; // prettier-ignore

/** A placeholder of the inlang message format, kept as it is: `{count}`. */
const PLACEHOLDER = /(\{[^{}]*\})/;

/**
 * English made pseudo: letters accented, placeholders kept, and dots that make it about 35 % longer (more
 * for short words, as real translations run): "Skills" → "[Šķîļļš ·····]". The dots come as words of at
 * most ten, as a longer text in a real language is more words, not one word as wide as a paragraph.
 * @param {string} text
 * @returns {string}
 */
export function pseudoText(text) {
  if (text.trim() === '') return text;
  const accented = text
    .split(PLACEHOLDER)
    .map((part) => (PLACEHOLDER.test(part) ? part : part.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter])))
    .join('');
  const visible = text.replace(new RegExp(PLACEHOLDER.source, 'g'), '').length;
  const dots = '·'.repeat(Math.ceil(visible * 0.35) + 2);
  return `[${accented} ${dots.match(/·{1,10}/g)?.join(' ')}]`;
}

/**
 * A catalog (messages/en.json) in the pseudo-language: every text pseudo, every key, declaration and
 * selector as it is.
 * @param {Record<string, unknown>} catalog
 * @returns {Record<string, unknown>}
 */
export function pseudoCatalog(catalog) {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => [key, key === '$schema' ? value : pseudoMessage(value)]),
  );
}

/** @param {unknown} value @returns {unknown} */
function pseudoMessage(value) {
  if (typeof value === 'string') return pseudoText(value);
  if (!Array.isArray(value)) return value;
  return value.map((variant) => ({
    ...variant,
    match: Object.fromEntries(Object.entries(variant.match).map(([when, text]) => [when, pseudoText(text)])),
  }));
}

/**
 * apps.json with a language added: in `locales`, and in every entry's `translations`, made pseudo from
 * the entry's English label, title and description.
 * @template {{ locales: string[] }} Config
 * @param {Config} config
 * @param {string} locale
 * @returns {Config}
 */
export function withPseudoLocale(config, locale) {
  /** @param {any} entry */
  const translated = (entry) => {
    if (!entry.translations) return entry;
    /** @type {Record<string, string>} */
    const words = {};
    for (const field of ['label', 'title', 'description'])
      if (typeof entry[field] === 'string') words[field] = pseudoText(entry[field]);
    return { ...entry, translations: { ...entry.translations, [locale]: words } };
  };
  /** @type {any} */
  const copy = { ...config, locales: [...config.locales, locale] };
  for (const list of ['routes', 'pages', 'prefixes']) if (copy[list]) copy[list] = copy[list].map(translated);
  if (copy.notFound) copy.notFound = translated(copy.notFound);
  return copy;
}

/**
 * owner.json with the owner's title in the language, made pseudo (`translations.<locale>.title`), as a real
 * language gives it.
 * @template {{ title: string, translations?: Record<string, { title?: string }> }} Owner
 * @param {Owner} owner
 * @param {string} locale
 * @returns {Owner}
 */
export function withPseudoOwner(owner, locale) {
  return { ...owner, translations: { ...owner.translations, [locale]: { title: pseudoText(owner.title) } } };
}

/**
 * Every English text of the catalogs (plural variants each on its own), for `englishIn`.
 * @param {Record<string, unknown>[]} catalogs
 * @returns {string[]}
 */
export function catalogTexts(catalogs) {
  /** @type {string[]} */
  const texts = [];
  for (const catalog of catalogs)
    for (const [key, value] of Object.entries(catalog)) {
      if (key === '$schema') continue;
      if (typeof value === 'string') texts.push(value);
      else if (Array.isArray(value)) for (const variant of value) texts.push(...Object.values(variant.match));
    }
  return texts;
}

const WORD = /[A-Za-z][A-Za-z'’-]*/g;

/**
 * A test for English on a page in the pseudo-language: `catalog` when a text is an English catalog text
 * (placeholders matching anything) or two or more words the English catalogs write in lower case (so not
 * names: React, Alex); `other` when it is three or more plain-ASCII words (owner content with no text in
 * the language; an address or a name without spaces is not); a pseudo text whose placeholders hold English
 * (`[Alex Rivera · ···]`) is not either; else null.
 * @param {string[]} englishTexts
 * @returns {(text: string) => 'catalog' | 'other' | null}
 */
export function englishIn(englishTexts) {
  const patterns = englishTexts
    .filter((text) => /[A-Za-z]{2}/.test(text))
    .map((text) => {
      const parts = text.trim().split(new RegExp(PLACEHOLDER.source, 'g'));
      const source = parts.map((part) => (PLACEHOLDER.test(part) ? '.+' : escapeRegExp(part))).join('');
      return new RegExp(`^${source}$`);
    });
  const words = new Set(englishTexts.flatMap((text) => (text.match(WORD) ?? []).filter((word) => /^[a-z]/.test(word))));
  return (text) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!/[A-Za-z]{2}/.test(trimmed) || /[^ -~’“”–—…·×]/.test(trimmed) || /^\[.*\]$/.test(trimmed)) return null;
    if (patterns.some((pattern) => pattern.test(trimmed))) return 'catalog';
    const found = trimmed.match(WORD) ?? [];
    if (found.length > 1 && found.every((word) => words.has(word.toLowerCase()))) return 'catalog';
    return found.length >= 3 && trimmed.includes(' ') ? 'other' : null;
  };
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
