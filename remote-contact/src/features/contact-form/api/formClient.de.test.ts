import { afterEach, describe, expect, it, vi } from 'vitest';
import * as de from '../../../lib/messages/messages/de.js';
import * as en from '../../../lib/messages/messages/en.js';
import { statusTexts } from '../utils/status';
import { sendContactMessage, type FetchLike } from './formClient';

const CATALOGS = { en, de };

const VALUES = { name: 'Ada', email: 'ada@example.com', subject: 'Hallo', message: 'Eine Frage.' };
const CONFIG = { endpoint: 'https://forms.example/submit', accessKey: 'key' };
const GERMAN = statusTexts(CATALOGS.de);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sendContactMessage in German', () => {
  it('says sent, and a refusal without a message, in the texts it is given', async () => {
    const ok = vi.fn<FetchLike>(async () => new Response('{"success":true}', { status: 200 }));
    expect(await sendContactMessage(VALUES, CONFIG, ok, GERMAN)).toEqual({
      kind: 'sent',
      status: 'Ihre Nachricht wurde erfolgreich gesendet!',
    });
    const refused = vi.fn<FetchLike>(async () => new Response('{"success":false}', { status: 500 }));
    expect((await sendContactMessage(VALUES, CONFIG, refused, GERMAN)).status).toBe(
      'Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten.',
    );
  });

  it('says a send with no answer in time failed, in German', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const never = vi.fn<FetchLike>(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const outcome = sendContactMessage(VALUES, { ...CONFIG, timeoutMs: 1_000 }, never, GERMAN);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toMatchObject({
      kind: 'failed',
      status: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    });
  });
});
