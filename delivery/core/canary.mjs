// Preview and canary (decision 0025): which release of each remote one request is served, from
// remotes.json, canary.json and the request. Pure; every server applies it, so a page's fragment
// and the code its navigations load come from one release.
// - Canary: the visitor's key (address, User-Agent, the canary's salt) hashed as nginx's
//   split_clients does, so all three servers put a visitor in the same arm; nothing is stored on
//   the device; GPC or DNT keeps a visitor on stable (their pages send no field data).
// - Preview: `?preview=<remote>:<release>`, kept by a session cookie; `?preview=off` leaves.
import { releaseNameProblem } from '../../shared/build/fragment.mjs';
import { releaseBaseOf } from './ssi.mjs';

/** @typedef {{ entry: string, percent: number, salt: string, since?: string }} Canary */
/** @typedef {Record<string, Canary>} CanaryState */
/** @typedef {{ remote: string, release: string }} Preview */
/**
 * @typedef {{ remotes: Record<string, string>, candidates: string[], preview: Preview | null, variant: string }} RequestReleases
 * `candidates`: the remotes this request gets its canary's candidate of; `variant` names the set of
 * entries (a key for whatever a server keeps per composition).
 */

export const PREVIEW_QUERY = 'preview';
export const PREVIEW_COOKIE = 'mf_preview';
export const PREVIEW_OFF = 'off';
/** What preview responses say to caches and crawlers. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/**
 * nginx's ngx_murmur_hash2 (MurmurHash2, seed 0) over the UTF-8 bytes of `text`, which
 * split_clients uses: an unsigned 32-bit number.
 * @param {string} text
 * @returns {number}
 */
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
  // The tail (MurmurHash2's fall-through switch on the 1-3 bytes left).
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

/**
 * The hash under which a visitor is on the candidate, as split_clients computes it for `percent`
 * (two decimals): the candidate's share of the 32-bit range.
 * @param {number} percent
 */
export function canaryThreshold(percent) {
  const hundredths = Math.round(percent * 100);
  return Number((BigInt(hundredths) * 0xffffffffn) / 10000n);
}

/**
 * A visitor's key: what the request carries that stays the same for one browser on one network,
 * in the order nginx's `split_clients "${remote_addr}${http_user_agent}<salt>"` reads it.
 * @param {{ address?: string | null, userAgent?: string | null }} request
 */
export function visitorKey({ address, userAgent }) {
  return `${address ?? ''}${userAgent ?? ''}`;
}

/**
 * Whether the visitor with this key is on the candidate of this canary.
 * @param {string} key
 * @param {Pick<Canary, 'percent' | 'salt'>} canary
 */
export function isOnCandidate(key, { percent, salt }) {
  return murmurHash2(`${key}${salt}`) < canaryThreshold(percent);
}

/**
 * Whether the request says its visitor opts out (Global Privacy Control `Sec-GPC: 1`, or DNT: 1).
 * @param {(name: string) => string | null | undefined} header
 */
export function sendsPrivacySignal(header) {
  return header('sec-gpc') === '1' || header('dnt') === '1';
}

/**
 * The entry URL of another release of a remote, deployed beside `stableEntry`'s release (nginx's
 * sites/<remote>/<release>/), or under the origin's root when the stable one is served at it
 * (`npm start`: http://localhost:4174/remoteEntry.js -> http://localhost:4174/<release>/remoteEntry.js).
 * @param {string} stableEntry
 * @param {string} release
 */
export function releaseEntryBeside(stableEntry, release) {
  const problem = releaseNameProblem(release);
  if (problem) throw new Error(problem);
  const base = new URL(releaseBaseOf(stableEntry));
  const parent = base.pathname === '/' ? base : new URL('../', base);
  return new URL(`${release}/remoteEntry.js`, parent).href;
}

/**
 * Why canary.json cannot be used, as one line, or null. An object: remote -> { entry, percent
 * (0 < p < 100, two decimals at most), salt }.
 * @param {unknown} value
 * @param {readonly string[]} remotes
 * @returns {string | null}
 */
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

