/** Resolves once `url` answers 2xx; rejects after `timeoutMs` (servers started by scripts). */
export async function waitForUrl(url, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}
