// @ts-check
/**
 * A local stand-in for the third-party form service (spec section 7), so the whole
 * product works offline: POST /submit with multipart fields, CORS for the site's
 * origins, JSON `{ success, message }` answers. Every accepted message is appended as
 * one JSON line to an outbox file and fsynced BEFORE the answer goes out, so a
 * message the site was told is sent survives the process being killed right after.
 *
 * Run: node remote-contact/server/formService.mjs [--port 4180] [--host 127.0.0.1] [--outbox path]
 * Env: FORM_PORT, FORM_HOST, FORM_OUTBOX, FORM_ALLOWED_ORIGINS (comma-separated, added to the defaults).
 */
import { randomUUID } from 'node:crypto';
import { access, mkdir, open, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import busboy from 'busboy';
import apps from '../../shared/build/apps.json' with { type: 'json' };
import { LOCAL_FORM_PORTS } from '../../shared/build/formEndpoint.mjs';
import settings from './formService.config.json' with { type: 'json' };
import {
  backLink,
  NO_JS_CSP,
  noJsLocale,
  noJsPage,
  noJsText,
  redirectTarget,
  validateNoJs,
  wantsHtml,
} from './noJsAnswer.mjs';

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const FORM_SERVICE_PORTS = LOCAL_FORM_PORTS;
export const DEFAULT_OUTBOX = resolve(PACKAGE_DIR, settings.defaultOutbox);
/** The fields a message needs; subject is optional (the site defaults it). */
export const REQUIRED_FIELDS = /** @type {const} */ (['name', 'email', 'message']);
const MESSAGE_FIELDS = /** @type {const} */ (['name', 'email', 'subject', 'message']);
const NOT_STORED = new Set(['access_key', 'botcheck', 'redirect', 'locale']);
/**
 * Per field; a 10,000-character message of 4-byte emoji is 40 KB. The form's maxlength
 * (FIELD_MAX_LENGTH in src/features/contact-form/utils/validation.ts) keeps every field under it.
 */
export const MAX_FIELD_BYTES = 256 * 1024;

/**
 * @typedef {{ id: string, receivedAt: string, name: string, email: string, subject: string, message: string, extra?: Record<string, string> }} OutboxRecord
 * @typedef {{ port?: number, host?: string, outboxPath?: string, allowedOrigins?: string[], log?: (line: string) => void }} FormServiceOptions
 * @typedef {{ port: number, url: string, submitUrl: string, outboxPath: string, close: () => Promise<void> }} RunningFormService
 */

/**
 * The site's origins (host and the contact remote, `npm start` and `npm run dev`), plus FORM_ALLOWED_ORIGINS.
 * @param {string} [extra]
 * @returns {string[]}
 */
export function defaultAllowedOrigins(extra = process.env.FORM_ALLOWED_ORIGINS ?? '') {
  const ports = [apps.apps.host.preview, apps.apps.host.dev, apps.apps.contact.preview, apps.apps.contact.dev];
  const origins = ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  return [
    ...origins,
    ...extra
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ];
}

/**
 * An append-only JSON-lines file. Appends are queued and written in batches (one
 * write and one fsync per batch), so concurrent messages never interleave and each
 * append resolves only once its line is on disk.
 * @param {string} path
 */
export function createOutbox(path) {
  /** @type {{ line: string, resolve: () => void, reject: (error: unknown) => void }[]} */
  let queue = [];
  /** @type {Promise<void> | null} */
  let flushing = null;

  async function flush() {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await appendDurably(path, batch.map((entry) => entry.line).join(''));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    flushing = null;
  }

  return {
    path,
    /** @param {OutboxRecord} record @returns {Promise<void>} */
    append(record) {
      const line = `${JSON.stringify(record)}\n`;
      return new Promise((resolve, reject) => {
        queue.push({ line, resolve, reject });
        flushing ??= flush();
      });
    },
    /** Resolves once every queued line is written. */
    async drain() {
      await flushing;
    },
  };
}

/**
 * Opens per batch (so a moved or deleted outbox is simply recreated), appends,
 * fsyncs the file, and the directory too when the file is new.
 * @param {string} path
 * @param {string} text
 */
async function appendDurably(path, text) {
  await mkdir(dirname(path), { recursive: true });
  const existed = await access(path).then(
    () => true,
    () => false,
  );
  const handle = await open(path, 'a+');
  try {
    const { size } = await handle.stat();
    let prefix = '';
    if (size > 0) {
      // A line cut short by a crash mid-write must not swallow the next record.
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) prefix = '\n';
    }
    await handle.write(prefix + text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (!existed) await syncDirectory(dirname(path));
}

/** @param {string} dir */
async function syncDirectory(dir) {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not every platform can fsync a directory (Windows); the file itself is synced.
  }
}

/**
 * Every complete record in an outbox file, in order; a line left partial by a crash is skipped.
 * @param {string} path
 * @returns {Promise<OutboxRecord[]>}
 */
export async function readOutbox(path) {
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
  /** @type {OutboxRecord[]} */
  const records = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      records.push(JSON.parse(line));
    } catch {
      // partial line
    }
  }
  return records;
}

