// The Worker's bindings, and what it reads through them for each request.
import { remoteNamesOf } from '../../../shared/build/apps.mjs';
import { INCLUDE_BOUNDS, remotesJsonProblem } from '../../core/composition.mjs';
import type { BeaconEnv } from './beacons';

export interface Env extends BeaconEnv {
  ASSETS: Fetcher;
  REMOTES?: KVNamespace;
  /** Where remotes.json is read from per request (any https URL you can rewrite). */
  REMOTES_JSON_URL?: string;
  /** "production" refuses non-https remotes (a page over https cannot load them). */
  DEPLOY_ENV?: string;
  /** Adds HSTS (set on an https deployment). */
  HTTPS?: string;
  VITE_FORM_ENDPOINT?: string;
  VITE_FORM_ACCESS_KEY?: string;
}

export type Remotes = Record<string, string>;

const REMOTE_NAMES = remoteNamesOf();

export function log(line: string): void {
  console.log(line);
}

/**
 * remotes.json for this request: REMOTES_JSON_URL, else the REMOTES KV key "remotes.json", else the host's own build,
 * so re-pointing or rolling back a remote needs no host deploy. On a bad one, one log line and no remotes (every
 * section gets its stub).
 */
export async function readRemotes(env: Env, request: Request): Promise<Remotes> {
  let text: string;
  let source: string;
  try {
    if (env.REMOTES_JSON_URL) {
      source = env.REMOTES_JSON_URL;
      const response = await fetch(env.REMOTES_JSON_URL, {
        signal: AbortSignal.timeout(INCLUDE_BOUNDS.totalMs),
        cf: { cacheTtl: 0 },
      } as RequestInit);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } else if (env.REMOTES && (text = (await env.REMOTES.get('remotes.json')) ?? '') !== '') {
      source = 'KV REMOTES/remotes.json';
    } else {
      source = 'the host build';
      text = await (await env.ASSETS.fetch(new URL('/remotes.json', request.url))).text();
    }
  } catch (error) {
    log(
      `[remotes.json] unreadable (${error instanceof Error ? error.message : String(error)}); sections get their stubs`,
    );
    return {};
  }
  const problem = remotesJsonProblem(text, { remotes: REMOTE_NAMES, production: env.DEPLOY_ENV === 'production' });
  if (problem) {
    log(`[remotes.json] ${problem} (from ${source}); sections get their stubs`);
    return {};
  }
  return JSON.parse(text) as Remotes;
}

export async function readJsonAsset<T>(env: Env, request: Request, path: string, fallback: T): Promise<T> {
  try {
    const response = await env.ASSETS.fetch(new URL(path, request.url));
    return response.ok ? ((await response.json()) as T) : fallback;
  } catch {
    return fallback;
  }
}
