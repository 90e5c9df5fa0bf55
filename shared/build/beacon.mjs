// The field-data beacon: what a page sends when the visitor leaves, written once and
// used by every side: the page builds it, every collector (npm start, nginx, the edge Worker)
// accepts only what `parseBeacon` accepts, and the report counts only that.
//
// nginx runs this file too, bundled into its njs module (delivery/nginx/njsBundle.mjs). Debian's njs
// 0.7.9 lacks destructuring, for-of, array spread, default parameters, classes and generators (the
// bundle step refuses them, even in code parseBeacon does not reach), and Set, Map, Object.hasOwn,
// Object.fromEntries, Array.prototype.at/flat and String.prototype.replaceAll (absent at run time:
// the nginx test finds them). Hence the plain loops and index reads below.
//
// One beacon = one document's life: its vitals (from web-vitals, for the document load) and the
// page views in it (the first one loaded the document, later ones are client-side navigations),
// each with the remote sections it showed. No identifier of any kind: nothing ties two beacons.
import config from './apps.json' with { type: 'json' };
import { remoteNamesOf } from './apps.mjs';

/** @typedef {'direct' | 'reload' | 'back_forward' | 'restore' | 'client'} NavigationType */
/** @typedef {'chromium' | 'firefox' | 'webkit' | 'other'} EngineFamily */
/** @typedef {'mobile' | 'desktop'} DeviceClass */
/** @typedef {'server' | 'client' | 'fallback' | 'kept' | 'pending'} SectionOutcome */
/** @typedef {'timeout' | 'network' | 'contract' | 'render'} FallbackReason */
/** @typedef {'ok' | 'failed'} RetryResult */
/** @typedef {'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'} VitalName */
/**
 * @typedef {object} BeaconSection
 * @property {string} remote
 * @property {string} release
 * @property {SectionOutcome} outcome
 * @property {FallbackReason} [reason]
 * @property {true} [stale]
 * @property {RetryResult} [retry]
 */
/**
 * @typedef {object} BeaconView
 * @property {string} route
 * @property {NavigationType} nav
 * @property {BeaconSection[]} sections
 */
/**
 * @typedef {object} Beacon
 * @property {1} v
 * @property {EngineFamily} engine
 * @property {DeviceClass} device
 * @property {Partial<Record<VitalName, number>>} vitals
 * @property {BeaconView[]} views
 */

export const BEACON_VERSION = /** @type {const} */ (1);
/** Largest beacon accepted, in bytes of its UTF-8 body. A real one is 200-600 bytes. */
export const MAX_BEACON_BYTES = 4096;
/** A document with more views than this sends only the first ones (a visitor clicking around for an hour). */
export const MAX_VIEWS = 40;
// Where the beacon goes and how a server says it collects: in their own file so the page's main
// bundle can read them without this module (the rest is only needed once the browser is idle).
export { BEACON_PATH, COLLECTOR_SERVER_TIMING, COLLECTOR_HEADER } from './beaconWire.mjs';

/** The route of the not-found page. */
export const NOT_FOUND_ROUTE = /** @type {const} */ ('404');
/** @type {string[]} Every route a beacon may name: the site's pages (apps.json), and the not-found page. */
export const BEACON_ROUTES = /* @__PURE__ */ routesOf(config);
/** @type {string[]} The remotes (apps.json's apps but the host; a unit test checks they are the federation contract's). */
export const BEACON_REMOTES = /* @__PURE__ */ remoteNamesOf();
/** @type {Partial<Record<string, string>>} The remote whose section is a route's page (apps.json's routes[].remote). */
export const ROUTE_REMOTES = /* @__PURE__ */ routeRemotesOf(config);

// Pure calls (annotated): a bundle that takes only a constant from this module drops the rest.
function routesOf(apps) {
  return apps.routes
    .map((route) => route.path)
    .concat(
      apps.pages.map((page) => page.path),
      NOT_FOUND_ROUTE,
    );
}
function routeRemotesOf(apps) {
  return Object.fromEntries(apps.routes.filter((route) => route.remote).map((route) => [route.path, route.remote]));
}