class ClientError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The form's fields (first value wins for a repeated name). Files are refused.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Map<string, string>>}
 */
function readFields(req) {
  return new Promise((resolve, reject) => {
    /** @type {import('busboy').Busboy} */
    let parser;
    try {
      parser = busboy({
        headers: req.headers,
        defCharset: 'utf8',
        limits: { fieldSize: MAX_FIELD_BYTES, fields: 20, files: 0, parts: 24 },
      });
    } catch {
      req.resume();
      reject(new ClientError(415, 'Send the form as multipart/form-data.'));
      return;
    }
    /** @type {Map<string, string>} */
    const fields = new Map();
    /** @type {ClientError | null} */
    let problem = null;
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) problem ??= new ClientError(413, `The ${name} field is too long.`);
      // The multipart encoding turns every line break into CRLF; store them as a textarea holds them.
      if (!fields.has(name)) fields.set(name, value.replace(/\r\n?/g, '\n'));
    });
    parser.on('file', (_name, stream) => {
      stream.resume();
      problem ??= new ClientError(400, 'Files are not accepted.');
    });
    parser.on('filesLimit', () => (problem ??= new ClientError(400, 'Files are not accepted.')));
    parser.on('fieldsLimit', () => (problem ??= new ClientError(413, 'Too many fields.')));
    parser.on('partsLimit', () => (problem ??= new ClientError(413, 'Too many fields.')));
    parser.on('error', () => reject(new ClientError(400, 'The form data could not be read.')));
    parser.on('close', () => (problem ? reject(problem) : resolve(fields)));
    req.on('error', () => reject(new ClientError(400, 'The request was cut off.')));
    req.pipe(parser);
  });
}

/**
 * @param {Map<string, string>} fields
 * @returns {OutboxRecord}
 */
function checkSubmission(fields) {
  if (!fields.get('access_key')?.trim()) throw new ClientError(400, 'The access key is missing.');
  if (fields.get('botcheck')) throw new ClientError(400, 'The submission was rejected as spam.');
  const empty = REQUIRED_FIELDS.filter((field) => !fields.get(field)?.trim());
  if (empty.length > 0) throw new ClientError(400, `Required fields are empty: ${empty.join(', ')}.`);

  /** @type {Record<string, string>} */
  const extra = {};
  for (const [name, value] of fields) {
    if (!NOT_STORED.has(name) && !(/** @type {readonly string[]} */ (MESSAGE_FIELDS).includes(name)))
      extra[name] = value;
  }
  return {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    // Stored as received (line breaks aside): no trimming, no escaping beyond JSON's own.
    name: fields.get('name') ?? '',
    email: fields.get('email') ?? '',
    subject: fields.get('subject') ?? '',
    message: fields.get('message') ?? '',
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, unknown>} body
 */
function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}

/**
 * The answer to a form posted without JS (a browser navigation): a page, not JSON.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} html
 */
function sendHtml(res, status, html) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': NO_JS_CSP,
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}

/**
 * Starts the stand-in; port 0 picks a free port (tests).
 * @param {FormServiceOptions} [options]
 * @returns {Promise<RunningFormService>}
 */
