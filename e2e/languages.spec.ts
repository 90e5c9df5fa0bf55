import { owner, ownerTitleIn } from '../shared/src/owner';
import { AXE_THEMES, expectNoAxeViolations } from './support/axe';
import { expect, isOwnReactRoot, test, useTheme } from './support/fixtures';

// The German site at /de/…: composed in the first response, in German, accessible, and a switch between the two.
const GERMAN_PAGES = [
  { path: '/de', heading: null, title: 'Alex Rivera · Full-Stack-Entwickler' },
  { path: '/de/skills', heading: 'Skills', title: 'Skills · Alex Rivera' },
  { path: '/de/education', heading: 'Mein Bildungsweg', title: 'Ausbildung · Alex Rivera' },
  { path: '/de/projects', heading: 'Projekte', title: 'Projekte · Alex Rivera' },
  { path: '/de/contact', heading: 'Kontakt aufnehmen', title: 'Kontakt · Alex Rivera' },
  { path: '/de/resume', heading: 'Alex Rivera', title: 'Lebenslauf · Alex Rivera' },
  { path: '/de/projects/eventsphere', heading: 'EventSphere', title: 'EventSphere: Fallstudie · Alex Rivera' },
  { path: '/de/writing', heading: 'Artikel', title: 'Artikel · Alex Rivera' },
];

for (const { path, heading, title } of GERMAN_PAGES) {
  test(`${path} is German in the first response`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(`<title>${title}</title>`);
    if (heading) expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain('hreflang="en"');
  });
}

test('an unknown German address is the German 404 page with status 404', async ({ request }) => {
  const response = await request.get('/de/gibt-es-nicht');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain('Seite nicht gefunden');
});

test("robots.txt names each sitemap in every language, and each is served: the German writing's among them", async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const paths = [...robots.matchAll(/^Sitemap: https?:\/\/[^/]+(\/\S*)$/gm)].map((match) => match[1]!);
  expect(paths).toContain('/de/writing/sitemap.xml');
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('<urlset');
  }
});

test('a hop within German stays German', async ({ page }) => {
  await page.goto('/de/skills');
  await expect(page.locator('main h1')).toHaveText('Skills');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/de\/contact$/);
  await expect(page.locator('main h1')).toHaveText('Kontakt aufnehmen');
  await expect(page.getByLabel('Name')).toBeVisible();
});

test("a German page fetches the host pages' German words only where they are shown, and a hop draws and hydrates them in German", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const words = /\/assets\/(about|education|taglines)\.de-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (words) fetched.push(words[1]!);
  });
  await page.goto('/de/projects');
  // Warmed once idle: the host's own pages fetched as the server renders them, in German.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === '/de/education'),
      ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(fetched, "Home's and Education's words on /de/projects").toEqual([]);

  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Ausbildung' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Mein Bildungsweg' });
  await expect(heading).toBeFocused();
  // Drawn from its HTML, then hydrated as a root of its own: in German still.
  const island = page.locator('#main [data-island="education"]');
  await expect.poll(() => isOwnReactRoot(island)).toBe(true);
  await expect(page.locator('main h1')).toHaveText('Mein Bildungsweg');
  await expect(island).toContainText('3,89 von 4,00');

  await nav.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('heading', { name: 'Entwickler, Designer, Macher, Innovator' })).toBeVisible();
  // The hero hydrates once idle, with its German taglines; About is static: its words are never fetched.
  await expect.poll(() => [...new Set(fetched)].sort()).toEqual(['education', 'taglines']);
  await expect(page.locator('#main [data-island="hero"]')).toContainText('Full-Stack-Entwickler');
});

