// nginx's preview and canary (decision 0025): $mf_release_<remote> per request, by core/canary.mjs's rules; a variable
// holds for the request's subrequests, so every include of a page gets the page's release.
import { PREVIEW_COOKIE, PREVIEW_HEADERS, PREVIEW_OFF, previewMarker, releaseEntryBeside } from '../core/canary.mjs';
import { releaseBaseOf } from '../core/ssi.mjs';

/** @typedef {import('../core/canary.mjs').CanaryState} CanaryState */

/** The variable that holds a remote's release path for this request (`${name}`: text may follow it). */
export function releaseVariable(remote) {
  return `\${mf_release_${remote.replace(/[^a-z0-9]/g, '_')}}`;
}

/** The remote's CORS and Vary dropped: the site's own apply. @param {{ pass: string, headers: string }} origin */
export function releaseProxyDirectives(origin) {
  return `      proxy_pass ${origin.pass};
${origin.headers}      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Accept-Encoding "";
      proxy_connect_timeout 250ms;
      proxy_send_timeout 250ms;
      proxy_read_timeout 750ms;
      proxy_next_upstream off;
      proxy_hide_header Access-Control-Allow-Origin;
      proxy_hide_header Vary;
`;
}

/** A release path: `/` then path segments (no `..`), written into nginx's config. */
const SAFE_PATH = /^\/([a-z0-9._~-]+\/)*$/i;

function checkedPath(path, what) {
  if (!SAFE_PATH.test(path) || path.includes('/../') || path.includes('/./'))
    throw new Error(`${what}: unsafe release path ${JSON.stringify(path)}`);
  return path;
}

/**
 * The http-level maps; a preview may name only deployed `releases`; `collector`: Server-Timing value, '' without one.
 * @param {{ remotes: { remote: string, url: URL }[], canaries: CanaryState, releases: Record<string, string[]>, collector: string }} input
 */
export function releaseSelectionConfig({ remotes, canaries, releases, collector }) {
  const previews = remotes.flatMap(({ remote, url }) =>
    (releases[remote] ?? []).map((release) => ({
      remote,
      release,
      value: `${remote}:${release}`,
      path: checkedPath(new URL(releaseBaseOf(releaseEntryBeside(url.href, release))).pathname, remote),
    })),
  );
  const lines = [
    '  # Preview and canary (delivery/nginx/releaseSelection.mjs).',
    '  map "$http_sec_gpc:$http_dnt" $mf_privacy_signal {',
    '    default 0;',
    '    "~^1:" 1;',
    '    "~:1$" 1;',
    '  }',
    '  map $arg_preview $mf_preview_asked {',
    `    default $cookie_${PREVIEW_COOKIE};`,
    `    "${PREVIEW_OFF}" "";`,
    '    "~^[a-z0-9-]+:[a-z0-9][a-z0-9._-]*$" $arg_preview;',
    '  }',
    // Only a deployed release is a preview.
    '  map $mf_preview_asked $mf_preview {',
    '    default "";',
    ...previews.map(({ value }) => `    "${value}" "${value}";`),
    '  }',
    '  map $mf_preview $mf_preview_marker {',
    '    default "";',
    ...previews.map(({ remote, release, value }) => `    "${value}" '${previewMarker({ remote, release })}';`),
    '  }',
    '  map $mf_preview $mf_page_cache_control {',
    '    default "no-cache";',
    `    "~." "${PREVIEW_HEADERS['Cache-Control']}";`,
    '  }',
    '  map $mf_preview $mf_robots {',
    '    default "";',
    `    "~." "${PREVIEW_HEADERS['X-Robots-Tag']}";`,
    '  }',
    // A preview sends no field data: its views are not the candidate's visitors.
    '  map $mf_preview $mf_collector {',
    `    default "${collector}";`,
    '    "~." "";',
    '  }',
    '  map $mf_preview $mf_preview_bypass {',
    '    default 0;',
    '    "~." 1;',
    '  }',
    '  map $arg_preview $mf_preview_cookie {',
    '    default "";',
    `    "${PREVIEW_OFF}" "${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax";`,
    ...previews.map(({ value }) => `    "${value}" "${PREVIEW_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax";`),
    '  }',
  ];
  for (const { remote, url } of remotes) {
    const variable = `mf_release_${remote.replace(/[^a-z0-9]/g, '_')}`;
    const stablePath = checkedPath(url.pathname, remote);
    const canary = canaries[remote];
    let armed = `"${stablePath}"`;
    if (canary) {
      const candidate = new URL(releaseBaseOf(canary.entry));
      if (candidate.origin !== url.origin)
        throw new Error(
          `canary.json: ${remote}'s candidate must be deployed beside its stable release (${url.origin})`,
        );
      // split_clients takes the share with two decimals, as canaryThreshold does.
      lines.push(
        `  split_clients "\${remote_addr}\${http_user_agent}${canary.salt}" $mf_split_${variable} {`,
        `    ${canary.percent}% candidate;`,
        '    * stable;',
        '  }',
        `  map "$mf_privacy_signal:$mf_split_${variable}" $mf_canary_${variable} {`,
        `    default "${stablePath}";`,
        `    "0:candidate" "${checkedPath(candidate.pathname, remote)}";`,
        '  }',
      );
      armed = `$mf_canary_${variable}`;
    }
    lines.push(
      `  map $mf_preview $${variable} {`,
      `    default ${armed};`,
      ...previews.filter((preview) => preview.remote === remote).map(({ value, path }) => `    "${value}" "${path}";`),
      '  }',
    );
  }
  // The release of the remote an include path names (the include's location sends it on).
  lines.push(
    '  map $uri $mf_include_release {',
    '    volatile; # per include',
    '    default "";',
    ...remotes.map(({ remote }) => `    "~^/_fragment/${remote}/" ${releaseVariable(remote)};`),
    '  }',
  );
  return `${lines.join('\n')}\n`;
}

/** They also make nginx evaluate the release variables before the includes run. @param {{ remote: string }[]} remotes */
export function pageHeaderLines(remotes) {
  return [
    'add_header Cache-Control $mf_page_cache_control always;',
    'add_header Server-Timing $mf_collector always;',
    'add_header X-Robots-Tag $mf_robots always;',
    'add_header Set-Cookie $mf_preview_cookie always;',
    `add_header X-Release-Set "${remotes.map(({ remote }) => `${remote}=${releaseVariable(remote)}`).join(' ')}" always;`,
    // The marker, before the page's includes are filled (sub_filter runs before SSI): empty but on a preview.
    "sub_filter '</body>' '$mf_preview_marker</body>';",
    '',
  ].join('\n');
}

/** remotes.json for this request's releases (a config literal: the URLs are checked). @param {{ remote: string, url: URL }[]} remotes */
export function remotesJsonBody(remotes) {
  const entries = remotes.map(
    ({ remote, url }) => `"${remote}": "${url.origin}${releaseVariable(remote)}remoteEntry.js"`,
  );
  return `{${entries.join(', ')}}`;
}

/** @param {string} link the header for `placeholders`' entries @param {{ remote: string }[]} remotes */
export function linkWithReleaseVariables(link, remotes) {
  return remotes.reduce(
    (text, { remote }) => text.replaceAll(`/${placeholder(remote)}/`, releaseVariable(remote)),
    link,
  );
}

/** A stand-in release folder name for linkWithReleaseVariables. */
export function placeholder(remote) {
  return `__mf_release_${remote}__`;
}
