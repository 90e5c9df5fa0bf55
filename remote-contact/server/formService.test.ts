// @vitest-environment node
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from '../src/features/contact-form/api/formClient';
import { FIELD_MAX_LENGTH } from '../src/features/contact-form/utils/validation';
import {
  createOutbox,
  MAX_FIELD_BYTES,
  readOutbox,
  startFormService,
  type RunningFormService,
} from './formService.mjs';

const SERVICE_SCRIPT = fileURLToPath(new URL('./formService.mjs', import.meta.url));
const VALID = {
  access_key: 'test-key',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A question.',
};
const SITE_ORIGIN = 'http://localhost:4173';

let dir: string;
let outboxPath: string;
let service: RunningFormService | undefined;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'form-service-'));
  outboxPath = join(dir, 'nested', 'messages.jsonl');
});

afterEach(async () => {
  await service?.close();
  service = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function start() {
  service = await startFormService({ port: 0, outboxPath });
  return service;
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

async function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(service!.submitUrl, { method: 'POST', body: form(fields), headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { success: boolean; message: string },
  };
}

describe('form service stand-in: accepted messages', () => {
  it('answers 200 { success, message } and appends the message as one JSON line', async () => {
    await start();
    const answer = await post(VALID);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);

    const lines = (await readFile(outboxPath, 'utf8')).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    const record = JSON.parse(lines[0]!);
    expect(record).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      receivedAt: expect.any(String),
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'A question.',
    });
    expect(Date.parse(record.receivedAt)).not.toBeNaN();
    expect(JSON.stringify(record)).not.toContain('test-key');
  });

  it.each([
    ['Unicode', 'Zoë Ångström-Łukasiewicz, 你好, مرحبا, שלום, नमस्ते, 𝔘𝔫𝔦𝔠𝔬𝔡𝔢'],
    ['emoji', '👋🏽 👩🏽‍💻 🏳️‍🌈 🇧🇩 ❤️‍🔥'],
    ['markup', '<script>alert("hi")</script><img src=x onerror=alert(1)> &amp; &lt;'],
    ['10,000 characters', 'ab✓'.repeat(3_333) + 'z'],
    ['quotes, backslashes and control characters', 'He said "hi" \\ back\\slash \t tab \u2028 \u0000 end'],
    ['surrounding whitespace', '   kept as sent   '],
    ['line breaks', 'line one\nline two\n\nline four'],
  ])('keeps %s byte-for-byte in every field', async (_label, text) => {
    await start();
    const fields = { name: `N ${text}`, email: `e${text.length}@example.com`, subject: `S ${text}`, message: text };
    expect((await post({ access_key: 'k', ...fields })).status).toBe(200);
    const [record] = await readOutbox(outboxPath);
    expect({ name: record!.name, email: record!.email, subject: record!.subject, message: record!.message }).toEqual(
      fields,
    );
    expect(Buffer.from(record!.message, 'utf8').equals(Buffer.from(text, 'utf8'))).toBe(true);
  });

  it('stores a 10,000-character message whole', async () => {
    await start();
    const message = '😀'.repeat(10_000);
    expect((await post({ ...VALID, message })).status).toBe(200);
    expect((await readOutbox(outboxPath))[0]!.message).toBe(message);
  });

  it('keeps an optional empty subject as sent and any extra fields apart', async () => {
    await start();
    expect((await post({ ...VALID, subject: '', phone: '+880 1' })).status).toBe(200);
    const [record] = await readOutbox(outboxPath);
    expect(record!.subject).toBe('');
    expect(record!.extra).toEqual({ phone: '+880 1' });
  });

  it('takes the message the site client builds', async () => {
    await start();
    const outcome = await sendContactMessage(
      { name: ' Ada ', email: 'ada@example.com', subject: '', message: '<b>Hi</b> 👋\nSecond line' },
      { endpoint: service!.submitUrl, accessKey: 'site-key' },
    );
    expect(outcome).toEqual({ kind: 'sent', status: 'Message sent successfully!' });
    expect(await readOutbox(outboxPath)).toEqual([
      expect.objectContaining({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'New Contact Form Submission',
        message: '<b>Hi</b> 👋\nSecond line',
      }),
    ]);
  });
});

