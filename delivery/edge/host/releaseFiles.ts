import { INCLUDE_BOUNDS } from '../../core/composition.mjs';
import { releaseBaseOf } from '../../core/ssi.mjs';
import { log, type Remotes } from './env';

/** The body is read here so the include's bound covers it: a head stylesheet must not hang. */
export async function serveReleaseFile(
  remote: string,
  file: string,
  remotes: Remotes,
  common: Record<string, string>,
): Promise<Response> {
  const entry = remotes[remote];
  if (typeof entry !== 'string') return new Response('Not found', { status: 404, headers: common });
  try {
    const response = await fetch(`${releaseBaseOf(entry)}${file}`, {
      signal: AbortSignal.timeout(INCLUDE_BOUNDS.totalMs),
    });
    const headers: Record<string, string> = {
      ...common,
      'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream',
    };
    const cacheControl = response.headers.get('cache-control');
    if (cacheControl) headers['Cache-Control'] = cacheControl;
    return new Response(await response.arrayBuffer(), { status: response.status, headers });
  } catch (error) {
    log(`[release] ${remote}/${file}: ${error instanceof Error ? error.message : String(error)}`);
    return new Response('Remote timed out', {
      status: 504,
      headers: { ...common, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}