test('the language switch leads to the same page in the other language, by keyboard too', async ({ page }) => {
  await page.goto('/skills');
  const toGerman = page.locator('header a[hreflang="de"]');
  await expect(toGerman).toHaveAttribute('lang', 'de');
  await expect(toGerman).toHaveAccessibleName('Deutsch');
  await toGerman.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/skills$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const toEnglish = page.locator('header a[hreflang="en"]');
  await expect(toEnglish).toHaveAccessibleName('English');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/skills$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("after a hop the switch and the head's hreflang links name the page reached, not the first one", async ({
  page,
}) => {
  await page.goto('/skills');
  await expect(page.locator('header a[hreflang="de"]')).toHaveAttribute('href', '/de/skills');
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Education' }).click();
  await expect(page.locator('main h1')).toHaveText('Educational Journey');
  await expect(page.locator('header a[hreflang="de"]')).toHaveAttribute('href', '/de/education');
  await expect(page.locator('head link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/education$/);
  await page.locator('header a[hreflang="de"]').click();
  await expect(page).toHaveURL(/\/de\/education$/);
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page.locator('main h1')).toHaveText('Kontakt aufnehmen');
  await expect(page.locator('header a[hreflang="en"]')).toHaveAttribute('href', '/contact');
  await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /[^/]\/contact$/,
  );
});

test('German pages link the German web manifest, English pages the English one', async ({ request }) => {
  for (const path of ['/de', '/de/resume', '/de/projects/eventsphere', '/de/gibt-es-nicht']) {
    expect(await (await request.get(path)).text(), path).toContain(
      '<link rel="manifest" href="/de/site.webmanifest" />',
    );
  }
  expect(await (await request.get('/resume')).text()).toContain('<link rel="manifest" href="/site.webmanifest" />');
  const german = await request.get('/de/site.webmanifest');
  expect(german.status()).toBe(200);
  const manifest = (await german.json()) as { lang: string; start_url: string; description: string };
  expect(manifest).toMatchObject({ lang: 'de', start_url: '/de' });
  expect(manifest.description).toContain('Full-Stack-Entwickler');
  expect(((await (await request.get('/site.webmanifest')).json()) as { start_url: string }).start_url).toBe('/');
});

const jsonLdIn = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (found) => JSON.parse(found[1]!) as Record<string, unknown>,
  );
const metaIn = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

test("JSON-LD and the preview image in the page's language: Home in English and German, Skills and a case study in German", async ({
  request,
}) => {
  const english = await (await request.get('/')).text();
  expect(jsonLdIn(english)).toEqual([
    expect.objectContaining({
      '@type': 'ProfilePage',
      inLanguage: 'en',
      mainEntity: expect.objectContaining({ '@type': 'Person', name: owner.name, jobTitle: owner.title }),
    }),
  ]);
  expect(metaIn(english, 'og:image')).toMatch(/\/og-image\.png$/);

  const germanHome = await (await request.get('/de')).text();
  expect(jsonLdIn(germanHome)).toEqual([
    expect.objectContaining({
      '@type': 'ProfilePage',
      inLanguage: 'de',
      mainEntity: expect.objectContaining({ jobTitle: ownerTitleIn(owner, 'de') }),
    }),
  ]);

  const skills = await (await request.get('/de/skills')).text();
  expect(jsonLdIn(skills)).toEqual([
    expect.objectContaining({
      '@type': 'WebPage',
      name: GERMAN_PAGES.find((german) => german.path === '/de/skills')!.title,
      inLanguage: 'de',
      url: expect.stringMatching(/\/de\/skills$/),
      isPartOf: expect.objectContaining({ '@type': 'WebSite' }),
    }),
  ]);
  const image = metaIn(skills, 'og:image')!;
  expect(image).toMatch(/\/og-image-de\.png$/);
  expect(metaIn(skills, 'twitter:image')).toBe(image);
  expect(metaIn(skills, 'og:image:alt')).toBe(`${owner.name}, ${ownerTitleIn(owner, 'de')}`);
  const caseStudy = await (await request.get('/de/projects/eventsphere')).text();
  expect(jsonLdIn(caseStudy)).toEqual([
    expect.objectContaining({ inLanguage: 'de', isPartOf: expect.objectContaining({ '@type': 'WebSite' }) }),
  ]);
  const served = await request.get(new URL(image).pathname);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
});

test('the JSON-LD stays in a hydrated German page, as data the CSP lets be', async ({ page }) => {
  await page.goto('/de');
  const data = await page.locator('head script[type="application/ld+json"]').textContent();
  expect(JSON.parse(data ?? '')).toMatchObject({ '@type': 'ProfilePage', inLanguage: 'de' });
});

for (const theme of AXE_THEMES) {
  for (const { path } of GERMAN_PAGES) {
    test(`${path} has no axe violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByTestId('section-skeleton')).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} ${theme}`);
    });
  }
}
