// Each build's `_headers` for a plain static host, remotes.json naming the deployed entries:
//   node delivery/static/build.mjs --host-origin https://portfolio.example.com
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { localePathOf, remoteNamesOf } from '../../shared/build/apps.mjs';
import { PAGE_PATHS, remotesJsonProblem } from '../core/composition.mjs';
import { headersFile, prefixRewrites } from '../core/staticHost.mjs';

/** @param {{ hostOrigin: string | undefined, root?: string, env?: Record<string, string | undefined> }} options */
export function prepareStaticSites({ hostOrigin, root = '.', env = process.env }) {
  let origin;
  try {
    origin = new URL(hostOrigin ?? '').origin;
  } catch {
    throw new Error(
      `--host-origin must be the site's URL, such as https://portfolio.example.com (got ${JSON.stringify(hostOrigin)})`,
    );
  }
  const dist = (app) => join(root, config.apps[app].dir, 'dist');
  const hostDist = dist('host');
  const notFoundPages = config.locales.map((locale) => `${localePathOf('/404', locale).slice(1)}.html`);
  for (const file of ['index.html', ...notFoundPages, 'remotes.json'])
    if (!existsSync(join(hostDist, file))) throw new Error(`${join(hostDist, file)} is missing: run npm run build`);
  const remotesText = readFileSync(join(hostDist, 'remotes.json'), 'utf8');
  const https = origin.startsWith('https:');
  const problem = remotesJsonProblem(remotesText, { remotes: remoteNamesOf(), production: https });
  if (problem) throw new Error(problem);
  const remotes = JSON.parse(remotesText);
  const csp = existsSync(join(hostDist, 'csp.json'))
    ? JSON.parse(readFileSync(join(hostDist, 'csp.json'), 'utf8'))
    : {};
  const base = builtBasePath(hostDist);
  const written = [];
  for (const app of Object.keys(config.apps)) {
    const file = join(dist(app), '_headers');
    writeFileSync(
      file,
      headersFile({
        app,
        remotes,
        csp,
        env,
        https,
        routes: app === 'host' ? PAGE_PATHS : [],
        hostOrigins: [origin],
        // The host is served under the base path it was built for; the remotes are relocatable.
        base: app === 'host' ? base : '/',
      }),
    );
    written.push(file);
  }
  // Hosts that rewrite (Netlify, Cloudflare Pages) answer a path under a prefix with its shell in the path's
  // language, and an unknown path under a language's segment with that language's 404 page.
  const redirects = join(hostDist, '_redirects');
  writeFileSync(redirects, prefixRewrites(config.prefixes, base));
  written.push(redirects);
  return written;
}

/** The base path the host was built for (BASE_PATH): its web manifest's scope says it. @param {string} hostDist */
export function builtBasePath(hostDist) {
  try {
    const { scope } = JSON.parse(readFileSync(join(hostDist, 'site.webmanifest'), 'utf8'));
    return typeof scope === 'string' && scope.startsWith('/') && scope.endsWith('/') ? scope : '/';
  } catch {
    return '/';
  }
}

function main() {
  const { values } = parseArgs({ strict: false, options: { 'host-origin': { type: 'string' } } });
  const flag = values['host-origin'];
  const hostOrigin = typeof flag === 'string' ? flag : process.env.HOST_ORIGIN;
  try {
    for (const file of prepareStaticSites({ hostOrigin })) console.log(`wrote ${file}`);
  } catch (error) {
    console.error(`static: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
