// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SUBJECT,
  SEND_TIMEOUT_MS,
  SendTimeoutError,
  buildSubmission,
  sendContactMessage,
  serverMessage,
  type FetchLike,
} from './formClient';

const VALUES = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Line one\nLine two' };
const CONFIG = { endpoint: 'https://forms.test/submit', accessKey: 'key-123' };

function answer(body: string, status = 200) {
  return vi.fn<FetchLike>(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
}

function quietConsole() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

afterEach(() => {
  vi.useRealTimers();
});

describe('buildSubmission', () => {
  it('holds the access key, the trimmed fields and an empty spam trap', () => {
    const body = buildSubmission(
      { name: '  Ada ', email: ' ada@example.com\n', subject: ' Hi ', message: '\n Hello \n' },
      'key-123',
    );
    expect([...body.entries()]).toEqual([
      ['access_key', 'key-123'],
      ['name', 'Ada'],
      ['email', 'ada@example.com'],
      ['subject', 'Hi'],
      ['message', 'Hello'],
      ['botcheck', ''],
    ]);
  });

  it("defaults an empty subject to 'New Contact Form Submission'", () => {
    expect(DEFAULT_SUBJECT).toBe('New Contact Form Submission');
    expect(buildSubmission({ ...VALUES, subject: '' }, 'k').get('subject')).toBe('New Contact Form Submission');
    expect(buildSubmission({ ...VALUES, subject: '   ' }, 'k').get('subject')).toBe('New Contact Form Submission');
  });

  it('keeps Unicode, emoji, markup and long text exactly as typed', () => {
    const message = `<script>alert("x")</script> Grüße, 你好 👋🏽 ${'é'.repeat(10_000)}`;
    expect(buildSubmission({ ...VALUES, message }, 'k').get('message')).toBe(message);
  });
});

describe('serverMessage', () => {
  it('reads a non-blank string message only', () => {
    expect(serverMessage({ message: 'Invalid access key' })).toBe('Invalid access key');
    expect(serverMessage({ message: '   ' })).toBeUndefined();
    expect(serverMessage({ message: 42 })).toBeUndefined();
    expect(serverMessage({ success: false })).toBeUndefined();
    expect(serverMessage(null)).toBeUndefined();
    expect(serverMessage('message')).toBeUndefined();
  });
});

describe('sendContactMessage', () => {
  it('posts the multipart body to the endpoint and asks for JSON', async () => {
    const fetchImpl = answer('{"success":true}');
    await sendContactMessage(VALUES, CONFIG, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://forms.test/submit');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('message')).toBe('Line one\nLine two');
    expect((init.body as FormData).get('access_key')).toBe('key-123');
  });

  it('is sent on an ok JSON answer, whatever the body says', async () => {
    expect(await sendContactMessage(VALUES, CONFIG, answer('{"success":true,"message":"Email sent"}'))).toEqual({
      kind: 'sent',
      status: 'Message sent successfully!',
    });
    expect((await sendContactMessage(VALUES, CONFIG, answer('{}'))).kind).toBe('sent');
  });

  it("shows the server's message on a non-ok answer", async () => {
    expect(
      await sendContactMessage(VALUES, CONFIG, answer('{"success":false,"message":"Invalid access key"}', 400)),
    ).toEqual({
      kind: 'rejected',
      status: 'Invalid access key',
      httpStatus: 400,
    });
  });

  it("falls back to 'There was an error sending your message.' when the non-ok answer has no message", async () => {
    for (const body of ['{"success":false}', '{"message":""}', '{"message":{"text":"x"}}', 'null', '[]']) {
      const outcome = await sendContactMessage(VALUES, CONFIG, answer(body, 500));
      expect(outcome, body).toEqual({
        kind: 'rejected',
        status: 'There was an error sending your message.',
        httpStatus: 500,
      });
    }
  });

  it('treats a body that is not JSON as a failure and logs it', async () => {
    const log = quietConsole();
    for (const [body, status] of [
      ['<html>Bad gateway</html>', 502],
      ['OK', 200],
      ['', 200],
    ] as const) {
      const outcome = await sendContactMessage(VALUES, CONFIG, answer(body, status));
      expect(outcome.kind, body).toBe('failed');
      expect(outcome.status).toBe('An error occurred. Please try again.');
    }
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('treats a network error as a failure and logs it', async () => {
    const log = quietConsole();
    const networkError = new TypeError('Failed to fetch');
    const outcome = await sendContactMessage(VALUES, CONFIG, vi.fn<FetchLike>().mockRejectedValue(networkError));
    expect(outcome).toEqual({ kind: 'failed', status: 'An error occurred. Please try again.', cause: networkError });
    expect(log).toHaveBeenCalledWith(expect.any(String), networkError);
  });

  it('aborts a send with no answer after 15 s and treats it as a network failure', async () => {
    vi.useFakeTimers();
    const log = quietConsole();
    let signal: AbortSignal | undefined;
    const hanging = vi.fn<FetchLike>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(signal?.reason));
        }),
    );
    const pending = sendContactMessage(VALUES, CONFIG, hanging);
    let settled = false;
    void pending.then(() => (settled = true));

    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    expect(signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const outcome = await pending;
    expect(SEND_TIMEOUT_MS).toBe(15_000);
    expect(signal?.aborted).toBe(true);
    expect(outcome.kind).toBe('failed');
    expect(outcome.status).toBe('An error occurred. Please try again.');
    expect(outcome.kind === 'failed' && outcome.cause).toBeInstanceOf(SendTimeoutError);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('also times out a body that never finishes arriving', async () => {
    vi.useFakeTimers();
    quietConsole();
    const stalled = vi.fn<FetchLike>(async (_url, init) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"succ'));
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200 });
    });
    const pending = sendContactMessage(VALUES, { ...CONFIG, timeoutMs: 1_000 }, stalled);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await pending).kind).toBe('failed');
  });

  it('leaves no timer behind once answered', async () => {
    vi.useFakeTimers();
    await sendContactMessage(VALUES, CONFIG, answer('{}'));
    expect(vi.getTimerCount()).toBe(0);
  });
});
