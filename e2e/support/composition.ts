// What the composition specs share: the sections that come from a server include, and how to tell
// that the browser hydrated the section it was sent rather than replacing it.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const SECTIONS = [
  { remote: 'skills', path: '/skills', text: 'Frontend Development' },
  { remote: 'projects', path: '/projects', text: 'Things I designed and built end to end' },
  { remote: 'contact', path: '/contact', text: 'Get in Touch' },
] as const;

/** Keeps, from the first parse of the page, the section element that came in the HTML. */
export async function rememberServerSection(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { __serverSection: Element | null }).__serverSection =
          document.querySelector('#root [data-mf-remote]');
    });
  });
}

/** Console lines that report a hydration problem (React's, or ours at error level). */
export function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|didn't match|#418|#419|#423|#425/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

export async function expectHydratedInPlace(page: Page, remote: string) {
  const section = page.locator(`#root [data-mf-remote="${remote}"]`);
  await expect(section).toBeVisible();
  // Interactive (hydrated), and the element from the HTML is the one on screen.
  await expect
    .poll(() =>
      page.evaluate((name) => {
        const now = document.querySelector(`#root [data-mf-remote="${name}"]`);
        const kept = (window as unknown as { __serverSection: Element | null }).__serverSection;
        const fiber = now && Object.keys(now).some((key) => key.startsWith('__reactFiber'));
        return { same: kept !== null && kept === now, hydrated: Boolean(fiber) };
      }, remote),
    )
    .toEqual({ same: true, hydrated: true });
}
