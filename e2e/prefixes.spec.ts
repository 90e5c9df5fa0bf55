import { AXE_THEMES, AXE_VIEWPORTS, expectNoAxeViolations } from './support/axe';
import { expect, test, useTheme } from './support/fixtures';

// Pages under a path prefix a remote owns (apps.json `prefixes`): the host composes its prefix's
// shell with the page the remote pre-rendered for the path. Each is in the first HTML, reads with
// JavaScript off, hydrates in place, and an unknown slug is the site's 404 with status 404.

const PAGES = [
  { path: '/writing', remote: 'writing', h1: 'Writing', type: 'Blog' },
  {
    path: '/writing/composing-pages-on-the-server',
    remote: 'writing',
    h1: 'Composing pages from micro-frontends on the server',
    type: 'BlogPosting',
  },
  { path: '/writing/tags/accessibility', remote: 'writing', h1: 'Posts tagged #accessibility', type: null },
  { path: '/projects/foodie-express', remote: 'projects', h1: 'Foodie Express', type: 'CreativeWork' },
] as const;

for (const page of PAGES) {
  test(`${page.path} is composed in the first HTML with its own head`, async ({ request }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<div data-mf-remote="${page.remote}">`);
    expect(html).toContain(page.h1.replaceAll("'", '&#x27;'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="https://portfolio.example.com${page.path}" />`);
    if (page.type) expect(html).toContain(`"@type":"${page.type}"`);
    expect(html).toContain('property="og:image"');
    expect(html).not.toContain('<!--#');
  });
}

test("an unknown slug under a prefix is the site's 404 page, with status 404", async ({ request }) => {
  for (const path of [
    '/writing/no-such-post',
    '/writing/page/99',
    '/writing/tags/no-such-tag',
    '/projects/no-such-project',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page not found');
  }
});

test("a post is the server's page, kept: neither the remote's code nor the app's loads until the visitor reaches for it", async ({
  page,
}) => {
  // The remote's scripts, wherever the page would load them from (its origin, or the host's release
  // path), and the shared React chunks the host's app is built on.
  const writingScripts: string[] = [];
  const reactScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    if (/:4177\/|\/_release\/writing\//.test(request.url())) writingScripts.push(request.url());
    if (/loadShare__react/.test(request.url())) reactScripts.push(request.url());
  });
  await page.goto('/writing/composing-pages-on-the-server');
  await expect(page.locator('html')).toHaveAttribute('data-boot', 'document');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Composing pages from micro-frontends on the server');
  await expect(page.getByTestId('section-skeleton')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'On this page' }).or(page.locator('nav[aria-labelledby="toc-heading"]')),
  ).toBeVisible();
  await expect(page.locator('.prose pre.code code.hljs').first()).toBeVisible();
  await expect(page.locator('.prose img').first()).toHaveAttribute('width', '480');
  await expect(page.locator('.footnotes')).toHaveCount(1);
  await expect(page).toHaveTitle('Composing pages from micro-frontends on the server · Alex Rivera');
  await page.waitForLoadState('networkidle');
  expect(writingScripts).toEqual([]);
  expect(reactScripts).toEqual([]);

  // A key press is the visitor reaching for the page: the app loads and hydrates, the post stays.
  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  expect(reactScripts.length).toBeGreaterThan(0);
  expect(writingScripts).toEqual([]);
  await expect(heading).toHaveText('Composing pages from micro-frontends on the server');
  await expect(page.getByTestId('section-skeleton')).toHaveCount(0);
});

test("a post's header works without the app: its links load their page, its menu opens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/writing/one-year-of-freelance-work');
  await expect(page.locator('html')).toHaveAttribute('data-boot', 'document');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'Skills' }).click();
  await expect(page).toHaveURL(/\/skills$/);
  await expect(page.getByRole('heading', { level: 1, name: /skills/i })).toBeVisible();
});

test('the pages read with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/writing');
  await expect(page.getByRole('heading', { level: 1, name: 'Writing' })).toBeVisible();
  await page.getByRole('link', { name: 'Composing pages from micro-frontends on the server' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Bounding the wait/ })).toBeVisible();
  await page.goto('/projects');
  await page.getByRole('link', { name: /Read the case study\s*: EventSphere/ }).click();
  await expect(page).toHaveURL(/\/projects\/eventsphere$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Previous project/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Next project/ }).click();
  await expect(page).toHaveURL(/\/projects\/inkwell-blog$/);
  await expect(page.getByRole('figure')).toHaveCount(2);
  await context.close();
});

