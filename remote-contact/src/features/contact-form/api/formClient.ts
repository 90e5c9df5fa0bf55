/**
 * The contact form's client for the form-submission service (spec section 7):
 * builds the multipart body, posts it and turns whatever comes back into one outcome.
 * It never throws: every failure becomes an outcome with the status text to show (in `texts`' language).
 */
import { STATUS_TEXT, type StatusTexts } from '../utils/status';
import { trimValues, type ContactValues } from '../utils/validation';

export const DEFAULT_SUBJECT = 'New Contact Form Submission';

/** A send with no answer after this long is aborted and treated as a network failure. */
export const SEND_TIMEOUT_MS = 15_000;

export interface FormServiceConfig {
  /** The service's `submit` URL. */
  endpoint: string;
  /** The public access key the service files messages under. */
  accessKey: string;
  timeoutMs?: number;
}

export type SendOutcome =
  /** HTTP ok: the service has the message. */
  | { kind: 'sent'; status: string }
  /** The service answered with a non-ok status. */
  | { kind: 'rejected'; status: string; httpStatus: number }
  /** No usable answer: network error, timeout or a body that is not JSON. */
  | { kind: 'failed'; status: string; cause: unknown };

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * The multipart body: access_key, the four trimmed fields (subject defaulting when
 * empty) and the service's `botcheck` spam trap, which a person never fills.
 */
export function buildSubmission(values: ContactValues, accessKey: string): FormData {
  const trimmed = trimValues(values);
  const body = new FormData();
  body.append('access_key', accessKey);
  body.append('name', trimmed.name);
  body.append('email', trimmed.email);
  body.append('subject', trimmed.subject || DEFAULT_SUBJECT);
  body.append('message', trimmed.message);
  body.append('botcheck', '');
  return body;
}

/** The `message` of an error body, when it has a non-blank one. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}

export class SendTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`No answer from the form service within ${timeoutMs} ms`);
    this.name = 'SendTimeoutError';
  }
}

export async function sendContactMessage(
  values: ContactValues,
  config: FormServiceConfig,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
  texts: StatusTexts = STATUS_TEXT,
): Promise<SendOutcome> {
  const timeoutMs = config.timeoutMs ?? SEND_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new SendTimeoutError(timeoutMs)), timeoutMs);
  try {
    const response = await fetchImpl(config.endpoint, {
      method: 'POST',
      body: buildSubmission(values, config.accessKey),
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    // Read as JSON whatever the status: a body that is not JSON is a parse failure.
    const body: unknown = await response.json();
    if (response.ok) return { kind: 'sent', status: texts.sent };
    return { kind: 'rejected', status: serverMessage(body) ?? texts.rejected, httpStatus: response.status };
  } catch (error) {
    const cause = controller.signal.aborted ? controller.signal.reason : error;
    console.error('Contact form: the message could not be sent.', cause);
    return { kind: 'failed', status: texts.failed, cause };
  } finally {
    clearTimeout(timer);
  }
}
