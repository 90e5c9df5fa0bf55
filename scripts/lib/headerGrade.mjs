// Grades a response's security headers with the Mozilla HTTP Observatory's published
// modifiers and grade chart (the header tests only; cookies, redirects and SRI are
// judged from what the site does: no cookies, same-origin <script> tags, HTTPS assumed).

/** @type {[number, string][]} */
const GRADES = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'],
  [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
]; // prettier-ignore

/**
 * @param {number} score
 * @returns {string}
 */
export function gradeFor(score) {
  return GRADES.find(([min]) => score >= min)?.[1] ?? 'F';
}

function parseCsp(value) {
  const policy = new Map();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

function cspTest(value) {
  if (!value) return ['csp-not-implemented', -25];
  const policy = parseCsp(value);
  const sourcesOf = (directive) => policy.get(directive) ?? policy.get('default-src');
  const script = sourcesOf('script-src');
  const object = sourcesOf('object-src');
  const style = sourcesOf('style-src');
  const broad = (sources) =>
    sources.some((source) => ['*', 'http:', 'https:', 'data:', "'unsafe-inline'"].includes(source));
  if (!script || !object || broad(script) || broad(object)) return ['csp-implemented-with-unsafe-inline', -20];
  if (script.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  if (style && broad(style)) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  const defaultNone = (policy.get('default-src') ?? []).join(' ') === "'none'";
  return defaultNone ? ['csp-implemented-with-no-unsafe-default-src-none', 10] : ['csp-implemented-with-no-unsafe', 5];
}

function hstsTest(value) {
  if (!value) return ['hsts-not-implemented', -20];
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN);
  if (Number.isNaN(maxAge)) return ['hsts-header-invalid', -20];
  return maxAge >= 15768000
    ? ['hsts-implemented-max-age-at-least-six-months', 0]
    : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function referrerTest(value) {
  if (!value) return ['referrer-policy-not-implemented', 0];
  const last = value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .pop();
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last))
    return ['referrer-policy-private', 5];
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last))
    return ['referrer-policy-unsafe', -5];
  return ['referrer-policy-header-invalid', -5];
}

function frameTest(xfo, csp) {
  if (csp && parseCsp(csp).has('frame-ancestors')) return ['x-frame-options-implemented-via-csp', 5];
  if (!xfo) return ['x-frame-options-not-implemented', -20];
  return ['deny', 'sameorigin'].includes(xfo.toLowerCase())
    ? ['x-frame-options-sameorigin-or-deny', 0]
    : ['x-frame-options-header-invalid', -20];
}

function corsTest(value) {
  return value === '*'
    ? ['cross-origin-resource-sharing-implemented-with-public-access', 0]
    : ['cross-origin-resource-sharing-not-implemented', 0];
}

/**
 * Headers as a plain object with lower-case names (what fetch() and Playwright give).
 * @param {Record<string, string | undefined>} headers
 * @returns {{ score: number, grade: string, tests: Record<string, number> }}
 */
export function gradeHeaders(headers) {
  const get = (name) => headers[name.toLowerCase()];
  const tests = /** @type {[string, number][]} */ ([
    cspTest(get('content-security-policy')),
    hstsTest(get('strict-transport-security')),
    referrerTest(get('referrer-policy')),
    frameTest(get('x-frame-options'), get('content-security-policy')),
    get('x-content-type-options')?.toLowerCase() === 'nosniff'
      ? ['x-content-type-options-nosniff', 0]
      : ['x-content-type-options-not-implemented', -5],
    corsTest(get('access-control-allow-origin')),
    ['cookies-not-found', 0],
    ['redirection-to-https', 0],
    ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0],
  ]);
  const penalties = tests.filter(([, modifier]) => modifier < 0).reduce((sum, [, modifier]) => sum + modifier, 0);
  const bonuses = tests.filter(([, modifier]) => modifier > 0).reduce((sum, [, modifier]) => sum + modifier, 0);
  const base = Math.max(0, 100 + penalties);
  const score = base >= 90 ? base + bonuses : base;
  return { score, grade: gradeFor(score), tests: Object.fromEntries(tests) };
}
