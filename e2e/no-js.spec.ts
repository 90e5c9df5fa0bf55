// What works with JavaScript off (and so before hydration): the mobile menu, which is a
// platform popover, and the contact form, a real <form> the browser checks (required, the
// spec's email rule) and posts to the form service, which sends the visitor back to the
// site's result page (or answers what the browser cannot check with a page of its own). Then, with JavaScript on, that the contact page keeps its position-
// independent ids and sends through JS as before.
import { test as base, type Browser, type Locator, type Page } from '@playwright/test';
import { readOutbox } from '../remote-contact/server/formService.mjs';
import { expectNoAxeViolations } from './support/axe';
import { reachForContactForm } from './support/contactForm';
import { expect, REMOTE_PORTS, test } from './support/fixtures';

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
async function formIsHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const form = document.querySelector('form[aria-label="Contact form"]');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

/** Counts the posts to the form service from now on. */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/submit')) posts += 1;
  });
  return () => posts;
}

async function fillForm(form: Locator, values: { name: string; email: string; subject: string; message: string }) {
  await form.getByLabel('Name', { exact: true }).fill(values.name);
  await form.getByLabel('Email', { exact: true }).fill(values.email);
  await form.getByLabel('Subject', { exact: true }).fill(values.subject);
  await form.getByLabel('Message', { exact: true }).fill(values.message);
}

/** The site's own result page, in its header and theme: where the form service sends the browser back. */
async function expectResultPage(page: Page) {
  await expect(page).toHaveURL('/contact/sent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent successfully!');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/**
 * Send on an empty form, then with the email `a@b`: the browser's own checks refuse both (the
 * first invalid field is focused and says why), nothing reaches the form service, the page stays.
 */
async function expectNothingPosted(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  const posts = countPosts(page);
  const send = form.getByRole('button', { name: 'Send Message' });
  await send.click();
  const name = form.getByLabel('Name', { exact: true });
  await expect(name).toBeFocused();
  expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

  await fillForm(form, { name: 'Ada', email: 'a@b', subject: 'Hi', message: 'Hello.' });
  await send.click();
  const email = form.getByLabel('Email', { exact: true });
  await expect(email).toBeFocused();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);

  // A moment for a post that should not happen to show up.
  await page.waitForTimeout(300);
  expect(posts()).toBe(0);
  await expect(page).toHaveURL('/contact');
  await expect(email).toHaveValue('a@b');
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

  base("a valid message is posted once and the visitor lands on the site's result page", async ({ page }) => {
    const csp = watchCsp(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    for (const placeholder of ['Your Name', 'Your Email', 'Subject', 'Your Message'])
      await expect(form.getByPlaceholder(placeholder)).toBeVisible();

    const subject = unique('no-js');
    const posts = countPosts(page);
    await fillForm(form, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject,
      message: 'Sent\nwithout JavaScript.',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expectResultPage(page);
    expect(posts()).toBe(1);
    const records = (await readOutbox(await outboxPath(page))).filter((record) => record.subject === subject);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Sent\nwithout JavaScript.',
    });
    expect(records[0]?.extra).toBeUndefined();

    await page.getByRole('link', { name: 'Back to the site' }).click();
    await expect(page).toHaveURL('/');
    expect(csp).toEqual([]);
  });

  base('an empty form or an email the spec calls invalid is not posted: the browser says why', async ({ page }) => {
    await page.goto('/contact');
    await expectNothingPosted(page);
  });

  base(
    "what the browser cannot check (a message of spaces) gets the spec's messages and a way back",
    async ({ page, browser }) => {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Contact form' });
      await fillForm(form, { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: '   ' });
      const answer = page.waitForResponse((response) => response.url().endsWith('/submit'));
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please fill in all required fields correctly.');
      await expect(page.getByRole('listitem')).toHaveText(['Message is required']);
      await expectAccessibleAnswer(browser, await (await answer).text(), 'stand-in invalid page');
      // The browser's Back keeps what was typed.
      await page.goBack();
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada');
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ada@example.com');
      await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Hi');
    },
  );
});

test.describe("with JavaScript on, before the contact form's code has arrived", () => {
  /** Holds every script of the contact remote until the test lets it go (its code is slow to arrive). */
  async function holdContactCode(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.port === String(REMOTE_PORTS.contact) && url.pathname.endsWith('.js'),
      async (route) => {
        await released;
        await route.continue().catch(() => {});
      },
    );
    return release;
  }

  test('an empty or invalid Send posts nothing and stays on /contact', async ({ page }) => {
    const release = await holdContactCode(page);
    await page.goto('/contact');
    expect(await formIsHydrated(page)).toBe(false);
    await expectNothingPosted(page);
    expect(await formIsHydrated(page)).toBe(false);
    release();
  });

  test('a valid Send posts once, natively, and lands on the result page', async ({ page }) => {
    const release = await holdContactCode(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const subject = unique('before-hydration');
    const posts = countPosts(page);
    await fillForm(form, { name: 'Alan Turing', email: 'alan@example.com', subject, message: 'Before the code.' });
    expect(await formIsHydrated(page)).toBe(false);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expectResultPage(page);
    release();
    expect(posts()).toBe(1);
    const records = (await readOutbox(await outboxPath(page))).filter((record) => record.subject === subject);
    expect(records).toHaveLength(1);
  });

  test('the first empty Send says why in the status line before the code has arrived, and the hydrated form keeps saying it', async ({
    page,
  }) => {
    const release = await holdContactCode(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const saysWhy = form.getByRole('status').getByText('Please fill in all required fields correctly.');
    await expect(saysWhy).toBeHidden();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(saysWhy).toBeVisible();
    expect(await formIsHydrated(page)).toBe(false);
    release();
    await reachForContactForm(page);
    await expect(form).toHaveAttribute('novalidate');
    // Adopted: the same status, once (the server HTML's copy is gone), now with the spec's messages under each field.
    await expect(form.getByRole('status')).toHaveText('Please fill in all required fields correctly.');
    await expect(form.getByText('Name is required')).toBeVisible();
  });

  test('once hydrated, the page checks instead of the browser (noValidate) and sends through fetch', async ({
    page,
  }) => {
    const release = await holdContactCode(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form).not.toHaveAttribute('novalidate');
    release();
    await reachForContactForm(page);
    await expect(form).toHaveAttribute('novalidate');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText('Please fill in all required fields correctly.');
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('with JavaScript on', () => {
  test('the contact page uses ids derived from the section and field names', async ({ page }) => {
    await page.goto('/contact');
    await reachForContactForm(page);
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
    await reachForContactForm(page);
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
    // The header hydrates once the browser is idle after the visitor reaches for it (focus, as a
    // keyboard or screen-reader user does); until then the popover's own expanded state is what
    // assistive technology reads.
    await button.focus();
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
