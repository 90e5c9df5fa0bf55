import type { Page, Request } from '@playwright/test';
import { readOutbox, type OutboxRecord } from '../remote-contact/server/formService.mjs';
import { AXE_THEMES, AXE_VIEWPORTS, expectNoAxeViolations } from './support/axe';
import { reachForContactForm } from './support/contactForm';
import { expect, test, useTheme } from './support/fixtures';

// The built site posts to the local form-service stand-in Playwright starts on 4180
// (playwright.config.ts); it reports which outbox file it writes.
const STAND_IN = 'http://127.0.0.1:4180';
const SUBMIT_URL = 'http://localhost:4180/submit';
const SITE_ORIGIN = 'http://localhost:4173';

async function outboxPath(page: Page): Promise<string> {
  const health = await page.request.get(`${STAND_IN}/health`);
  expect(health.ok()).toBe(true);
  return ((await health.json()) as { outbox: string }).outbox;
}

async function recordsWithSubject(path: string, subject: string): Promise<OutboxRecord[]> {
  return (await readOutbox(path)).filter((record) => record.subject === subject);
}

function uniqueSubject(label: string) {
  return `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

const fields = (page: Page) => ({
  name: page.getByLabel('Name', { exact: true }),
  email: page.getByLabel('Email', { exact: true }),
  subject: page.getByLabel('Subject', { exact: true }),
  message: page.getByLabel('Message', { exact: true }),
});
const statusLine = (page: Page) => page.getByRole('form', { name: 'Contact form' }).getByRole('status');
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });

async function fillForm(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  const field = fields(page);
  await field.name.fill(values.name);
  await field.email.fill(values.email);
  await field.subject.fill(values.subject);
  await field.message.fill(values.message);
}

function countSubmits(page: Page) {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === SUBMIT_URL) posts.push(request);
  });
  return posts;
}

async function openContact(page: Page) {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(sendButton(page)).toBeVisible();
  // These tests are about the JavaScript form (a Send before it hydrates posts the real form to the
  // service, see no-js.spec.ts).
  await reachForContactForm(page);
}

test.describe('contact page', () => {
  test('shows the heading, intro, owner details and the four-field form', async ({ page }) => {
    await openContact(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByText('Have a question or want to work together? Drop us a message!')).toBeVisible();
    const email = page.getByRole('link', { name: /@/ });
    await expect(email).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(page.getByText('Location', { exact: true })).toBeVisible();
    const field = fields(page);
    await expect(field.name).toHaveAttribute('placeholder', 'Your Name');
    await expect(field.email).toHaveAttribute('placeholder', 'Your Email');
    await expect(field.subject).toHaveAttribute('placeholder', 'Subject');
    await expect(field.message).toHaveAttribute('placeholder', 'Your Message');
  });

  test('draws its columns in place: nothing on the page animates when it loads, motion allowed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    // An entrance slide kept a phone without a GPU compositing every frame under the first taps and
    // typing (docs/decisions/0013, option 31). A finished animation that still fills is listed too.
    const animated = await page.evaluate(() =>
      document
        .getAnimations()
        .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
        .filter((target) => target instanceof Element && target.closest('main'))
        .map((target) => (target as Element).className),
    );
    expect(animated).toEqual([]);
  });

  test('a typed message arrives in the outbox with every field intact', async ({ page }) => {
    const path = await outboxPath(page);
    const subject = uniqueSubject('Intact 🧪 <b>subject</b>');
    const values = {
      name: 'Zoë Ångström-Łukasiewicz 👩🏽‍💻',
      email: 'zoe.angstrom+portfolio@example.co.uk',
      subject,
      message: `Hello! 你好, مرحبا, नमस्ते 👋🏽\n<script>window.__pwned = true</script>\n\n"Quotes", \\backslashes\\ & ampersands.\n${'Long text ✓ '.repeat(900)}end`,
    };
    expect(values.message.length).toBeGreaterThan(10_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await openContact(page);
    await fillForm(page, values);
    await sendButton(page).click();

    await expect(statusLine(page)).toHaveText('Message sent successfully!');
    await expect(statusLine(page)).toHaveClass(/text-success/);
    for (const field of Object.values(fields(page))) await expect(field).toHaveValue('');

    await expect.poll(async () => (await recordsWithSubject(path, subject)).length).toBe(1);
    const [record] = await recordsWithSubject(path, subject);
    expect({ name: record!.name, email: record!.email, subject: record!.subject, message: record!.message }).toEqual(
      values,
    );
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('a message sent with the keyboard alone arrives too', async ({ page }) => {
    const path = await outboxPath(page);
    const subject = uniqueSubject('Keyboard');
    await openContact(page);
    await fields(page).name.focus();
    await page.keyboard.type('Kim Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type(subject);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed line one');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Typed line two');
    await page.keyboard.press('Tab');
    await expect(sendButton(page)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(statusLine(page)).toHaveText('Message sent successfully!');
    await expect
      .poll(async () => (await recordsWithSubject(path, subject)).map((record) => record.message))
      .toEqual(['Typed line one\nTyped line two']);
  });

  test('shows every validation error together, focuses the first and sends nothing', async ({ page }) => {
    const posts = countSubmits(page);
    await openContact(page);
    await fields(page).email.fill('not-an-email');
    await sendButton(page).click();

    await expect(statusLine(page)).toHaveText('Please fill in all required fields correctly.');
    await expect(statusLine(page)).toHaveClass(/text-danger/);
    const field = fields(page);
    await expect(field.name).toBeFocused();
    await expect(field.name).toHaveAttribute('aria-invalid', 'true');
    await expect(field.name).toHaveAccessibleDescription('Name is required');
    await expect(field.email).toHaveAccessibleDescription('Email is invalid');
    await expect(field.subject).toHaveAccessibleDescription('Subject is required');
    await expect(field.message).toHaveAccessibleDescription('Message is required');
    await expect(field.email).toHaveValue('not-an-email');
    expect(posts).toHaveLength(0);
  });

  const FAILURES = [
    {
      label: 'the stand-in is stopped (connection refused)',
      answer: (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.abort('connectionrefused'),
      status: 'An error occurred. Please try again.',
    },
    {
      label: 'the stand-in answers 400 with a message',
      answer: (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
        route.fulfill({
          status: 400,
          headers: { 'Access-Control-Allow-Origin': SITE_ORIGIN },
          json: { success: false, message: 'Required fields are empty: message.' },
        }),
      status: 'Required fields are empty: message.',
    },
    {
      label: 'the stand-in answers 500 without a message',
      answer: (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
        route.fulfill({
          status: 500,
          headers: { 'Access-Control-Allow-Origin': SITE_ORIGIN },
          json: { success: false },
        }),
      status: 'There was an error sending your message.',
    },
    {
      label: 'the stand-in answers 500 with a page that is not JSON',
      answer: (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
        route.fulfill({
          status: 500,
          headers: { 'Access-Control-Allow-Origin': SITE_ORIGIN },
          contentType: 'text/html',
          body: '<h1>Oops</h1>',
        }),
      status: 'An error occurred. Please try again.',
    },
  ];

  for (const failure of FAILURES) {
    test(`keeps the typed text when ${failure.label}`, async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.route(SUBMIT_URL, failure.answer);
      const values = {
        name: 'Failing Fay',
        email: 'fay@example.com',
        subject: uniqueSubject('Failure'),
        message: 'Please keep me.\nAll of me 🙏',
      };
      await openContact(page);
      await fillForm(page, values);
      await sendButton(page).click();

      await expect(statusLine(page)).toHaveText(failure.status);
      await expect(statusLine(page)).toHaveClass(/text-danger/);
      const field = fields(page);
      await expect(field.name).toHaveValue(values.name);
      await expect(field.email).toHaveValue(values.email);
      await expect(field.subject).toHaveValue(values.subject);
      await expect(field.message).toHaveValue(values.message);
      if (failure.status === 'An error occurred. Please try again.') {
        expect(consoleErrors.some((text) => text.includes('could not be sent'))).toBe(true);
      }

      // Once the service is back, the same text goes through.
      await page.unroute(SUBMIT_URL);
      const path = await outboxPath(page);
      await sendButton(page).click();
      await expect(statusLine(page)).toHaveText('Message sent successfully!');
      await expect
        .poll(async () => (await recordsWithSubject(path, values.subject)).map((record) => record.message))
        .toEqual([values.message]);
    });
  }

  test('a double click, another click and Enter while sending send the message once', async ({ page }) => {
    const path = await outboxPath(page);
    const posts = countSubmits(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SUBMIT_URL, async (route) => {
      await held;
      await route.continue();
    });
    const subject = uniqueSubject('Once');
    await openContact(page);
    await fillForm(page, { name: 'Double Dee', email: 'dee@example.com', subject, message: 'Only once, please.' });

    await sendButton(page).dblclick();
    await expect(statusLine(page)).toHaveText('Sending your message…');
    await expect(sendButton(page)).toBeEnabled();
    await sendButton(page).click();
    await fields(page).subject.press('Enter');
    expect(posts).toHaveLength(1);

    release();
    await expect(statusLine(page)).toHaveText('Message sent successfully!');
    expect(posts).toHaveLength(1);
    await expect.poll(async () => (await recordsWithSubject(path, subject)).length).toBe(1);
  });
});

for (const viewport of AXE_VIEWPORTS) {
  for (const theme of AXE_THEMES) {
    test(`contact page has no axe violations (${viewport.name}, ${theme}) before, with errors and after a send`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useTheme(page, theme);
      await openContact(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolations(page, `/contact ${viewport.name} ${theme}`);

      await sendButton(page).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expectNoAxeViolations(page, `/contact errors shown ${viewport.name} ${theme}`);

      await page.route(SUBMIT_URL, (route) => route.abort('connectionrefused'));
      await fillForm(page, {
        name: 'Axe',
        email: 'axe@example.com',
        subject: uniqueSubject('Axe'),
        message: 'Checking contrast.',
      });
      await sendButton(page).click();
      await expect(statusLine(page)).toHaveText('An error occurred. Please try again.');
      await expectNoAxeViolations(page, `/contact send failed ${viewport.name} ${theme}`);

      await page.unroute(SUBMIT_URL);
      await sendButton(page).click();
      await expect(statusLine(page)).toHaveText('Message sent successfully!');
      await expectNoAxeViolations(page, `/contact sent ${viewport.name} ${theme}`);
    });
  }
}
