// The résumé: the page made from the site's content, reachable from About and the
// contact details, working with JavaScript off; its PDF downloaded and read back with pdftotext.
import { execFileSync } from 'node:child_process';
import { test as base } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECTS } from '../shared/src/content/projects';
import owner from '../shared/src/owner.json' with { type: 'json' };
import { EDUCATION } from '../host/src/features/education/data/education';
import EDUCATION_IN_GERMAN from '../host/src/features/education/data/education.de';
import de from '../host/messages/de.json' with { type: 'json' };
import { expect, test } from './support/fixtures';
import { requireSystemTool } from './support/systemTool';

const ownerSlug = owner.name.toLowerCase().replaceAll(' ', '-');

test('the résumé page shows the owner, every project and every degree, and is in the sitemap', async ({ page }) => {
  const response = await page.goto('/resume');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`Résumé · ${owner.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /résumé/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.name);
  await expect(page.getByTestId('resume-project').getByRole('heading')).toHaveText(PROJECTS.map((p) => p.title));
  await expect(page.getByTestId('resume-education').getByRole('heading')).toHaveText(EDUCATION.map((e) => e.degree));
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/resume</loc>');
});

test('About and the contact details link to the résumé', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('about-resume-link').click();
  await expect(page).toHaveURL('/resume');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.name);

  await page.goto('/contact');
  await page
    .getByRole('list', { name: 'Contact details' })
    .getByRole('link', { name: /résumé/ })
    .click();
  await expect(page).toHaveURL('/resume');
});

// The résumé's page and the content it shows are a chunk of their own (host/src/app/lazyRoutes.ts).
test('the home page loads none of the résumé’s code; a client-side navigation fetches it and shows the page', async ({
  page,
  baseURL,
}) => {
  const hostOrigin = new URL(baseURL!).origin;
  const hostScripts: Promise<{ url: string; code: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).origin === hostOrigin)
      hostScripts.push(response.text().then((code) => ({ url: response.url(), code })));
  });
  const holdsResume = async () =>
    (await Promise.all(hostScripts)).filter(({ code }) => code.includes('resume-education')).map(({ url }) => url);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await holdsResume()).toEqual([]);

  // The router's own navigation (no link on the site does it: theirs are plain links to the page).
  await page.evaluate(() => {
    history.pushState(null, '', '/resume');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.name);
  await expect(page.getByTestId('resume-project')).toHaveCount(PROJECTS.length);
  expect(await holdsResume()).toHaveLength(1);
});

// The résumé is links only: a static island, whose code and words a first load never needs.
test('on /resume, the first load keeps the server’s page and fetches neither the résumé’s code nor its words', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  for (const path of ['/resume', '/de/resume']) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.evaluate((element) => ((element as unknown as { __fromServer: boolean }).__fromServer = true));
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await page.waitForLoadState('networkidle');
    expect(await heading.evaluate((element) => (element as unknown as { __fromServer?: boolean }).__fromServer)).toBe(
      true,
    );
    await expect(page.getByTestId('resume-project')).toHaveCount(PROJECTS.length);
  }
  expect(fetched.filter((path) => /\/assets\/(ResumeRoute|(about|education|projects|skills)\.de)-/.test(path))).toEqual(
    [],
  );
  expect(consoleErrors).toEqual([]);
});

test('a click on a PDF link downloads it and wakes nothing: the résumé’s code is still not fetched', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/resume');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF (A4)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-resume-a4\.pdf$/);
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => /\/assets\/ResumeRoute-/.test(path))).toEqual([]);
});

test('a client-side navigation to /resume whose chunk cannot be fetched loads the server’s page instead', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.route(/\/assets\/ResumeRoute-[^/]+\.js$/, (route) => route.abort());
  const chunkFailed = page.waitForEvent('requestfailed', (request) => /\/assets\/ResumeRoute-/.test(request.url()));
  await page.evaluate(() => {
    history.pushState(null, '', '/resume');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await chunkFailed;
  // The fixture fails the test on an uncaught error: the app is not taken down.
  await expect(page).toHaveURL('/resume');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.name);
  await expect(page.getByTestId('resume-project')).toHaveCount(PROJECTS.length);
});

test('the PDF downloads under the owner’s name and holds the owner, each degree and each project', async ({ page }) => {
  requireSystemTool('pdftotext', 'poppler-utils');
  await page.goto('/resume');
  const folder = await mkdtemp(join(tmpdir(), 'resume-pdf-'));
  try {
    for (const [label, paper] of [
      ['A4', 'a4'],
      ['US Letter', 'letter'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: `Download PDF (${label})` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${ownerSlug}-resume-${paper}.pdf`);
      const file = join(folder, download.suggestedFilename());
      await download.saveAs(file);
      // Lines wrap where the paper ends them: compare with the whitespace folded.
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text, paper).toContain(owner.name);
      for (const entry of EDUCATION) expect(text, paper).toContain(entry.degree);
      for (const project of PROJECTS) expect(text, paper).toContain(project.title);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test('/de/resume offers the German PDFs, and they hold the German résumé', async ({ page }) => {
  requireSystemTool('pdftotext', 'poppler-utils');
  requireSystemTool('pdfinfo', 'poppler-utils');
  await page.goto('/resume');
  for (const link of await page.getByRole('link', { name: /^Download PDF/ }).all()) {
    await expect(link).not.toHaveAttribute('hreflang');
  }
  await page.goto('/de/resume');
  const folder = await mkdtemp(join(tmpdir(), 'resume-pdf-de-'));
  try {
    for (const [label, paper] of [
      ['A4', 'a4'],
      ['US Letter', 'letter'],
    ] as const) {
      const link = page.getByRole('link', { name: `PDF-Download (${label})` });
      await expect(link).toHaveAttribute('hreflang', 'de');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`${ownerSlug}-resume-de-${paper}.pdf`);
      const file = join(folder, download.suggestedFilename());
      await download.saveAs(file);
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info, paper).toMatch(new RegExp(`^Title: +Lebenslauf · ${owner.name}$`, 'm'));
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text, paper).toContain(owner.name);
      // The section headings are set in capitals: compare without case.
      for (const heading of [de.resume_label, de.resume_profile, de.resume_projects, de.resume_education]) {
        expect(text.toLowerCase(), paper).toContain(heading.toLowerCase());
      }
      for (const entry of EDUCATION_IN_GERMAN.entries) expect(text, paper).toContain(entry.degree);
      for (const project of PROJECTS) expect(text, paper).toContain(project.title);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

// Playwright's own test: the suite's fixture waits for hydration, which never comes without JavaScript.
base.describe('with JavaScript off', () => {
  base.use({ javaScriptEnabled: false });
  base('the résumé is whole, and its PDF links are there', async ({ page }) => {
    await page.goto('/resume');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.name);
    await expect(page.getByTestId('resume-project')).toHaveCount(PROJECTS.length);
    await expect(page.getByRole('link', { name: 'Download PDF (A4)' })).toHaveAttribute(
      'download',
      `${ownerSlug}-resume-a4.pdf`,
    );
  });
});
