// The look's finish, as geometry and computed style: one heading face, one section opening on every
// page, the header marking the section a page belongs to, the 404 page like the others, Home's
// latest posts, code that shows it scrolls, the menu's backdrop below the bar, /projects on paper.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as hostWords from '../host/src/lib/messages/messages/en.js';
import { expect, test } from './support/fixtures';
import { requireSystemTool } from './support/systemTool';

const POST = '/writing/composing-pages-on-the-server';
const CASE_STUDY = '/projects/foodie-express';

test.describe('one heading face', () => {
  for (const path of [POST, CASE_STUDY]) {
    test(`${path}: the body's headings use the face of the page's other headings`, async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-web-font'));
      const faces = await page.evaluate(() => {
        const face = (element: Element) => getComputedStyle(element).fontFamily;
        return {
          body: [...document.querySelectorAll('.prose :is(h2, h3)')].map(face),
          page: face(document.querySelector('main h1')!),
        };
      });
      expect(faces.body.length, path).toBeGreaterThan(0);
      expect(faces.page).toMatch(/^"Space Grotesk Variable"/);
      expect(new Set([...faces.body, faces.page])).toEqual(new Set([faces.page]));
    });
  }
});

test.describe('one section opening', () => {
  const PATHS = ['/skills', '/education', '/projects', '/contact', '/writing'];
  for (const width of [390, 1024, 1440]) {
    test(`every section page's heading starts at one height, under its label, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const tops: Record<string, number> = {};
      for (const path of PATHS) {
        await page.goto(path);
        const heading = page.locator('main h1');
        const label = page.locator('main [data-section-label]').first();
        await expect(label, path).toBeVisible();
        const [headingBox, labelBox] = [await heading.boundingBox(), await label.boundingBox()];
        expect(labelBox!.y + labelBox!.height, path).toBeLessThan(headingBox!.y);
        tops[path] = Math.round(headingBox!.y);
      }
      // Projects keeps a tighter top below the small breakpoint: its stack needs the height.
      if (width < 640) delete tops['/projects'];
      expect(new Set(Object.values(tops)).size, JSON.stringify(tops)).toBe(1);
    });
  }

  test('the 404 page opens as the others do: the label pill, a 48 px heading', async ({ page }) => {
    const look = async (path: string) => {
      await page.goto(path);
      return page.evaluate(() => {
        const heading = getComputedStyle(document.querySelector('main h1')!);
        const label = document.querySelector('main [data-section-label]');
        return {
          heading: [heading.fontSize, heading.fontWeight].join(' '),
          labelLook: label?.className,
          labelText: label?.textContent,
        };
      });
    };
    const skills = await look('/skills');
    const missing = await look('/no-such-page');
    expect(missing.heading).toBe(skills.heading);
    expect(missing.heading).toMatch(/^48px /);
    expect(missing.labelText).toBe('404');
    expect(missing.labelLook).toBe(skills.labelLook);
  });
});

test.describe('the header marks the section a page belongs to', () => {
  for (const [path, entry] of [
    [CASE_STUDY, 'Projects'],
    ['/contact/sent', 'Contact'],
  ] as const) {
    test(`${path} marks ${entry}`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('navigation', { name: 'Main', exact: true });
      await expect(main.getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'true');
      await expect(main.locator('[aria-current]')).toHaveCount(1);
    });
  }
});

test.describe("Home's latest writing", () => {
  for (const width of [1024, 1440]) {
    test(`follows About closely, its three cards ending on one line, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const section = page.locator('section[aria-labelledby="latest-writing-heading"]');
      await section.scrollIntoViewIfNeeded();
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(3);
      const bottoms = await cards.evaluateAll((nodes) =>
        nodes.map((node) => Math.round(node.getBoundingClientRect().bottom)),
      );
      expect(new Set(bottoms).size, JSON.stringify(bottoms)).toBe(1);
      // From About's last line to the heading: no more than the gap between two sections elsewhere.
      const gap = await page.evaluate(() => {
        const about = document.querySelector('#about-title')!.closest('section')!;
        const last = [...about.querySelectorAll('a, p, blockquote, img')].at(-1)!;
        return (
          document.getElementById('latest-writing-heading')!.getBoundingClientRect().top -
          last.getBoundingClientRect().bottom
        );
      });
      expect(gap).toBeLessThanOrEqual(112);
    });
  }
});

test.describe("a post's code blocks", () => {
  for (const width of [390, 768]) {
    test(`a block with long lines scrolls, is reached by keyboard, is named and shows more is there, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(POST);
      const blocks = page.locator('.prose pre.code');
      const long = blocks.first();
      const look = await long.evaluate((block) => ({
        scrolls: block.scrollWidth > block.clientWidth,
        overflow: getComputedStyle(block).overflowX,
        tabindex: block.getAttribute('tabindex'),
        // One fixed light at each edge: it shows while more code waits beyond that edge.
        edges: getComputedStyle(block).backgroundAttachment,
      }));
      expect(look.scrolls).toBe(true);
      expect(look.overflow).toBe('auto');
      expect(look.tabindex).toBe('0');
      expect(look.edges).toContain('scroll');
      expect(look.edges).toContain('local');
      await expect(long).toHaveAccessibleName(/^Code/);
      // The keyboard scrolls it.
      await long.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => long.evaluate((block) => block.scrollLeft)).toBeGreaterThan(0);
    });
  }
});

test.describe('the mobile menu', () => {
  for (const width of [390, 700]) {
    test(`its backdrop starts below the header's bar, clear of its rounded corners, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();
      const { backdropTop, barBottom } = await page.evaluate(() => ({
        backdropTop: Number.parseFloat(getComputedStyle(document.getElementById('mobile-menu')!, '::backdrop').top),
        barBottom: document.querySelector('header > div')!.getBoundingClientRect().bottom,
      }));
      expect(backdropTop).toBeGreaterThanOrEqual(barBottom);
      expect(backdropTop - barBottom).toBeLessThan(4);
    });
  }
});

test('/projects printed on A4 ends with a sheet that holds more than the colophon', async ({ page }) => {
  requireSystemTool('pdftotext', 'poppler-utils');
  await page.goto('/projects');
  await expect(page.locator('[data-stack-card]')).toHaveCount(6);
  const file = join(mkdtempSync(join(tmpdir(), 'print-')), 'projects.pdf');
  // A browser's print dialog keeps a margin: 10 mm.
  await page.pdf({ path: file, format: 'A4', margin: { top: '10mm', right: '10mm', bottom: '10mm', left: '10mm' } });
  const sheets = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((sheet) => sheet.trim());
  const last = sheets.at(-1)!;
  expect(last).toContain(hostWords.footer_emoji_credit({}));
  expect(last).toContain('Browse all repositories');
});
