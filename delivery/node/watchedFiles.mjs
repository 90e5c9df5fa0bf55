import { readFileSync, statSync } from 'node:fs';
import { siteSecurityHeaders } from '../core/securityHeaders.mjs';

/** Parsed again only when its mtime changes. @param {string} path @returns {() => any} */
export function watchedJson(path) {
  let cached = { mtimeMs: -1, value: {} };
  return () => {
    try {
      const { mtimeMs } = statSync(path);
      if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, value: JSON.parse(readFileSync(path, 'utf8')) };
    } catch {
      if (cached.mtimeMs !== -1) cached = { mtimeMs: -1, value: {} };
    }
    return cached.value;
  };
}

// Recomputed when remotes.json or csp.json changes.
/** @param {{ readRemotes: () => any, readCsp: () => any, https: boolean }} options */
export function watchedSecurityHeaders({ readRemotes, readCsp, https }) {
  /** @type {{ remotes: unknown, csp: unknown, headers: { common: Record<string, string>, html: Record<string, string> } }} */
  let last = { remotes: null, csp: null, headers: { common: {}, html: {} } };
  return () => {
    const remotes = readRemotes();
    const csp = readCsp();
    if (last.remotes !== remotes || last.csp !== csp)
      last = { remotes, csp, headers: siteSecurityHeaders({ remotes, csp, https }) };
    return last.headers;
  };
}
