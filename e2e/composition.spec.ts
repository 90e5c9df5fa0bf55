// Server-side composition: a remote route's first HTML response carries the remote's
// section (the server includes the current release's fragment), the browser hydrates that very
// HTML, and the page still works without JavaScript. Runs on `npm start` and on nginx; the
// include's faults and re-points on `npm start` are in composition-start.spec.ts, nginx's in
// deploy.spec.ts.
import type { Browser } from '@playwright/test';
import { expectHydratedInPlace, rememberServerSection, SECTIONS, watchHydrationErrors } from './support/composition';
import { expect, test } from './support/fixtures';

test.describe('server-side composition', () => {
  for (const section of SECTIONS) {
    test(`${section.path}: the section's text is in the first HTML response, composed and compressed`, async ({
      request,
    }) => {
      const response = await request.get(section.path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(section.text);
      expect(html).toContain(`<div data-mf-remote="${section.remote}">`);
      // The directives are gone: every include resolved, no block left visible.
      expect(html).not.toContain('<!--#');
      expect(html).not.toContain('/__mf_release__/');
      // The section's stylesheet is in the head, from the remote's release through the host's
      // origin (bounded there: a head stylesheet must never hang the page).
      expect(html).toMatch(new RegExp(`<meta name="mf-release-${section.remote}" content="http[^"]+/">`));
      const stylesheet = new RegExp(
        `<link rel="stylesheet" href="(/_release/${section.remote}/assets/[^"]+\\.css)">`,
      ).exec(html);
      expect(stylesheet).not.toBeNull();
      const css = await request.get(stylesheet![1]!);
      expect(css.status()).toBe(200);
      expect(css.headers()['content-type']).toContain('text/css');
      expect(await css.text()).toMatch(new RegExp(`\\[data-mf-remote="?${section.remote}"?\\]`));
      expect(response.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
      expect(response.headers()['cache-control']).toBe('no-cache');
    });

    test(`${section.path}: hydration keeps the server's section element, with no hydration error`, async ({ page }) => {
      const errors = watchHydrationErrors(page);
      await rememberServerSection(page);
      await page.goto(section.path);
      await expectHydratedInPlace(page, section.remote);
      await expect(page.getByTestId('section-skeleton')).toHaveCount(0);
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('the contact form hydrated from the server HTML validates with JavaScript', async ({ page }) => {
    await rememberServerSection(page);
    await page.goto('/contact');
    await expectHydratedInPlace(page, 'contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please fill in all required fields correctly.')).toBeVisible();
    await expect(page.getByText('Name is required')).toBeVisible();
  });

  test('HTML and code from different releases: the section renders again with the code, no error shown', async ({
    page,
    request,
  }) => {
    // The page's HTML names one release; remotes.json, read a moment later, another (a re-point
    // in between). Here the other release is the same build at another URL, so the mismatch is
    // the release base alone; the host must still not hydrate across it.
    const remotes = await (await request.get('/remotes.json')).json();
    const entry = new URL(remotes.projects as string);
    const elsewhere = `${entry.origin}/_attempt/0${entry.pathname}`;
    await page.route('**/remotes.json', async (route) =>
      route.fulfill({ json: { ...remotes, projects: elsewhere }, headers: { 'Cache-Control': 'no-cache' } }),
    );
    const errors = watchHydrationErrors(page);
    const info: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') info.push(message.text());
    });
    await rememberServerSection(page);
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect.poll(() => info.join('\n')).toContain('came from another release');
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __serverSection: Element | null }).__serverSection ===
          document.querySelector('#root [data-mf-remote="projects"]'),
      ),
    ).toBe(false);
    expect(errors).toEqual([]);
  });
});

async function jsOffPage(browser: Browser, path: string, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(new URL(path, baseURL).href);
  return { page, close: () => context.close() };
}

test.describe('without JavaScript', () => {
  test('each remote route shows its full content', async ({ browser, baseURL }) => {
    const skills = await jsOffPage(browser, '/skills', baseURL!);
    await expect(skills.page.getByRole('heading', { level: 2 })).toHaveText([
      'Frontend Development',
      'Backend Development',
      'Tools & Technologies',
    ]);
    await expect(skills.page.getByRole('list', { name: 'Technologies in the icon cloud' }).locator('li')).toHaveCount(
      30,
    );
    await skills.close();

    const projects = await jsOffPage(browser, '/projects', baseURL!);
    await expect(projects.page.locator('article[data-project]')).toHaveCount(6);
    await expect(projects.page.getByRole('link', { name: /^Code/ })).toHaveCount(6);
    await expect(projects.page.getByRole('link', { name: /^Live/ })).toHaveCount(6);
    await projects.close();

    const contact = await jsOffPage(browser, '/contact', baseURL!);
    await expect(contact.page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    for (const placeholder of ['Your Name', 'Your Email', 'Subject', 'Your Message'])
      await expect(contact.page.getByPlaceholder(placeholder)).toBeVisible();
    await expect(contact.page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await contact.close();
  });
});
