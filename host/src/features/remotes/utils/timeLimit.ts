export class RemoteTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/** Settles like `work` or rejects after `ms`; a late answer or failure is caught and ignored. */
export function withTimeLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(what, ms)), ms);
  });
  work.catch(() => {
    // In time it is reported through the race; late, ignored.
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
