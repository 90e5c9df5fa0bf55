// Which release of each remote a request gets (decision 0025). Canary arms hash the visitor as nginx's
// split_clients does, so every server agrees; GPC or DNT stays on stable. Preview: `?preview=<remote>:<release>`.
import { releaseNameProblem } from '../../shared/build/fragment.mjs';
import { releaseBaseOf } from './ssi.mjs';

/** @typedef {{ entry: string, percent: number, salt: string, since?: string }} Canary */
/** @typedef {Record<string, Canary>} CanaryState */
/** @typedef {{ remote: string, release: string }} Preview */
/** @typedef {{ remotes: Record<string, string>, candidates: string[], preview: Preview | null, variant: string }} RequestReleases `variant` keys what a server keeps per composition. */

export const PREVIEW_QUERY = 'preview';
export const PREVIEW_COOKIE = 'mf_preview';
export const PREVIEW_OFF = 'off';
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** nginx's ngx_murmur_hash2 (seed 0, UTF-8 bytes), which split_clients uses. @param {string} text */
export function murmurHash2(text) {
  const data = new TextEncoder().encode(text);
  const m = 0x5bd1e995;
  let length = data.length;
  let h = length >>> 0;
  let i = 0;
  while (length >= 4) {
    let k = data[i] | (data[i + 1] << 8) | (data[i + 2] << 16) | (data[i + 3] << 24);
    k = Math.imul(k, m);
    k ^= k >>> 24;
    k = Math.imul(k, m);
    h = Math.imul(h, m) ^ k;
    i += 4;
    length -= 4;
  }
  if (length >= 3) h ^= data[i + 2] << 16;
  if (length >= 2) h ^= data[i + 1] << 8;
  if (length >= 1) {
    h ^= data[i];
    h = Math.imul(h, m);
  }
  h ^= h >>> 13;
  h = Math.imul(h, m);
  h ^= h >>> 15;
  return h >>> 0;
}

/** @param {number} percent split_clients' share of the 32-bit range, two decimals */
export function canaryThreshold(percent) {
  const hundredths = Math.round(percent * 100);
  return Number((BigInt(hundredths) * 0xffffffffn) / 10000n);
}

// In split_clients' order: `${remote_addr}${http_user_agent}<salt>`.
/** @param {{ address?: string | null, userAgent?: string | null }} request */
export function visitorKey({ address, userAgent }) {
  return `${address ?? ''}${userAgent ?? ''}`;
}

/** @param {string} key @param {Pick<Canary, 'percent' | 'salt'>} canary */
export function isOnCandidate(key, { percent, salt }) {
  return murmurHash2(`${key}${salt}`) < canaryThreshold(percent);
}

/** @param {(name: string) => string | null | undefined} header */
export function sendsPrivacySignal(header) {
  return header('sec-gpc') === '1' || header('dnt') === '1';
}

/** Beside the stable release's directory. @param {string} stableEntry @param {string} release */
export function releaseEntryBeside(stableEntry, release) {
  const problem = releaseNameProblem(release);
  if (problem) throw new Error(problem);
  const base = new URL(releaseBaseOf(stableEntry));
  const parent = base.pathname === '/' ? base : new URL('../', base);
  return new URL(`${release}/remoteEntry.js`, parent).href;
}

/** Why canary.json cannot be used, as one line, or null. @param {unknown} value @param {readonly string[]} remotes */
export function canaryStateProblem(value, remotes) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'canary.json must be a JSON object';
  for (const [remote, canary] of Object.entries(value)) {
    if (!remotes.includes(remote)) return `canary.json: unknown remote ${JSON.stringify(remote)}`;
    if (!canary || typeof canary !== 'object') return `canary.json: ${remote} must be an object`;
    const { entry, percent, salt } = /** @type {Record<string, unknown>} */ (canary);
    if (typeof entry !== 'string' || !/^https?:\/\/.+\/remoteEntry\.js$/.test(entry))
      return `canary.json: ${remote}.entry must be the candidate's remoteEntry.js URL`;
    if (typeof percent !== 'number' || !(percent > 0 && percent < 100) || Math.round(percent * 100) !== percent * 100)
      return `canary.json: ${remote}.percent must be above 0 and below 100, two decimals at most`;
    if (typeof salt !== 'string' || !/^[a-z0-9]{1,32}$/.test(salt))
      return `canary.json: ${remote}.salt must be 1-32 characters a-z0-9`;
  }
  return null;
}

/** An invalid file runs none. @param {unknown} value @param {readonly string[]} remotes @returns {CanaryState} */
export function runnableCanaries(value, remotes) {
  return canaryStateProblem(value, remotes) ? {} : /** @type {CanaryState} */ (value);
}

