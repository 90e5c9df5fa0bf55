/** Raised when a remote section is not ready within its bound. */
export class RemoteTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/**
 * Settles like `work`, or rejects with RemoteTimeoutError after `ms`. Whatever `work` does
 * after that (a late answer or a late failure) is ignored: it is caught here, so a late
 * failure is never an unhandled rejection, and the caller's promise has already settled.
 */
export function withTimeLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(what, ms)), ms);
  });
  work.catch(() => {
    // Reported through the race below when in time; ignored when late.
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Calls `callback` once after `ms`; returns a cancel function. */
export function after(ms: number, callback: () => void): () => void {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
}

/**
 * A fetch that is aborted after `ms` (the browser stops waiting for a stalled response).
 * The timer also covers reading the body, which the caller does through `read`.
 */
export async function fetchWithTimeLimit<T>(
  fetchImpl: typeof fetch,
  url: string,
  ms: number,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RemoteTimeoutError(url, ms)), ms);
  try {
    return await withTimeLimit(fetchImpl(url, { signal: controller.signal }).then(read), ms, url);
  } finally {
    clearTimeout(timer);
  }
}
