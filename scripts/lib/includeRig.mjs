// What the include tests and the load run use: fixture builds, remotes that fail in each
// way, and the nginx deploy on ports 4390-4399 and 4420-4429 (this rig's alone, a lock keeps two runs apart).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { consecutivePorts } from '../../shared/build/appPorts.mjs';
import { remoteNamesOf } from '../../shared/build/apps.mjs';
import { fragmentFileNames, fragmentIncludePath } from '../../shared/build/fragment.mjs';
import { close, listen } from './servers.mjs';
import { NGINX_INSTALL, findNginx, systemSuiteRuns } from './systemSuite.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REMOTES = remoteNamesOf();
/** The routes whose page is a remote's section. */
const REMOTE_ROUTES = config.routes.flatMap((route) =>
  'remote' in route && route.remote ? [{ path: route.path, remote: route.remote }] : [],
);

export const RIG_PORTS = {
  nodeHost: 4390,
  // One per app (apps.json): five since remote-writing, so a block of its own (4390-4399 is full).
  nginx: consecutivePorts(4420, { below: 4430 }),
  status500: 4395,
  hang: 4396,
  slow: 4397,
  refused: 4398, // never listened on
  nodeRemote: 4399,
};
const SLOW_MS = 5000;
const LOCK = '/tmp/portfolio-include-rig.lock';

/** Whether the rig's nginx tests run here (systemSuite.mjs). @param {string} suite what the line calls them */
export function nginxTestsRun(suite) {
  return systemSuiteRuns({ suite, missing: findNginx() ? [] : ['nginx'], install: NGINX_INSTALL });
}

function sleep(ms) {
  return new Promise((done) => setTimeout(done, ms));
}

/** Takes the rig's ports (waits up to `waitMs` for another run); resolves to the release function. */
export async function lockRigPorts({ waitMs = 180_000 } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(join(LOCK, 'pid'), String(process.pid));
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch {
      // A lock left by a run that died is taken over.
      let owner = 0;
      try {
        owner = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
      } catch {
        if (Date.now() - statSafe(LOCK) > 5000) rmSync(LOCK, { recursive: true, force: true });
      }
      if (owner && !alive(owner)) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`ports 4390-4399 are held by another run (${LOCK})`);
      await sleep(200);
    }
  }
}

function statSafe(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Date.now();
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

export const fixtureText = (remote, label = 'a') => `${remote} section from release ${label}`;

/** The contract major of the rig's host pages, and of its releases unless a test says otherwise. */
export const RIG_CONTRACT_MAJOR = 1;
export const RIG_FRAGMENT = fragmentFileNames(RIG_CONTRACT_MAJOR);

/**
 * A remote's fragment files as its build writes them (contract §1), by file name.
 * @param {string} remote
 * @param {string} [label]
 * @param {number} [major]
 * @returns {Record<string, string>}
 */
export function fragmentFiles(remote, label = 'a', major = RIG_CONTRACT_MAJOR) {
  const names = fragmentFileNames(major);
  return {
    [names.body]: `<div data-mf-remote="${remote}" data-release="${label}"><h1>${fixtureText(remote, label)}</h1><img src="/__mf_release__/assets/pic.png" alt=""></div>`,
    [names.head]: `<link rel="stylesheet" href="/__mf_release__/assets/${remote}-${label}.css">`,
  };
}

/** The three fault servers: 500 on everything, a socket that never answers, an answer after 5 s. */
export async function startFaultServers() {
  const sockets = new Set();
  const servers = [
    await listen(
      createServer((_, res) => res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>remote error 500</h1>')),
      RIG_PORTS.status500,
    ),
    await listen(
      createNetServer((socket) => {
        sockets.add(socket);
        socket.on('error', () => {});
      }),
      RIG_PORTS.hang,
    ),
    await listen(
      createServer((req, res) => {
        const timer = setTimeout(() => {
          const remote = REMOTES.find((name) => req.url?.startsWith(`/${name}-slow/`)) ?? REMOTES[0];
          const files = fragmentFiles(remote, 'slow');
          const file = req.url?.includes('/fragment-head.') ? RIG_FRAGMENT.head : RIG_FRAGMENT.body;
          res.writeHead(200, { 'Content-Type': 'text/html' }).end(files[file]);
        }, SLOW_MS);
        res.on('close', () => clearTimeout(timer));
      }),
      RIG_PORTS.slow,
    ),
  ];
  return async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(servers.map(close));
  };
}

/** remotes.json entries for each fault, for a remote. @param {string} remote */
export function faultEntries(remote) {
  return {
    'a 500 answer': `http://127.0.0.1:${RIG_PORTS.status500}/${remote}-500/remoteEntry.js`,
    'no answer': `http://127.0.0.1:${RIG_PORTS.hang}/${remote}-hang/remoteEntry.js`,
    'a 5 s answer': `http://127.0.0.1:${RIG_PORTS.slow}/${remote}-slow/remoteEntry.js`,
    'a refused connection': `http://127.0.0.1:${RIG_PORTS.refused}/${remote}-down/remoteEntry.js`,
  };
}

/** A page of the host as host/build/prerender.ts writes a remote route's page (contract §2). */
function remoteRoutePage(remote) {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>',
    remote,
    '</title><link rel="stylesheet" href="/assets/host.css">',
    '<!--# block name="mf-empty" --><!--# endblock -->',
    `<!--# include virtual="${fragmentIncludePath(remote, 'head', RIG_CONTRACT_MAJOR)}" stub="mf-empty" --></head>`,
    `<body><!--# block name="mf-skeleton-${remote}" --><div data-testid="skeleton-${remote}">Loading ${remote}</div><!--# endblock -->`,
    `<div id="root"><header>Portfolio</header><main><!--$--><!--# include virtual="${fragmentIncludePath(remote, 'body', RIG_CONTRACT_MAJOR)}" stub="mf-skeleton-${remote}" --><!--/$--></main></div>`,
    `<script type="module" src="/assets/main.js"></script></body></html>\n`,
  ].join('');
}