export async function startFormService(options = {}) {
  const {
    port = FORM_SERVICE_PORTS.start,
    host = '127.0.0.1',
    allowedOrigins = defaultAllowedOrigins(),
    log = () => {},
  } = options;
  const outbox = createOutbox(resolve(options.outboxPath ?? DEFAULT_OUTBOX));
  const anyOrigin = allowedOrigins.includes('*');

  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://stand-in');
    const origin = req.headers.origin;
    // No Origin: a tool or a test, not a browser page. A page from elsewhere may not post here.
    const originAllowed = origin === undefined || anyOrigin || allowedOrigins.includes(origin);
    res.setHeader('Vary', 'Origin');
    if (origin && originAllowed) res.setHeader('Access-Control-Allow-Origin', origin);

    if (req.method === 'OPTIONS') {
      res.writeHead(originAllowed ? 204 : 403, {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Accept, Content-Type',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      sendJson(res, 200, { success: true, message: 'The form service stand-in is running.', outbox: outbox.path });
      return;
    }
    if (pathname !== '/submit') {
      req.resume();
      sendJson(res, 404, { success: false, message: 'Not found. Messages go to POST /submit.' });
      return;
    }
    if (req.method !== 'POST') {
      req.resume();
      res.setHeader('Allow', 'POST, OPTIONS');
      sendJson(res, 405, { success: false, message: 'Use POST to send a message.' });
      return;
    }
    // A form posted without JS is a navigation: it gets a page with the spec's texts, in the language
    // of the form's `locale` field once the fields are read (the default before).
    const html = wantsHtml(req.headers);
    let locale = noJsLocale(undefined);
    const back = () => (html ? backLink(req.headers.referer, origin, locale) : null);
    /** @param {number} status @param {string} message */
    const refuse = (status, message) =>
      html
        ? sendHtml(
            res,
            status,
            noJsPage({ ok: false, heading: noJsText(locale).failed, errors: [message], back: back(), locale }),
          )
        : sendJson(res, status, { success: false, message });

    if (!originAllowed) {
      req.resume();
      refuse(403, `The origin ${origin} may not send messages here.`);
      return;
    }

    try {
      const fields = await readFields(req);
      locale = noJsLocale(fields.get('locale'));
      if (html) {
        // The form's own rules (spec section 5), which the page ran in the browser when JS was on.
        const invalid = validateNoJs(fields, locale);
        if (invalid.length > 0) {
          const errors = invalid.map((error) => error.message);
          sendHtml(res, 400, noJsPage({ ok: false, heading: noJsText(locale).invalid, errors, back: back(), locale }));
          return;
        }
      }
      const record = checkSubmission(fields);
      await outbox.append(record);
      log(`form service: message ${record.id} stored`);
      const redirect = html ? redirectTarget(fields.get('redirect'), origin, allowedOrigins) : null;
      if (redirect) {
        // As the service does: the browser goes to the site's own result page (a GET: 303).
        res.writeHead(303, { Location: redirect, 'Cache-Control': 'no-store', 'Content-Length': 0 });
        res.end();
      } else if (html) sendHtml(res, 200, noJsPage({ ok: true, heading: noJsText(locale).sent, back: back(), locale }));
      else sendJson(res, 200, { success: true, message: 'Message received and stored in the local outbox.' });
    } catch (error) {
      if (error instanceof ClientError) {
        refuse(error.status, error.message);
      } else {
        log(`form service: could not store a message: ${String(error)}`);
        refuse(500, 'The message could not be stored. Please try again.');
      }
    }
  });
  // A client that stops mid-request does not hold a connection for long.
  server.requestTimeout = 30_000;

  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => {
      server.off('error', rejectListen);
      resolveListen(undefined);
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;

  return {
    port: actualPort,
    url,
    submitUrl: `${url}/submit`,
    outboxPath: outbox.path,
    async close() {
      // Stops accepting, lets requests in progress finish, then waits for their lines.
      await new Promise((resolveClose) => {
        server.close(() => resolveClose(undefined));
        server.closeIdleConnections();
      });
      await outbox.drain();
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'string' }, outbox: { type: 'string' } },
  });
  const service = await startFormService({
    port: Number(values.port ?? process.env.FORM_PORT ?? FORM_SERVICE_PORTS.start),
    host: values.host ?? process.env.FORM_HOST ?? '127.0.0.1',
    outboxPath: values.outbox ?? process.env.FORM_OUTBOX ?? DEFAULT_OUTBOX,
    log: console.log,
  });
  console.log(`Form service stand-in: POST ${service.submitUrl} -> ${service.outboxPath}`);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, async () => {
      await service.close();
      process.exit(0);
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`Form service stand-in could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