/**
 * How a view began: the document was loaded (`direct`), reloaded, reached by back/forward (a
 * document, or a client-side history step), restored from the back/forward cache, or reached by a
 * client-side navigation.
 */
/** @type {NavigationType[]} */
export const NAVIGATION_TYPES = ['direct', 'reload', 'back_forward', 'restore', 'client'];
/** A beacon's first view loads the document; the later ones stay in it. */
const FIRST_VIEW_NAVIGATIONS = ['direct', 'reload', 'back_forward', 'restore'];
const LATER_VIEW_NAVIGATIONS = ['client', 'back_forward'];

/** @type {EngineFamily[]} */
export const ENGINES = ['chromium', 'firefox', 'webkit', 'other'];
/** @type {DeviceClass[]} */
export const DEVICE_CLASSES = ['mobile', 'desktop'];

/**
 * What a remote section did in a view:
 * - `server`: in the first HTML and hydrated;
 * - `client`: loaded in the browser (a client-side navigation, a skeleton from the server, or HTML
 *   from another release rendered again);
 * - `fallback`: its fallback was shown, `reason` says why;
 * - `kept`: its code failed after the visitor typed into its server HTML, which was kept;
 * - `pending`: the visitor left before any of these (its HTML or skeleton was still waiting for code).
 * @type {SectionOutcome[]}
 */
export const SECTION_OUTCOMES = ['server', 'client', 'fallback', 'kept', 'pending'];
/** @type {FallbackReason[]} Why a fallback was shown: time limit, network or load error, incompatible contract, render error. */
export const FALLBACK_REASONS = ['timeout', 'network', 'contract', 'render'];
/** @type {RetryResult[]} The result of the last Retry in a view. */
export const RETRY_RESULTS = ['ok', 'failed'];
/** A release id: a release folder's name, or `root` for a remote served at its origin's root. */
export const RELEASE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * The vitals and their accepted ranges (milliseconds; CLS has no unit). Wider than anything real
 * (web-vitals stops at the page's life), narrow enough that a typo or a forged 1e308 is refused.
 * @type {Record<VitalName, [number, number]>}
 */
export const VITAL_RANGES = {
  LCP: [0, 120_000],
  INP: [0, 60_000],
  CLS: [0, 100],
  FCP: [0, 120_000],
  TTFB: [0, 120_000],
};

/** @type {Record<VitalName, [number, number]>} web-vitals' thresholds (good up to the first, poor above the second), for the report. */
export const VITAL_THRESHOLDS = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/**
 * The release id of a remote's release base URL (`…/sites/skills/ab12cd34ef/` -> `ab12cd34ef`).
 * @param {string} baseUrl
 * @returns {string | null}
 */
export function releaseIdOf(baseUrl) {
  let path;
  try {
    path = new URL(baseUrl, 'http://x').pathname;
  } catch {
    return null;
  }
  const segments = path.split('/').filter(Boolean);
  // A retry's fresh directory is not a release (…/_attempt/<n>/remoteEntry.js).
  const attempt = segments.indexOf('_attempt');
  const kept = attempt === -1 ? segments : segments.slice(0, attempt);
  const last = kept.at(-1) ?? 'root';
  return RELEASE_PATTERN.test(last) ? last : null;
}

/** @type {(value: unknown) => value is Record<string, any>} parsed JSON: its fields are checked one by one */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first problem of a list's items (`problemOf(item, index)`), or null: the loop that for-of
 * would be.
 * @template T
 * @param {T[]} items
 * @param {(item: T, index: number) => string | null} problemOf
 */
function firstProblem(items, problemOf) {
  for (let index = 0; index < items.length; index++) {
    const problem = problemOf(items[index], index);
    if (problem) return problem;
  }
  return null;
}

/** The first unknown key of an object, or null. */
function unknownKey(value, allowed) {
  return Object.keys(value).find((key) => !allowed.includes(key)) ?? null;
}

function sectionProblem(section, where) {
  if (!isObject(section)) return `${where}: not an object`;
  const extra = unknownKey(section, ['remote', 'release', 'outcome', 'reason', 'stale', 'retry']);
  if (extra) return `${where}: unknown field "${extra}"`;
  if (!BEACON_REMOTES.includes(section.remote)) return `${where}.remote: unknown remote`;
  if (typeof section.release !== 'string' || !RELEASE_PATTERN.test(section.release))
    return `${where}.release: not a release id`;
  if (!SECTION_OUTCOMES.includes(section.outcome)) return `${where}.outcome: unknown outcome`;
  if (section.outcome === 'fallback' ? !FALLBACK_REASONS.includes(section.reason) : section.reason !== undefined)
    return `${where}.reason: a fallback needs one of ${FALLBACK_REASONS.join(', ')}, and only a fallback has one`;
  if (section.stale !== undefined && section.stale !== true) return `${where}.stale: only true or absent`;
  if (section.retry !== undefined && !RETRY_RESULTS.includes(section.retry)) return `${where}.retry: unknown result`;
  return null;
}

function viewProblem(view, index) {
  const where = `views[${index}]`;
  if (!isObject(view)) return `${where}: not an object`;
  const extra = unknownKey(view, ['route', 'nav', 'sections']);
  if (extra) return `${where}: unknown field "${extra}"`;
  if (!BEACON_ROUTES.includes(view.route)) return `${where}.route: unknown route`;
  const navigations = index === 0 ? FIRST_VIEW_NAVIGATIONS : LATER_VIEW_NAVIGATIONS;
  if (!navigations.includes(view.nav)) return `${where}.nav: not a navigation type for this view`;
  if (!Array.isArray(view.sections) || view.sections.length > BEACON_REMOTES.length)
    return `${where}.sections: not a list of at most ${BEACON_REMOTES.length}`;
  return firstProblem(view.sections, (section, position) => {
    const problem = sectionProblem(section, `${where}.sections[${position}]`);
    if (problem) return problem;
    // The sections before this one passed: objects with a known remote.
    const twice = view.sections.slice(0, position).some((earlier) => earlier.remote === section.remote);
    return twice ? `${where}.sections[${position}]: remote listed twice` : null;
  });
}

function vitalProblem(name, number) {
  const range = Object.keys(VITAL_RANGES).includes(name) ? VITAL_RANGES[name] : null;
  if (!range) return `vitals: unknown vital "${name}"`;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < range[0] || number > range[1])
    return `vitals.${name}: not a number from ${range[0]} to ${range[1]}`;
  return null;
}

