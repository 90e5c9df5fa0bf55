// The security headers every deployment sends, written once for `npm start` and nginx.
import { formEndpointFor } from '../../shared/build/formEndpoint.mjs';

// Own origins and the form service only; no eval.
/** @param {{ siteOrigins: string[], formOrigins?: string[], scriptHashes?: string[] }} options */
export function contentSecurityPolicy({ siteOrigins, formOrigins = [], scriptHashes = [] }) {
  const site = ["'self'", ...siteOrigins].join(' ');
  const directives = {
    'default-src': "'none'",
    // Hashes allow exactly the inline scripts the build lists in csp.json (the theme script).
    'script-src': [site, ...scriptHashes].join(' '),
    'style-src': site,
    // Pre-rendered markup and animation libraries set style attributes; <style> elements stay blocked.
    'style-src-attr': "'unsafe-inline'",
    // A remote's worker starts from a same-origin blob: loader (workers cannot start cross-origin).
    'worker-src': `${site} blob:`,
    'img-src': `${site} data:`,
    'font-src': site,
    'connect-src': [site, ...formOrigins].join(' '),
    'manifest-src': "'self'",
    'frame-ancestors': "'none'",
    'base-uri': "'self'",
    // The contact form is a real <form> that posts to the form service when JS is off.
    'form-action': ["'self'", ...formOrigins].join(' '),
    'object-src': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Two years; documented for HTTPS deployments (browsers ignore it over plain HTTP). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * @param {{ siteOrigins: string[], formOrigins?: string[], scriptHashes?: string[], https?: boolean }} options
 * @returns {{ common: Record<string, string>, html: Record<string, string> }}
 */
export function securityHeaders({ siteOrigins, formOrigins = [], scriptHashes = [], https = false }) {
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
  const html = {
    'Content-Security-Policy': contentSecurityPolicy({ siteOrigins, formOrigins, scriptHashes }),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  return { common, html };
}

/** @param {(string | undefined)[]} urls */
export function originsOf(urls) {
  return [...new Set(/** @type {string[]} */ (urls.filter(Boolean)).map((url) => new URL(url).origin))];
}

/**
 * From remotes.json, csp.json and the form's environment; every server calls this, so none drifts.
 * @param {{ remotes: Record<string, unknown>, csp?: { scriptHashes?: string[] }, env?: Record<string, string | undefined>, https?: boolean }} options
 * @returns {{ common: Record<string, string>, html: Record<string, string> }}
 */
export function siteSecurityHeaders({ remotes, csp = {}, env = process.env, https = false }) {
  return securityHeaders({
    siteOrigins: originsOf(Object.values(remotes).filter((url) => typeof url === 'string')),
    formOrigins: originsOf([formEndpointFor(env)]),
    scriptHashes: csp.scriptHashes ?? [],
    https,
  });
}
