// @ts-check
/**
 * The stand-in's answers to a contact form posted WITHOUT JavaScript (a browser
 * navigation): the spec's validation, run on the server, and a small HTML page with
 * the spec's status text instead of JSON, in the language the form posted (its `locale`
 * field; English when absent). The words are the app's catalogs (messages/<locale>.json), and
 * the rules repeat the client's (src/features/contact-form/utils/validation.ts);
 * noJsAnswer.test.ts checks that both give the same answers.
 */
import apps from '../../shared/build/apps.json' with { type: 'json' };
import de from '../messages/de.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };

/** @typedef {import('../../shared/src/i18n/locale').Locale} Locale */

/** @type {Record<Locale, Record<string, unknown>>} */
const CATALOGS = { en, de };
const DEFAULT_LOCALE = /** @type {Locale} */ (apps.locales[0]);

/**
 * The language a posted form asks for: its `locale` field when it is one of the site's, else the default.
 * @param {string | undefined} value
 * @returns {Locale}
 */
export function noJsLocale(value) {
  return value !== undefined && apps.locales.includes(value) && Object.hasOwn(CATALOGS, value)
    ? /** @type {Locale} */ (value)
    : DEFAULT_LOCALE;
}

/**
 * A word of the catalog; the answers use plain messages only (no placeholders, no plurals).
 * @param {Locale} locale @param {string} key
 */
function word(locale, key) {
  const value = CATALOGS[locale][key];
  if (typeof value !== 'string') throw new Error(`noJsAnswer: messages/${locale}.json has no plain message "${key}"`);
  return value;
}

/** @param {Locale} locale */
export function noJsText(locale) {
  return {
    sent: word(locale, 'status_sent'),
    invalid: word(locale, 'status_invalid'),
    failed: word(locale, 'status_rejected'),
  };
}

export const NO_JS_TEXT = noJsText(DEFAULT_LOCALE);

/** @param {Locale} locale */
function fieldMessages(locale) {
  return {
    name: word(locale, 'error_name_required'),
    emailRequired: word(locale, 'error_email_required'),
    emailInvalid: word(locale, 'error_email_invalid'),
    subject: word(locale, 'error_subject_required'),
    message: word(locale, 'error_message_required'),
  };
}

const EMAIL_SHAPE = /^\S+@\S+\.\S+$/;

/**
 * The spec's rules on trimmed values: every error at once, in field order.
 * @param {Map<string, string>} fields
 * @param {Locale} [locale]
 * @returns {{ field: 'name' | 'email' | 'subject' | 'message', message: string }[]}
 */
export function validateNoJs(fields, locale = DEFAULT_LOCALE) {
  const messages = fieldMessages(locale);
  const value = (/** @type {string} */ name) => (fields.get(name) ?? '').trim();
  /** @type {{ field: 'name' | 'email' | 'subject' | 'message', message: string }[]} */
  const errors = [];
  if (!value('name')) errors.push({ field: 'name', message: messages.name });
  if (!value('email')) errors.push({ field: 'email', message: messages.emailRequired });
  else if (!EMAIL_SHAPE.test(value('email'))) errors.push({ field: 'email', message: messages.emailInvalid });
  if (!value('subject')) errors.push({ field: 'subject', message: messages.subject });
  if (!value('message')) errors.push({ field: 'message', message: messages.message });
  return errors;
}

/**
 * A browser navigation (a form posted without JS) rather than the site's fetch():
 * Sec-Fetch-Mode says so, or, from browsers without it, Accept ranks HTML above JSON.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function wantsHtml(headers) {
  const mode = headers['sec-fetch-mode'];
  if (mode) return mode === 'navigate';
  const accept = String(headers.accept ?? '');
  const html = acceptQuality(accept, 'text/html');
  return html > 0 && html > acceptQuality(accept, 'application/json');
}

/** @param {string} accept @param {string} type */
function acceptQuality(accept, type) {
  let best = 0;
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) || 0 : 1;
    // An exact type outranks a wildcard at the same quality.
    const specificity = range === type ? 1 : range === `${type.split('/')[0]}/*` ? 0.5 : range === '*/*' ? 0.25 : 0;
    if (specificity > 0) best = Math.max(best, quality * (0.9 + specificity / 10));
  }
  return best;
}

