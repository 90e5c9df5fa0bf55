import type { RemoteName } from '@portfolio/shared/federation/contract';
import type { PrefetchPriority } from '../utils/prefetchDecision';
import { releaseBaseOf, sectionMarkupOf, sectionMarkupUrl } from '../utils/sectionMarkup';

/** Each warmed remote's pre-rendered section, by the release it came from. */
const markups = new Map<RemoteName, { base: string; markup: string }>();

/**
 * Fetches the section's pre-rendered HTML from the release of `entryUrl` (the fragment file the
 * servers include), with the warm-up of its code. Optional: a failure leaves nothing, and a
 * navigation then renders the section with React as before.
 */
export async function fetchSectionMarkup(
  remote: RemoteName,
  entryUrl: string,
  priority: PrefetchPriority,
  signal: AbortSignal,
): Promise<void> {
  const base = releaseBaseOf(entryUrl);
  const response = await fetch(sectionMarkupUrl(entryUrl), {
    mode: 'cors',
    credentials: 'same-origin',
    priority,
    signal,
  });
  if (!response.ok) return;
  const markup = sectionMarkupOf(await response.text(), remote, base);
  if (markup) markups.set(remote, { base, markup });
}

/** The section's pre-rendered HTML if it came from the release whose code runs (`entryUrl`), or null. */
export function sectionMarkupFor(remote: RemoteName, entryUrl: string | undefined): string | null {
  const found = markups.get(remote);
  return found && entryUrl && releaseBaseOf(entryUrl) === found.base ? found.markup : null;
}