describe('form service stand-in: refused messages', () => {
  it('answers 400 with a message when the access key is missing or blank, and stores nothing', async () => {
    await start();
    const { access_key: _key, ...withoutKey } = VALID;
    for (const fields of [withoutKey, { ...VALID, access_key: '' }, { ...VALID, access_key: '  ' }]) {
      const answer = await post(fields);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'The access key is missing.' });
    }
    expect(await readOutbox(outboxPath)).toEqual([]);
  });

  it.each(['name', 'email', 'message'] as const)('answers 400 naming the empty required field %s', async (field) => {
    await start();
    for (const value of ['', '  \n\t']) {
      const answer = await post({ ...VALID, [field]: value });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toBe(`Required fields are empty: ${field}.`);
    }
    const { [field]: _missing, ...without } = VALID;
    expect((await post(without)).body.message).toBe(`Required fields are empty: ${field}.`);
    expect(await readOutbox(outboxPath)).toEqual([]);
  });

  it('lists every empty field at once', async () => {
    await start();
    expect((await post({ access_key: 'k' })).body.message).toBe('Required fields are empty: name, email, message.');
  });

  it('refuses a filled spam trap, files, bodies that are not forms, other paths and methods', async () => {
    await start();
    expect((await post({ ...VALID, botcheck: 'on' })).status).toBe(400);

    const withFile = form(VALID);
    withFile.append('attachment', new Blob(['x']), 'x.txt');
    expect((await fetch(service!.submitUrl, { method: 'POST', body: withFile })).status).toBe(400);

    const asJson = await fetch(service!.submitUrl, {
      method: 'POST',
      body: JSON.stringify(VALID),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(asJson.status).toBe(415);
    expect(await asJson.json()).toEqual({ success: false, message: 'Send the form as multipart/form-data.' });

    expect((await fetch(service!.submitUrl)).status).toBe(405);
    expect((await fetch(`${service!.url}/elsewhere`, { method: 'POST', body: form(VALID) })).status).toBe(404);
    expect(await readOutbox(outboxPath)).toEqual([]);
  });

  it("takes a field as long as the form's maxlength lets through, in the widest characters", async () => {
    await start();
    // '✓' is one UTF-16 unit (what maxlength counts) and three bytes of UTF-8, the widest per unit.
    const longest = '✓'.repeat(FIELD_MAX_LENGTH);
    expect(Buffer.byteLength(longest)).toBeLessThanOrEqual(MAX_FIELD_BYTES);
    expect((await post({ ...VALID, name: longest, message: longest })).status).toBe(200);
    expect((await readOutbox(outboxPath))[0]!.message).toBe(longest);
  });

  it('answers 413 to a field larger than 256 KB', async () => {
    await start();
    const answer = await post({ ...VALID, message: 'x'.repeat(300 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The message field is too long.');
    expect(await readOutbox(outboxPath)).toEqual([]);
  });
});

describe('form service stand-in: CORS', () => {
  it("lets the site's origins read the answer", async () => {
    await start();
    for (const origin of [
      'http://localhost:4173',
      'http://127.0.0.1:4173',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]) {
      const answer = await post(VALID, { Origin: origin });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('vary')).toBe('Origin');
    }
    const preflight = await fetch(service!.submitUrl, {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('refuses pages from other origins and stores nothing', async () => {
    await start();
    const answer = await post(VALID, { Origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(await readOutbox(outboxPath)).toEqual([]);
  });

  it('takes extra origins from its options', async () => {
    service = await startFormService({ port: 0, outboxPath, allowedOrigins: ['https://site.example'] });
    expect((await post(VALID, { Origin: 'https://site.example' })).status).toBe(200);
    expect((await post(VALID, { Origin: SITE_ORIGIN })).status).toBe(403);
  });
});

describe('form service stand-in: never loses an acknowledged message', () => {
  it('lands 50 concurrent messages, each whole, each on its own line', async () => {
    await start();
    const messages = Array.from(
      { length: 50 },
      (_, index) => `message ${index} ${'🙂'.repeat(index * 20)}\n<end ${index}>`,
    );
    const answers = await Promise.all(
      messages.map((message, index) => post({ ...VALID, name: `Sender ${index}`, message })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));

    const lines = (await readFile(outboxPath, 'utf8')).split('\n').filter(Boolean);
    expect(lines).toHaveLength(50);
    const records = lines.map((line) => JSON.parse(line) as { name: string; message: string; id: string });
    expect(new Set(records.map((record) => record.id)).size).toBe(50);
    const byName = new Map(records.map((record) => [record.name, record.message]));
    messages.forEach((message, index) => expect(byName.get(`Sender ${index}`)).toBe(message));
  });

  it('keeps everything across a restart on the same outbox', async () => {
    await start();
    for (let index = 0; index < 5; index += 1) await post({ ...VALID, name: `before ${index}` });
    await service!.close();

    service = await startFormService({ port: 0, outboxPath });
    for (let index = 0; index < 5; index += 1) await post({ ...VALID, name: `after ${index}` });

    expect((await readOutbox(outboxPath)).map((record) => record.name)).toEqual([
      'before 0',
      'before 1',
      'before 2',
      'before 3',
      'before 4',
      'after 0',
      'after 1',
      'after 2',
      'after 3',
      'after 4',
    ]);
  });

  it('has every acknowledged message on disk when the process is killed right after answering', async () => {
    const child = spawn(process.execPath, [SERVICE_SCRIPT, '--port', '0', '--outbox', outboxPath], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const submitUrl = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /POST (\S+\/submit)/.exec(output);
          if (match) resolve(match[1]!);
        });
        child.once('exit', () => reject(new Error(`stand-in exited early: ${output}`)));
      });

      const acknowledged: string[] = [];
      const sends = Array.from({ length: 30 }, async (_, index) => {
        try {
          const response = await fetch(submitUrl, {
            method: 'POST',
            body: form({ ...VALID, name: `killed ${index}` }),
          });
          if (response.status === 200) {
            acknowledged.push(`killed ${index}`);
            // The first acknowledgement kills the process at once: no graceful shutdown.
            if (acknowledged.length === 1) child.kill('SIGKILL');
          }
        } catch {
          // Unanswered sends were never acknowledged: they may or may not have landed.
        }
      });
      await Promise.all(sends);
      await exited;

      expect(acknowledged.length).toBeGreaterThan(0);
      const stored = new Set((await readOutbox(outboxPath)).map((record) => record.name));
      for (const name of acknowledged) expect(stored.has(name), name).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
  });

  it('does not let a line cut short by a crash swallow the next message', async () => {
    await writeFile(join(dir, 'cut.jsonl'), '{"id":"1","name":"whole"}\n{"id":"2","na');
    outboxPath = join(dir, 'cut.jsonl');
    await start();
    expect((await post({ ...VALID, name: 'after the crash' })).status).toBe(200);
    expect((await readOutbox(outboxPath)).map((record) => record.name)).toEqual(['whole', 'after the crash']);
  });

  it('resolves each append only after its line is written, in order', async () => {
    const outbox = createOutbox(outboxPath);
    const record = (name: string) => ({ id: name, receivedAt: '', name, email: '', subject: '', message: '' });
    const order: string[] = [];
    await Promise.all(['a', 'b', 'c'].map((name) => outbox.append(record(name)).then(() => order.push(name))));
    expect(order).toEqual(['a', 'b', 'c']);
    expect((await readOutbox(outboxPath)).map((entry) => entry.name)).toEqual(['a', 'b', 'c']);
  });

  it('answers 500 and keeps running when the outbox cannot be written', async () => {
    await writeFile(join(dir, 'not-a-dir'), '');
    outboxPath = join(dir, 'not-a-dir', 'messages.jsonl');
    const log = vi.fn();
    service = await startFormService({ port: 0, outboxPath, log });
    const answer = await post(VALID);
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ success: false, message: 'The message could not be stored. Please try again.' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not store'));
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
  });
});

describe('form service stand-in: a form posted without JavaScript', () => {
  // What Chromium sends for a <form method="post" enctype="multipart/form-data"> from the site.
  const NAVIGATION = {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'sec-fetch-mode': 'navigate',
    origin: SITE_ORIGIN,
    referer: `${SITE_ORIGIN}/`,
  };

  // node:http, not fetch(): fetch sets Sec-Fetch-Mode itself (cors), as a page's fetch() does.
  async function navigate(fields: Record<string, string>, headers: Record<string, string> = NAVIGATION) {
    const encoded = new Response(form(fields));
    const body = Buffer.from(await encoded.arrayBuffer());
    const contentType = encoded.headers.get('content-type')!;
    return new Promise<{ status: number; headers: Headers; html: string }>((resolve, reject) => {
      const req = request(
        service!.submitUrl,
        { method: 'POST', headers: { ...headers, 'content-type': contentType, 'content-length': body.length } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: new Headers(res.headers as Record<string, string>),
              html: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it("stores the message and answers a page saying 'Message sent successfully!'", async () => {
    await start();
    const answer = await navigate(VALID);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(answer.html).toContain('<h1 class="success">Message sent successfully!</h1>');
    expect(answer.html).toContain(`<a href="${SITE_ORIGIN}/contact">Back to the site</a>`);
    const [record] = await readOutbox(outboxPath);
    expect(record).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello' });
  });

  it("answers invalid input with the spec's messages and a link back, and stores nothing", async () => {
    await start();
    const answer = await navigate({
      access_key: 'test-key',
      name: ' ',
      email: 'ada@example',
      subject: '',
      message: 'x',
    });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('<h1 class="error">Please fill in all required fields correctly.</h1>');
    expect(answer.html).toContain(
      '<ul><li class="error">Name is required</li><li class="error">Email is invalid</li><li class="error">Subject is required</li></ul>',
    );
    expect(answer.html).toContain('Back to the form</a>');
    expect(await readOutbox(outboxPath)).toEqual([]);
  });

  it("answers the service's own refusals (no access key, another origin) as a page too", async () => {
    await start();
    const { access_key: _key, ...withoutKey } = VALID;
    const missing = await navigate(withoutKey);
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('There was an error sending your message.');
    expect(missing.html).toContain('The access key is missing.');

    const foreign = await navigate(VALID, { ...NAVIGATION, origin: 'http://evil.test', referer: 'http://evil.test/' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await readOutbox(outboxPath)).toEqual([]);
  });

  it("honours the redirect field as the service does: 303 to the site's result page, the message stored once", async () => {
    await start();
    const answer = await navigate({ ...VALID, redirect: '/contact/sent' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${SITE_ORIGIN}/contact/sent`);
    expect(answer.html).toBe('');
    const absolute = await navigate({ ...VALID, subject: 'Second', redirect: 'http://127.0.0.1:4173/contact/sent' });
    expect(absolute.headers.get('location')).toBe('http://127.0.0.1:4173/contact/sent');
    const records = await readOutbox(outboxPath);
    expect(records.map((record) => record.subject)).toEqual(['Hello', 'Second']);
    // The field is the service's instruction, not part of the message.
    expect(records.every((record) => record.extra === undefined)).toBe(true);
  });

  it('never redirects a refused message, nor to a foreign or malformed target (its own page instead)', async () => {
    await start();
    const invalid = await navigate({ ...VALID, email: 'a@b', redirect: '/contact/sent' });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('location')).toBeNull();
    expect(invalid.html).toContain('Email is invalid');
    for (const redirect of ['https://evil.test/phish', '//evil.test/x', 'javascript:alert(1)', 'not a url']) {
      const answer = await navigate({ ...VALID, subject: redirect, redirect });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('location')).toBeNull();
      expect(answer.html).toContain('Message sent successfully!');
    }
  });

  it('answers a German form in German: its refusals, its link back, and sent', async () => {
    await start();
    const invalid = await navigate({ ...VALID, locale: 'de', name: ' ', email: 'ada@example' });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain('<html lang="de">');
    expect(invalid.html).toContain('<h1 class="error">Bitte füllen Sie alle Pflichtfelder korrekt aus.</h1>');
    expect(invalid.html).toContain(
      '<ul><li class="error">Bitte geben Sie Ihren Namen ein</li><li class="error">Bitte geben Sie eine gültige E-Mail-Adresse ein</li></ul>',
    );
    expect(invalid.html).toContain(`<a href="${SITE_ORIGIN}/de/contact">Zurück zum Formular</a>`);

    const { access_key: _key, ...withoutKey } = VALID;
    const missing = await navigate({ ...withoutKey, locale: 'de' });
    expect(missing.html).toContain('<h1 class="error">Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten.</h1>');

    const sent = await navigate({ ...VALID, locale: 'de' });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain('<h1 class="success">Ihre Nachricht wurde erfolgreich gesendet!</h1>');
    expect(sent.html).toContain(`<a href="${SITE_ORIGIN}/de/contact">Zurück zur Website</a>`);
    // The field is the service's instruction, not part of the message.
    const records = await readOutbox(outboxPath);
    expect(records).toHaveLength(1);
    expect(records[0]?.extra).toBeUndefined();
  });

  it('sends a German form to the German result page it names', async () => {
    await start();
    const answer = await navigate({ ...VALID, locale: 'de', redirect: '/de/contact/sent' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${SITE_ORIGIN}/de/contact/sent`);
  });

  it('answers in English a form naming no language the site has', async () => {
    await start();
    const answer = await navigate({ ...VALID, locale: 'fr', name: '' });
    expect(answer.html).toContain('<html lang="en">');
    expect(answer.html).toContain('<li class="error">Name is required</li>');
  });

  it("answers the site's fetch() with JSON even when a redirect field is sent", async () => {
    await start();
    const answer = await post({ ...VALID, redirect: '/contact/sent' }, { origin: SITE_ORIGIN });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
  });

  it("keeps answering the site's fetch() with JSON, and its rules (subject optional) unchanged", async () => {
    await start();
    const answer = await post({ ...VALID, subject: '' }, { accept: 'application/json', origin: SITE_ORIGIN });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body.success).toBe(true);
  });
});