function plainPage(title) {
  // Long enough (> gzip_min_length) to be compressed.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><div id="root"><h1>${title}</h1>${'<p>Plain page text for compression.</p>'.repeat(30)}</div></body></html>\n`;
}

function write(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/**
 * Writes fixture builds under `root` in the repository's layout with `remotes` as the host's remotes.json;
 * the pages carry .br/.gz files a server must not send.
 * @param {string} root
 * @param {Record<string, string>} remotes
 */
export function writeFixtureBuilds(root, remotes) {
  const host = join(root, 'host', 'dist');
  write(join(host, 'index.html'), plainPage('Home'));
  write(join(host, '404.html'), plainPage('Page not found'));
  write(join(host, 'education', 'index.html'), plainPage('Education'));
  for (const { path, remote } of REMOTE_ROUTES) {
    write(join(host, path.slice(1), 'index.html'), remoteRoutePage(remote));
    write(join(host, path.slice(1), 'index.html.gz'), 'precompressed page: never sent');
    write(join(host, path.slice(1), 'index.html.br'), 'precompressed page: never sent');
  }
  // Every remote a release, one with no header route too (remote-writing owns a prefix): the deploy wants one.
  for (const remote of REMOTES) {
    const dist = join(root, config.apps[remote].dir, 'dist');
    write(join(dist, 'remoteEntry.js'), `export const remote = ${JSON.stringify(remote)};\n`);
    for (const [file, text] of Object.entries(fragmentFiles(remote))) write(join(dist, file), text);
  }
  write(join(host, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  return root;
}

/**
 * Runs delivery/nginx/deploy.mjs with the rig's ports (or `ports`), the given prefix and builds, and extra `env`.
 * @param {string[]} args
 * @param {{ prefix: string, distRoot?: string, ports?: Record<string, number>, env?: Record<string, string> }} options
 * @returns {{ status: number | null, stdout: string, stderr: string }}
 */
export function deployCli(args, { prefix, distRoot, ports = RIG_PORTS.nginx, env = {} }) {
  const result = spawnSync(process.execPath, [join(ROOT, 'delivery', 'nginx', 'deploy.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      DEPLOY_PREFIX: prefix,
      DEPLOY_PORTS: Object.values(ports).join(','),
      ...(distRoot ? { DEPLOY_DIST_ROOT: distRoot } : {}),
      ...env,
    },
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

/**
 * GETs a page on a new connection (a reload closes kept-alive ones), timed to its last byte; the body
 * decompressed, `bytes` its size on the wire.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ response: { status: number, headers: Headers }, body: string, bytes: number, ms: number }>}
 */
export function timedGet(url, headers = { 'Accept-Encoding': 'br, gzip' }) {
  const started = performance.now();
  return new Promise((done, fail) => {
    httpGet(url, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = (
          encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
        ).toString('utf8');
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        done({
          response: { status: res.statusCode ?? 0, headers: responseHeaders },
          body,
          bytes: raw.length,
          ms: performance.now() - started,
        });
      });
    }).on('error', fail);
  });
}
