// A site path and its language segment, given the site's languages (apps.json `locales`); the first
// language has no segment. Plain ES5 for nginx's njs, and no apps.json import, so a browser bundle
// that needs only these carries only the list of languages.

/**
 * A path without its language segment (`/de/writing` → `/writing`), and the language.
 * @param {string} pathname
 * @param {readonly string[]} locales
 * @returns {{ locale: string, path: string }}
 */
export function splitLocalePath(pathname, locales) {
  var match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match && match[1] !== locales[0] && locales.indexOf(match[1]) !== -1)
    return { locale: match[1], path: match[2] || '/' };
  return { locale: locales[0], path: pathname };
}

/**
 * A site path in a language: `/skills` in de → `/de/skills`.
 * @param {string} path
 * @param {string} locale
 * @param {readonly string[]} locales
 * @returns {string}
 */
export function localePathOf(path, locale, locales) {
  if (locale === locales[0]) return path;
  return path === '/' ? '/' + locale : '/' + locale + path;
}