/**
 * Why a parsed value is not a beacon (the first problem found), or null when it is one.
 * @param {unknown} value
 * @returns {string | null}
 */
export function beaconProblem(value) {
  if (!isObject(value)) return 'not an object';
  const extra = unknownKey(value, ['v', 'engine', 'device', 'vitals', 'views']);
  if (extra) return `unknown field "${extra}"`;
  if (value.v !== BEACON_VERSION) return `v: not ${BEACON_VERSION}`;
  if (!ENGINES.includes(value.engine)) return 'engine: unknown engine family';
  if (!DEVICE_CLASSES.includes(value.device)) return 'device: unknown device class';
  if (!isObject(value.vitals)) return 'vitals: not an object';
  const vitals = value.vitals;
  const badVital = firstProblem(Object.keys(vitals), (name) => vitalProblem(name, vitals[name]));
  if (badVital) return badVital;
  if (!Array.isArray(value.views) || value.views.length === 0 || value.views.length > MAX_VIEWS)
    return `views: not a list of 1 to ${MAX_VIEWS}`;
  return firstProblem(value.views, viewProblem);
}

/**
 * A beacon from a request body (text or bytes): `{ beacon }` when it is one, else `{ problem }`.
 * Size first (before parsing), then JSON, then the schema.
 * @param {string | Uint8Array} body
 * @returns {{ beacon: Beacon, problem?: never } | { problem: string, beacon?: never }}
 */
export function parseBeacon(body) {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body).length : body.byteLength;
  if (bytes === 0) return { problem: 'empty body' };
  if (bytes > MAX_BEACON_BYTES) return { problem: `larger than ${MAX_BEACON_BYTES} bytes` };
  let value;
  try {
    value = JSON.parse(typeof body === 'string' ? body : new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return { problem: 'not JSON (UTF-8)' };
  }
  const problem = beaconProblem(value);
  return problem ? { problem } : { beacon: value };
}
