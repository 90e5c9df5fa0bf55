// An HTTP proxy between the browser under test and the `npm start` servers. Requests keep their
// real URLs, so every origin, CORS answer and Content-Security-Policy header is the servers' own.
// It lets the suite:
// - receive the page probe's reports (`POST <host>/__engines/report`, a same-origin beacon);
// - add the probe as the first script of the host's pages (WebKit, whose classic WebDriver has no
//   preload scripts): `<script src="/__engines/probe.js">` is a same-origin script, which the
//   site's `script-src 'self'` allows as it is;
// - hold the app back (`withoutApp`): the host's pages come without their boot module script (a
//   cached module would still run), so the page stays the server's HTML, as before hydration.
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { close, listen } from '../../scripts/lib/servers.mjs';

const PROBE = readFileSync(new URL('./probe.js', import.meta.url), 'utf8');
const BOOT_SCRIPT = /<script type="module" src="\/assets\/boot-[\w-]+\.js"[^>]*><\/script>\s*/;

/**
 * @param {{ hostOrigin: string, injectProbe: boolean }} options
 */
export async function startProxy({ hostOrigin, injectProbe }) {
  /** @type {{ kind: string, text: string, page: string }[]} */
  const reports = [];
  const state = { withoutApp: false };

  const server = createServer((req, res) => {
    let url;
    try {
      url = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end('absolute URLs only (this is a proxy)');
      return;
    }
    const fromHost = url.origin === hostOrigin;
    if (fromHost && url.pathname === '/__engines/report' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          reports.push(JSON.parse(body));
        } catch {
          reports.push({ kind: 'probe', text: `unreadable report: ${body.slice(0, 200)}`, page: '' });
        }
        res.writeHead(204).end();
      });
      return;
    }
    if (fromHost && url.pathname === '/__engines/probe.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(PROBE);
      return;
    }
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    const rewrite =
      (injectProbe || state.withoutApp) &&
      fromHost &&
      req.method === 'GET' &&
      /text\/html/.test(req.headers.accept ?? '');
    // A page the proxy rewrites comes uncompressed.
    if (rewrite) delete headers['accept-encoding'];
    const upstream = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: req.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!rewrite || !type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        let html = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => (html += chunk));
        answer.on('end', () => {
          let out = injectProbe ? withProbe(html) : html;
          if (state.withoutApp) {
            if (!BOOT_SCRIPT.test(out)) {
              res
                .writeHead(500, { 'Content-Type': 'text/plain' })
                .end('engines proxy: no boot module script to hold back');
              return;
            }
            out = out.replace(BOOT_SCRIPT, '');
          }
          const outHeaders = { ...answer.headers, 'content-length': String(Buffer.byteLength(out)) };
          delete outHeaders['transfer-encoding'];
          delete outHeaders.etag;
          res.writeHead(answer.statusCode ?? 502, outHeaders);
          res.end(out);
        });
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`engines proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await listen(server, 0);
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { port, reports, state, close: () => close(server) };
}

/** The probe goes right after `<meta charset>` (which must stay first), before every other script. */
function withProbe(html) {
  const tag = '<script src="/__engines/probe.js"></script>';
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (charset)
    return html.slice(0, charset.index + charset[0].length) + tag + html.slice(charset.index + charset[0].length);
  return html.replace(/<head>/i, `<head>${tag}`);
}
