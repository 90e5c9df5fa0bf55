import type { Page } from '@playwright/test';

/**
 * Hydrates the contact form as a visitor does: it waits for the visitor (its island hydrates at
 * the first pointer, focus or key in it). Once the section's code is in (the section carries
 * React's fiber, so the form's island is listening), the pointer moves over the form; then this
 * waits until React has the form.
 */
export async function reachForContactForm(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const section = document.querySelector('[data-mf-remote="contact"]');
    return !!section && Object.keys(section).some((key) => key.startsWith('__reactFiber'));
  });
  await page.getByRole('form', { name: 'Contact form' }).hover();
  await page.waitForFunction(() => {
    const form = document.querySelector('form[aria-label="Contact form"]');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}
