// What works with JavaScript off (and so before hydration): the mobile menu, which is a
// platform popover, and the contact form, a real <form> the form-service stand-in answers
// with a page. Then, with JavaScript on, that the contact page keeps its position-
// independent ids and sends through JS as before.
import { test as base, type Browser, type Page } from '@playwright/test';
import { readOutbox } from '../remote-contact/server/formService.mjs';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const STAND_IN = 'http://127.0.0.1:4180';
const MOBILE = { width: 390, height: 844 };

async function outboxPath(page: Page): Promise<string> {
  const health = await page.request.get(`${STAND_IN}/health`);
  return ((await health.json()) as { outbox: string }).outbox;
}

function unique(label: string) {
  return `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

/** axe needs scripts: the stand-in's page, as it was answered, is checked in a context with JS on. */
async function expectAccessibleAnswer(browser: Browser, html: string, label: string) {
  // JS on here (axe runs in the page): a context made in a test inherits the describe's javaScriptEnabled: false.
  const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: true });
  const page = await context.newPage();
  await page.route(`${STAND_IN}/answer`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${STAND_IN}/answer`);
  await expectNoAxeViolations(page, label);
  await context.close();
}

/** The contact section has hydrated: React has attached its props to the form. */
async function waitForHydratedForm(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('form[aria-label="Contact form"]');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

/** The button's expanded state in Chromium's accessibility tree (what assistive tech is told). */
async function expandedState(page: Page, selector: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value;
}

/** Chromium reports blocked loads and posts in the console, with or without page scripts. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

base.describe('with JavaScript off, at 390 px', () => {
  base.use({ javaScriptEnabled: false, viewport: MOBILE });

  base('the hamburger opens the menu, Escape closes it, and an entry navigates', async ({ page }) => {
    const csp = watchCsp(page);
    await page.goto('/skills');
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Skills' })).toHaveAttribute('aria-current', 'page');
    // The platform exposes the popover's state on its button (no aria-expanded in the HTML).
    await expect(button).not.toHaveAttribute('aria-expanded');
    expect(await expandedState(page, 'button[popovertarget="mobile-menu"]')).toBe(true);
    // Just under the bar, inside the page's width.
    const bar = await button.locator('xpath=ancestor::div[contains(@class,"rounded-full")][1]').boundingBox();
    const panel = await page.locator('#mobile-menu').boundingBox();
    expect(panel!.y).toBeGreaterThan(bar!.y + bar!.height);
    expect(panel!.y - (bar!.y + bar!.height)).toBeLessThanOrEqual(12);
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(MOBILE.width);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    expect(await expandedState(page, 'button[popovertarget="mobile-menu"]')).toBe(false);

    await button.click();
    await menu.getByRole('link', { name: 'Education' }).click();
    await expect(page).toHaveURL('/education');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Educational Journey');
    await expect(menu).toBeHidden();
    expect(csp).toEqual([]);
  });

  base('the contact form posts to the stand-in and shows its success page', async ({ page, browser }) => {
    const csp = watchCsp(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    for (const placeholder of ['Your Name', 'Your Email', 'Subject', 'Your Message'])
      await expect(form.getByPlaceholder(placeholder)).toBeVisible();

    const subject = unique('no-js');
    await form.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await form.getByLabel('Subject', { exact: true }).fill(subject);
    await form.getByLabel('Message', { exact: true }).fill('Sent\nwithout JavaScript.');
    const answer = page.waitForResponse((response) => response.url().endsWith('/submit'));
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/:4180\/submit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent successfully!');
    await expectAccessibleAnswer(browser, await (await answer).text(), 'stand-in success page');
    const records = (await readOutbox(await outboxPath(page))).filter((record) => record.subject === subject);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Sent\nwithout JavaScript.',
    });

    await page.getByRole('link', { name: 'Back to the site' }).click();
    await expect(page).toHaveURL('/contact');
    expect(csp).toEqual([]);
  });

  base("invalid input gets the spec's messages and a way back", async ({ page, browser }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name', { exact: true }).fill('Ada');
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    const answer = page.waitForResponse((response) => response.url().endsWith('/submit'));
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please fill in all required fields correctly.');
    await expect(page.getByRole('listitem')).toHaveText([
      'Email is invalid',
      'Subject is required',
      'Message is required',
    ]);
    await expectAccessibleAnswer(browser, await (await answer).text(), 'stand-in invalid page');
    // The browser's Back keeps what was typed.
    await page.goBack();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('not-an-email');
  });
});

test.describe('with JavaScript on', () => {
  test('the contact page uses ids derived from the section and field names', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydratedForm(page);
    const form = page.getByRole('form', { name: 'Contact form' });
    for (const field of ['name', 'email', 'subject', 'message'])
      await expect(form.locator(`#contact-${field}`)).toHaveAttribute('name', field);
    await expect(page.locator('section[aria-labelledby="contact-heading"] h1#contact-heading')).toHaveText(
      'Get in Touch',
    );

    // An error is tied to its field by the same kind of id.
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.locator('#contact-name')).toHaveAttribute('aria-describedby', 'contact-name-error');
    await expect(form.locator('#contact-name-error')).toHaveText('Name is required');
    await expect(page).toHaveURL('/contact');
  });

  test('the form still sends through JS: no navigation, the status line, fields cleared', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydratedForm(page);
    const form = page.getByRole('form', { name: 'Contact form' });
    const subject = unique('js');
    await form.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await form.getByLabel('Email', { exact: true }).fill('grace@example.com');
    await form.getByLabel('Subject', { exact: true }).fill(subject);
    await form.getByLabel('Message', { exact: true }).fill('Through fetch.');
    const posted = page.waitForRequest((request) => request.url().endsWith('/submit'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).resourceType()).toBe('fetch');

    await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
    await expect(page).toHaveURL('/contact');
    await expect(form.getByLabel('Subject', { exact: true })).toHaveValue('');
    const records = (await readOutbox(await outboxPath(page))).filter((record) => record.subject === subject);
    expect(records).toHaveLength(1);
  });
});

test.describe('with JavaScript on, at 390 px', () => {
  test.use({ viewport: MOBILE });

  test('the popover menu keeps aria-expanded, focus and closing on choice', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    // Tapping outside closes it (the popover's light dismiss); the state follows.
    await page.mouse.click(200, 600);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
