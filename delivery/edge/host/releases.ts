// The Worker's side of preview and canary: the entries one request is served with
// (delivery/core/canary.mjs decides), from the stable remotes.json and the running canaries (the
// REMOTES KV key "canary.json", or CANARY_JSON when set), and what a preview response carries.
import { remoteNamesOf } from '../../../shared/build/apps.mjs';
import {
  PREVIEW_HEADERS,
  PREVIEW_QUERY,
  previewMarker,
  previewOf,
  releasesForRequest,
  runnableCanaries,
  sendsPrivacySignal,
  visitorKey,
  type RequestReleases,
} from '../../core/canary.mjs';

export type ServedReleases = RequestReleases & { setCookie: string | null };

interface CanaryEnv {
  REMOTES?: KVNamespace;
  /** canary.json's text (a variable), for a deployment without KV. */
  CANARY_JSON?: string;
  HTTPS?: string;
}

const REMOTE_NAMES = remoteNamesOf();

async function readCanaries(env: CanaryEnv): Promise<unknown> {
  try {
    const text = env.CANARY_JSON ?? (await env.REMOTES?.get('canary.json')) ?? '';
    return text ? (JSON.parse(text) as unknown) : {};
  } catch (error) {
    console.log(`[canary.json] unreadable (${error instanceof Error ? error.message : String(error)}); no canary runs`);
    return {};
  }
}

export async function releasesOf(
  request: Request,
  env: CanaryEnv,
  stable: Record<string, string>,
): Promise<ServedReleases> {
  const header = (name: string) => request.headers.get(name);
  const { preview, setCookie } = previewOf({
    query: new URL(request.url).searchParams.get(PREVIEW_QUERY),
    cookieHeader: header('cookie'),
    remotes: REMOTE_NAMES,
    https: env.HTTPS === 'true',
  });
  const releases = releasesForRequest({
    remotes: stable,
    canaries: runnableCanaries(await readCanaries(env), REMOTE_NAMES),
    visitor: visitorKey({ address: header('cf-connecting-ip'), userAgent: header('user-agent') }),
    privacySignal: sendsPrivacySignal(header),
    preview,
  });
  return { ...releases, setCookie };
}

/** A page or remotes.json of a preview: private, noindex, its cookie, and (HTML) the marker. */
export function withMarker(response: Response, releases: ServedReleases): Response {
  if (!releases.preview && !releases.setCookie) return response;
  const result = new Response(response.body, response);
  if (releases.setCookie) result.headers.append('Set-Cookie', releases.setCookie);
  if (!releases.preview) return result;
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) result.headers.set(name, value);
  if (!result.headers.get('content-type')?.startsWith('text/html')) return result;
  const marker = previewMarker(releases.preview);
  return new HTMLRewriter()
    .on('body', {
      element(body) {
        body.append(marker, { html: true });
      },
    })
    .transform(result);
}