test('the Atom feed lists the same posts as the list, each with an id, updated, link and title', async ({
  page,
  request,
}) => {
  const feed = await request.get('/writing/feed.xml');
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  await page.goto('/writing');
  const alternate = page.locator('link[rel="alternate"][type="application/atom+xml"]');
  await expect(alternate).toHaveAttribute('href', '/writing/feed.xml');
  const listed = await page.locator('main article h2').allTextContents();
  const entries = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror') || doc.documentElement.namespaceURI !== 'http://www.w3.org/2005/Atom')
      return null;
    return [...doc.querySelectorAll('entry')].map((entry) => ({
      id: entry.querySelector('id')?.textContent ?? '',
      updated: entry.querySelector('updated')?.textContent ?? '',
      link: entry.querySelector('link')?.getAttribute('href') ?? '',
      title: entry.querySelector('title')?.textContent ?? '',
    }));
  }, xml);
  expect(entries).not.toBeNull();
  expect(entries!.map((entry) => entry.title)).toEqual(listed.map((title) => title.replace(/Draft$/, '').trim()));
  for (const entry of entries!) {
    expect(entry.id).toMatch(/^https:\/\/portfolio\.example\.com\/writing\//);
    expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    expect(entry.link).toBe(entry.id);
  }
});

test('the writing is reached from the footer, and each stack card links to its case study', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Writing' }).click();
  await expect(page).toHaveURL(/\/writing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Writing' })).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: /Read the case study/ })).toHaveCount(6);
});

test('Home shows "Latest writing": the three newest posts, in the first HTML', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('>Latest writing</h2>');
  expect(html).toContain('<div data-mf-remote="writing">');
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest writing' });
  await expect(latest.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(latest.getByRole('heading', { level: 3 }).first()).toHaveText(
    'Composing pages from micro-frontends on the server',
  );
  await latest.getByRole('link', { name: 'All writing' }).click();
  await expect(page).toHaveURL(/\/writing$/);
});

test("a case study's stack shows the Skills page's icon beside each name; its captions sit clear of their images", async ({
  page,
}) => {
  await useTheme(page, 'dark');
  await page.goto('/projects/foodie-express');
  const chips = page.getByRole('list', { name: 'Stack' }).getByRole('listitem');
  await expect(chips).toHaveText(['React', 'Node.js', 'Express', 'MongoDB']);
  for (const chip of await chips.all()) {
    const icon = chip.locator('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('width', '16');
    await expect(icon).toHaveAttribute('height', '16');
    expect(await icon.boundingBox()).toMatchObject({ width: 16, height: 16 });
  }
  // Drawn in React's brand colour (#61dafb on the dark page): the shared icon's classes have CSS here.
  expect(
    await chips
      .first()
      .locator('svg')
      .evaluate((icon) => getComputedStyle(icon).fill),
  ).toBe('rgb(97, 218, 251)');

  const figures = page.getByRole('figure');
  await expect(figures).toHaveCount(2);
  for (const figure of await figures.all()) {
    const image = (await figure.locator('img').boundingBox())!;
    const caption = figure.locator('figcaption');
    const gap = (await caption.boundingBox())!.y - (image.y + image.height);
    expect(gap, 'space between an image and its caption').toBeGreaterThanOrEqual(8);
    expect(gap).toBeLessThanOrEqual(16);
    const [colour, muted] = await caption.evaluate((node) => [
      getComputedStyle(node).color,
      getComputedStyle(node).getPropertyValue('--pf-ink-muted').trim(),
    ]);
    expect(muted).toBe('#b4b0c4');
    expect(colour).toBe('rgb(180, 176, 196)');
  }

  // A technology the Skills page does not show: its name alone.
  await page.goto('/projects/cse-carnival');
  const django = page.getByRole('list', { name: 'Stack' }).getByRole('listitem').filter({ hasText: 'Django' });
  await expect(django).toHaveText('Django');
  await expect(django.locator('svg')).toHaveCount(0);
});

test('the header keeps its five entries on a writing page', async ({ page }) => {
  await page.goto('/writing');
  await expect(page.getByRole('banner').getByRole('navigation').first().getByRole('link')).toHaveCount(5);
});

for (const viewport of AXE_VIEWPORTS) {
  for (const theme of AXE_THEMES) {
    test.describe(`axe on the prefixes' pages (${viewport.name}, ${theme})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      for (const { path } of [...PAGES, { path: '/writing/no-such-post' }]) {
        test(`${path} has no axe violations`, async ({ page }) => {
          await useTheme(page, theme);
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          // A composed page is a document (no app until the visitor reaches for it); the 404 page hydrates.
          await expect(page.locator('html')).toHaveAttribute(
            path.includes('no-such') ? 'data-app-ready' : 'data-boot',
            path.includes('no-such') ? 'true' : 'document',
          );
          await expect(page.locator('h1')).toHaveCount(1);
          await expectNoAxeViolations(page, `${path} ${viewport.name} ${theme}`);
        });
      }
    });
  }
}