/**
 * Where "Back to the form" goes: the page the form was on. The site's Referrer-Policy
 * (strict-origin-when-cross-origin) sends only the origin to the stand-in, so an
 * origin-only referrer means the site's contact route in the form's language.
 * @param {string | undefined} referer
 * @param {string | undefined} origin
 * @param {Locale} [locale]
 * @returns {string | null}
 */
export function backLink(referer, origin, locale = DEFAULT_LOCALE) {
  for (const candidate of [referer, origin]) {
    if (!candidate) continue;
    let url;
    try {
      url = new URL(candidate);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    if (url.pathname === '/' && !url.search) return `${url.origin}${contactPath(locale)}`;
    return url.href;
  }
  return null;
}

/**
 * Where the form service's `redirect` field sends the browser once a message posted without JS
 * is accepted. The service takes an absolute http(s) URL; the stand-in also takes a path
 * (one leading `/`), resolved against the posting page's origin, so one local build works on any
 * local port. Only the site's own origins: the stand-in is never an open redirect.
 * @param {string | undefined} value the field as posted
 * @param {string | undefined} origin the request's Origin header
 * @param {readonly string[]} allowedOrigins the stand-in's allowed origins ('*' for any)
 * @returns {string | null} the URL to send the browser to, or null for the stand-in's own page
 */
export function redirectTarget(value, origin, allowedOrigins) {
  const text = value?.trim();
  if (!text) return null;
  let url;
  try {
    if (text.startsWith('/')) {
      if (text.startsWith('//') || !origin || origin === 'null') return null;
      url = new URL(text, origin);
    } else {
      url = new URL(text);
    }
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!allowedOrigins.includes('*') && !allowedOrigins.includes(url.origin)) return null;
  return url.href;
}

/**
 * The contact route in a language, as localePath (shared/src/i18n/locale.ts) writes it: `/contact`, `/de/contact`.
 * @param {Locale} locale
 */
function contactPath(locale) {
  return locale === DEFAULT_LOCALE ? '/contact' : `/${locale}/contact`;
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Inline styles only (the page is the stand-in's own; its CSP allows exactly this).
const STYLE = `
:root{color-scheme:dark light;font-family:system-ui,sans-serif;line-height:1.5}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#080510;color:#f4f2fb}
@media (prefers-color-scheme:light){body{background:#f3f2ef;color:#1d1a26}main{background:#fff!important}}
main{max-width:32rem;margin:1.5rem;padding:2rem;border-radius:1.5rem;background:#16121f;box-shadow:0 8px 30px -12px #7c5cff88}
h1{font-size:1.5rem;margin:0 0 1rem}
.success{color:#34d399}.error{color:#f87171}
@media (prefers-color-scheme:light){.success{color:#047857}.error{color:#b91c1c}}
ul{padding-left:1.25rem}
a{color:inherit;font-weight:600;text-underline-offset:4px}
a:focus-visible{outline:3px solid #7c5cff;outline-offset:3px;border-radius:4px}
`;

/**
 * @param {{ ok: boolean, heading: string, errors?: string[], back: string | null, locale?: Locale }} page
 * @returns {string}
 */
export function noJsPage({ ok, heading, errors = [], back, locale = DEFAULT_LOCALE }) {
  const list = errors.length
    ? `<ul>${errors.map((message) => `<li class="error">${escapeHtml(message)}</li>`).join('')}</ul>`
    : '';
  const hint = ok ? '' : `<p>${escapeHtml(word(locale, 'nojs_back_hint'))}</p>`;
  const linkText = word(locale, ok ? 'nojs_back_to_site' : 'nojs_back_to_form');
  const link = back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(linkText)}</a></p>` : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1 class="${ok ? 'success' : 'error'}">${escapeHtml(heading)}</h1>
${list}${hint}${link}
</main>
</body>
</html>
`;
}

/** The HTML answer's CSP: the inline <style> above, nothing else. */
export const NO_JS_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