/**
 * canary.json's canaries that can run (an invalid file runs none: every visitor stays on stable).
 * @param {unknown} value
 * @param {readonly string[]} remotes
 * @returns {CanaryState}
 */
export function runnableCanaries(value, remotes) {
  return canaryStateProblem(value, remotes) ? {} : /** @type {CanaryState} */ (value);
}

/**
 * A `<remote>:<release>` preview choice, or null when it names no known remote or a bad release.
 * @param {string | null | undefined} value
 * @param {readonly string[]} remotes
 * @returns {Preview | null}
 */
function parsePreview(value, remotes) {
  const match = /^([a-z0-9-]+):([a-z0-9][a-z0-9._-]{0,63})$/.exec(value ?? '');
  if (!match || !remotes.includes(match[1]) || releaseNameProblem(match[2])) return null;
  return { remote: match[1], release: match[2] };
}

/**
 * The value of one cookie in a Cookie header, or null.
 * @param {string | null | undefined} header
 * @param {string} name
 */
export function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * The preview a request asks for: its `?preview=` (a new link, or `off`), else its cookie; and the
 * Set-Cookie header that keeps or ends it (null: nothing to change).
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
      // A session cookie: it ends with the browser, and only the person who opened the link has it.
      setCookie: `${PREVIEW_COOKIE}=${asked.remote}:${asked.release}; Path=/; HttpOnly; SameSite=Lax${secure}`,
    };
  return { preview: parsePreview(cookieValue(cookieHeader, PREVIEW_COOKIE), remotes), setCookie: null };
}

/**
 * The entries one request is served with: the stable ones, each remote with a canary replaced by
 * its candidate when the visitor is in its share (never for a privacy signal), and the previewed
 * remote by its previewed release.
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

/**
 * The small marker a preview page shows, with the way out: plain HTML (style attributes only, which
 * the CSP allows), outside the app's root. Black on yellow (contrast 13:1), a real link (keyboard,
 * focus ring), announced as a landmark.
 * @param {Preview} preview
 */
export function previewMarker({ remote, release }) {
  return (
    `<aside aria-label="Preview" data-mf-preview="${remote}:${release}" style="position:fixed;left:.5rem;bottom:.5rem;z-index:2147483647;` +
    `background:#ffd60a;color:#000;font:600 14px/1.4 system-ui,sans-serif;padding:.4rem .7rem;border-radius:.4rem;` +
    `border:2px solid #000">Preview: ${remote} ${release} ` +
    `<a href="?${PREVIEW_QUERY}=${PREVIEW_OFF}" style="color:#000;text-decoration:underline">Leave preview</a></aside>`
  );
}

/**
 * A page's HTML with the preview marker just before `</body>` (at the end otherwise).
 * @param {string} html
 * @param {Preview} preview
 */
export function withPreviewMarker(html, preview) {
  const at = html.lastIndexOf('</body>');
  const marker = previewMarker(preview);
  return at === -1 ? `${html}${marker}` : `${html.slice(0, at)}${marker}${html.slice(at)}`;
}

/**
 * A new canary for `remote` (its candidate's entry, its share), with a fresh salt so that each
 * canary puts a different share of visitors on its candidate.
 * @param {CanaryState} state
 * @param {string} remote
 * @param {string} entry
 * @param {number} percent
 * @param {{ salt: string, now?: Date }} options
 * @returns {CanaryState}
 */
export function withCanary(state, remote, entry, percent, { salt, now = new Date() }) {
  return { ...state, [remote]: { entry, percent, salt, since: now.toISOString() } };
}

/**
 * Ends a remote's canary: `promote` makes its candidate the stable release (remotes.json), `abort`
 * leaves stable as it is. Returns both files' new content; throws when no canary runs.
 * @param {{ remotes: Record<string, unknown>, canaries: CanaryState }} files
 * @param {string} remote
 * @param {'promote' | 'abort'} action
 */
export function endCanary({ remotes, canaries }, remote, action) {
  const canary = canaries[remote];
  if (!canary) throw new Error(`no canary of ${remote} is running`);
  const rest = { ...canaries };
  delete rest[remote];
  return { remotes: action === 'promote' ? { ...remotes, [remote]: canary.entry } : remotes, canaries: rest };
}