/**
 * @param {string | null | undefined} value `<remote>:<release>` @param {readonly string[]} remotes
 * @returns {Preview | null}
 */
function parsePreview(value, remotes) {
  const match = /^([a-z0-9-]+):([a-z0-9][a-z0-9._-]{0,63})$/.exec(value ?? '');
  if (!match || !remotes.includes(match[1]) || releaseNameProblem(match[2])) return null;
  return { remote: match[1], release: match[2] };
}

/** @param {string | null | undefined} header @param {string} name */
export function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * The preview from `?preview=` (a link, or `off`), else the cookie, and the Set-Cookie that keeps or ends it.
 * @param {{ query: string | null, cookieHeader: string | null | undefined, remotes: readonly string[], https?: boolean }} request
 * @returns {{ preview: Preview | null, setCookie: string | null }}
 */
export function previewOf({ query, cookieHeader, remotes, https = false }) {
  const secure = https ? '; Secure' : '';
  if (query === PREVIEW_OFF)
    return { preview: null, setCookie: `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}` };
  const asked = parsePreview(query, remotes);
  if (asked)
    return {
      preview: asked,
      // A session cookie: only the person who opened the link has it, until the browser closes.
      setCookie: `${PREVIEW_COOKIE}=${asked.remote}:${asked.release}; Path=/; HttpOnly; SameSite=Lax${secure}`,
    };
  return { preview: parsePreview(cookieValue(cookieHeader, PREVIEW_COOKIE), remotes), setCookie: null };
}

/**
 * Stable entries, replaced by a canary's candidate for a visitor in its share and by the previewed release.
 * @param {{ remotes: Record<string, unknown>, canaries: CanaryState, visitor: string, privacySignal: boolean, preview: Preview | null }} input
 * @returns {RequestReleases}
 */
export function releasesForRequest({ remotes, canaries, visitor, privacySignal, preview }) {
  /** @type {Record<string, string>} */
  const chosen = {};
  const candidates = [];
  for (const [remote, entry] of Object.entries(remotes)) {
    if (typeof entry !== 'string') continue;
    chosen[remote] = entry;
    const canary = canaries[remote];
    if (canary && !privacySignal && isOnCandidate(visitor, canary)) {
      chosen[remote] = canary.entry;
      candidates.push(remote);
    }
  }
  let previewed = null;
  if (preview && typeof remotes[preview.remote] === 'string') {
    chosen[preview.remote] = releaseEntryBeside(/** @type {string} */ (remotes[preview.remote]), preview.release);
    previewed = preview;
  }
  const variant = previewed
    ? `preview:${previewed.remote}:${previewed.release}`
    : candidates.length
      ? `candidate:${candidates.join(',')}`
      : 'stable';
  return { remotes: chosen, candidates, preview: previewed, variant };
}

/** Style attributes only, which the CSP allows. @param {Preview} preview */
export function previewMarker({ remote, release }) {
  return (
    `<aside aria-label="Preview" data-mf-preview="${remote}:${release}" style="position:fixed;left:.5rem;bottom:.5rem;z-index:2147483647;` +
    `background:#ffd60a;color:#000;font:600 14px/1.4 system-ui,sans-serif;padding:.4rem .7rem;border-radius:.4rem;` +
    `border:2px solid #000">Preview: ${remote} ${release} ` +
    `<a href="?${PREVIEW_QUERY}=${PREVIEW_OFF}" style="color:#000;text-decoration:underline">Leave preview</a></aside>`
  );
}

/** @param {string} html @param {Preview} preview */
export function withPreviewMarker(html, preview) {
  const at = html.lastIndexOf('</body>');
  const marker = previewMarker(preview);
  return at === -1 ? `${html}${marker}` : `${html.slice(0, at)}${marker}${html.slice(at)}`;
}

/**
 * A fresh salt per canary puts a different share of visitors on each candidate.
 * @param {CanaryState} state @param {string} remote @param {string} entry @param {number} percent
 * @param {{ salt: string, now?: Date }} options @returns {CanaryState}
 */
export function withCanary(state, remote, entry, percent, { salt, now = new Date() }) {
  return { ...state, [remote]: { entry, percent, salt, since: now.toISOString() } };
}

/**
 * `promote` makes the candidate stable in remotes.json, `abort` leaves it; throws when no canary runs.
 * @param {{ remotes: Record<string, unknown>, canaries: CanaryState }} files @param {string} remote
 * @param {'promote' | 'abort'} action
 */
export function endCanary({ remotes, canaries }, remote, action) {
  const canary = canaries[remote];
  if (!canary) throw new Error(`no canary of ${remote} is running`);
  const rest = { ...canaries };
  delete rest[remote];
  return { remotes: action === 'promote' ? { ...remotes, [remote]: canary.entry } : remotes, canaries: rest };
}
