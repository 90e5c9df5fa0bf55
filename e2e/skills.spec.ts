import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { Locator, Page, Worker } from '@playwright/test';
import { SKILL_GROUPS } from '../shared/src/content/skills';
import { AXE_THEMES, AXE_VIEWPORTS, expectNoAxeViolations } from './support/axe';
import { expect, REMOTE_PORTS, test, useTheme } from './support/fixtures';

/** The 30 technologies' titles, in the spec's slug order. */
const CLOUD_TITLES = [
  'TypeScript',
  'JavaScript',
  'Dart',
  'Java',
  'React',
  'Flutter',
  'Android',
  'HTML5',
  'CSS3',
  'Node.js',
  'Express',
  'Next.js',
  'Prisma',
  'Amazon Web Services',
  'PostgreSQL',
  'Firebase',
  'NGINX',
  'Vercel',
  'Testing Library',
  'Jest',
  'Cypress',
  'Docker',
  'Git',
  'Jira',
  'GitHub',
  'GitLab',
  'Visual Studio Code',
  'Android Studio',
  'SonarQube Server',
  'Figma',
];

function cloudCanvas(page: Page): Locator {
  return page.getByRole('img', { name: /turning cloud of 30 technology icons/ });
}

/**
 * Counts requestAnimationFrame calls in the page and in its workers (the cloud draws in
 * a worker where it can). Installed before any page script; returns a reader.
 */
async function trackFrameRequests(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __frameRequests: number };
    w.__frameRequests = 0;
    const request = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      w.__frameRequests += 1;
      return request(callback);
    };
  });
  const workers: Worker[] = [];
  page.on('worker', (worker) => {
    workers.push(worker);
    void worker
      .evaluate(() => {
        const scope = self as unknown as {
          __frameRequests: number;
          requestAnimationFrame: (callback: FrameRequestCallback) => number;
        };
        scope.__frameRequests = 0;
        const request = scope.requestAnimationFrame.bind(scope);
        scope.requestAnimationFrame = (callback) => {
          scope.__frameRequests += 1;
          return request(callback);
        };
      })
      .catch(() => {});
  });
  return async () => {
    let total = await page.evaluate(() => (window as unknown as { __frameRequests: number }).__frameRequests);
    for (const worker of workers) {
      total += await worker
        .evaluate(() => (self as unknown as { __frameRequests?: number }).__frameRequests ?? 0)
        .catch(() => 0);
    }
    return total;
  };
}

/** Makes the cloud draw on the main thread, as in a browser without OffscreenCanvas. */
async function withoutOffscreenCanvas(page: Page) {
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });
}

/** Hides the glow behind the cloud, leaving the icons on the flat page background. */
async function hideGlow(page: Page) {
  await page.evaluate(() => {
    for (const glow of document.querySelectorAll<HTMLElement>('[data-testid=icon-cloud] > [aria-hidden=true]'))
      glow.style.visibility = 'hidden';
  });
}

/**
 * Pixels of the cloud as shown on screen that differ clearly from the background, and
 * how many of those are light or dark greys.
 */
async function pixelStats(page: Page, canvas: Locator): Promise<{ painted: number; light: number; dark: number }> {
  const png = await canvas.screenshot();
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const surface = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = surface.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    // The corner is background: icons stay inside the sphere's circle.
    const [r0, g0, b0] = [data[0]!, data[1]!, data[2]!];
    const stats = { painted: 0, light: 0, dark: 0 };
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (Math.abs(r - r0) + Math.abs(g - g0) + Math.abs(b - b0) <= 60) continue;
      stats.painted++;
      const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
      // Light and dark greys (whites and blacks blended with the background).
      if (min >= 180 && max - min <= 25) stats.light++;
      if (max <= 100 && max - min <= 25) stats.dark++;
    }
    return stats;
  }, png.toString('base64'));
}

async function paintedPixels(page: Page, canvas: Locator): Promise<number> {
  return (await pixelStats(page, canvas)).painted;
}

/** A fingerprint of the cloud as shown: equal while nothing moves. */
async function cloudSnapshot(canvas: Locator): Promise<string> {
  return createHash('sha256')
    .update(await canvas.screenshot())
    .digest('hex');
}

function nextFrames(page: Page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 20)))),
  );
}

/** Moves the mouse over a grid of points on the canvas and returns each point with the tooltip it showed. */
async function scanTooltips(page: Page, canvas: Locator) {
  const box = (await canvas.boundingBox())!;
  const seen: { x: number; y: number; title: string }[] = [];
  for (let row = 1; row < 8; row++) {
    for (let column = 1; column < 8; column++) {
      const x = box.x + (box.width * column) / 8;
      const y = box.y + (box.height * row) / 8;
      await page.mouse.move(x, y);
      await nextFrames(page);
      seen.push({ x, y, title: (await canvas.getAttribute('title')) ?? '' });
    }
  }
  return seen;
}

async function openSkills(page: Page) {
  await page.goto('/skills');
  await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
  await expect(cloudCanvas(page)).toBeVisible();
}

const MODES = [
  { name: 'in a worker', workers: 1, setup: async (_page: Page) => {} },
  { name: 'on the main thread', workers: 0, setup: withoutOffscreenCanvas },
];

for (const mode of MODES) {
  test.describe(`skills page: icon cloud drawn ${mode.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await mode.setup(page);
    });

    test('draws the icons', async ({ page }) => {
      await openSkills(page);
      await hideGlow(page);
      await expect.poll(() => paintedPixels(page, cloudCanvas(page))).toBeGreaterThan(3000);
      await expect.poll(() => page.workers().length).toBe(mode.workers);
    });

    test('shows the hovered icon`s title as the canvas tooltip', async ({ page }) => {
      await openSkills(page);
      const canvas = cloudCanvas(page);
      const seen = await scanTooltips(page, canvas);
      const titles = new Set(seen.map((point) => point.title).filter(Boolean));
      expect(titles.size).toBeGreaterThanOrEqual(3);
      for (const title of titles) expect(CLOUD_TITLES).toContain(title);
      // Empty space between icons has no tooltip, and leaving the canvas clears it.
      expect(seen.some((point) => point.title === '')).toBe(true);
      await page.mouse.move(5, 5);
      await expect(canvas).toHaveAttribute('title', '');
    });

    test('clicking an icon brings it to the front in 500 ms and does not navigate', async ({ page }) => {
      await openSkills(page);
      const canvas = cloudCanvas(page);
      const url = page.url();
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      const box = (await canvas.boundingBox())!;
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

      // An icon away from the centre: the first one under the pointer as it sweeps a ring.
      let clicked = '';
      for (let attempt = 0; attempt < 60 && !clicked; attempt++) {
        const angle = (attempt / 60) * Math.PI * 2;
        await page.mouse.move(
          centre.x + Math.cos(angle) * box.width * 0.33,
          centre.y + Math.sin(angle) * box.height * 0.33,
        );
        await nextFrames(page);
        const title = (await canvas.getAttribute('title')) ?? '';
        if (!title) continue;
        await page.mouse.down();
        await page.mouse.up();
        clicked = title;
      }
      expect(clicked, 'found an icon to click').not.toBe('');
      expect(CLOUD_TITLES).toContain(clicked);

      await page.waitForTimeout(600);
      expect(page.url()).toBe(url);
      expect(navigations).toEqual([]);

      // The clicked icon now sits in the middle of the cloud.
      await page.mouse.move(centre.x, centre.y);
      await expect(canvas).toHaveAttribute('title', clicked);
    });

    test('stops requesting frames when scrolled out of view or when the tab is hidden, and resumes', async ({
      page,
    }) => {
      const frameRequests = await trackFrameRequests(page);
      await openSkills(page);
      await expect.poll(frameRequests).toBeGreaterThan(20);

      // Make room to scroll the cloud fully away.
      await page.evaluate(() => {
        const spacer = document.createElement('div');
        spacer.style.height = '3000px';
        document.body.append(spacer);
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await expect(cloudCanvas(page)).not.toBeInViewport();
      await page.waitForTimeout(300);
      const afterScroll = await frameRequests();
      await page.waitForTimeout(1000);
      expect(await frameRequests()).toBe(afterScroll);

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(frameRequests).toBeGreaterThan(afterScroll + 20);

      // Tab hidden: the page sees visibilityState 'hidden' and a visibilitychange event.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.waitForTimeout(300);
      const whileHidden = await frameRequests();
      await page.waitForTimeout(1000);
      expect(await frameRequests()).toBe(whileHidden);

      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(frameRequests).toBeGreaterThan(whileHidden + 20);
    });

    test('is torn down when leaving the page', async ({ page }) => {
      const frameRequests = await trackFrameRequests(page);
      const closed: string[] = [];
      page.on('worker', (worker) => worker.on('close', () => closed.push(worker.url())));
      await openSkills(page);
      // The cloud itself running (its island hydrated, its worker started), not only the page's
      // own animations asking for frames: a hop before that has no cloud to tear down.
      await hideGlow(page);
      await expect.poll(() => paintedPixels(page, cloudCanvas(page))).toBeGreaterThan(3000);
      await expect.poll(() => page.workers().length).toBe(mode.workers);
      await expect.poll(frameRequests).toBeGreaterThan(20);
      await page
        .getByRole('navigation', { name: 'Main', exact: true })
        .getByRole('link', { name: 'Education' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Educational Journey' })).toBeVisible();
      await expect.poll(() => closed.length).toBe(mode.workers);
      // Let the education page's own entrance animations finish first.
      await page.waitForTimeout(1500);
      const after = await frameRequests();
      await page.waitForTimeout(1000);
      expect(await frameRequests()).toBe(after);
    });

    test('with reduced motion it does not spin by itself but answers drag and click', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openSkills(page);
      const canvas = cloudCanvas(page);
      await hideGlow(page);
      await expect.poll(() => paintedPixels(page, canvas)).toBeGreaterThan(3000);
      const still = await cloudSnapshot(canvas);
      await page.waitForTimeout(800);
      expect(await cloudSnapshot(canvas)).toBe(still);

      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.55, { steps: 8 });
      await page.mouse.up();
      await page.mouse.move(5, 5);
      await expect.poll(() => cloudSnapshot(canvas)).not.toBe(still);

      // And it stays where the drag left it: no fling, no spin.
      await page.waitForTimeout(150);
      const dragged = await cloudSnapshot(canvas);
      await page.waitForTimeout(800);
      expect(await cloudSnapshot(canvas)).toBe(dragged);
    });
  });
}

test.describe('skills page: icon cloud', () => {
  test('is 100% wide up to 70vh, with a backing store as sharp as the screen', async ({ page }) => {
    await withoutOffscreenCanvas(page);
    await page.setViewportSize({ width: 1440, height: 700 });
    await openSkills(page);
    const canvas = cloudCanvas(page);
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeCloseTo(700 * 0.7, 0);
    expect(box.height).toBeCloseTo(box.width, 0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBeLessThan(390);
    const narrow = (await canvas.boundingBox())!;
    const container = (await page.getByTestId('icon-cloud').boundingBox())!;
    expect(narrow.width).toBeCloseTo(container.width, 0);
    // Sharp: the backing store follows the shown size times the pixel ratio.
    await expect
      .poll(() =>
        canvas.evaluate((element: HTMLCanvasElement) =>
          Math.abs(element.width - element.getBoundingClientRect().width * window.devicePixelRatio),
        ),
      )
      .toBeLessThanOrEqual(1);
  });

  test('redraws its icons in the new theme`s colours when the theme is switched', async ({ page }) => {
    // Still (reduced motion), so the same icons face the viewer before and after.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await useTheme(page, 'dark');
    await openSkills(page);
    const canvas = cloudCanvas(page);
    await hideGlow(page);
    await expect.poll(() => paintedPixels(page, canvas)).toBeGreaterThan(3000);
    await page.waitForTimeout(200);
    // Dark page: near-black brands (Next.js, Vercel, GitHub, Express...) are drawn in white.
    const dark = await pixelStats(page, canvas);
    expect(dark.light).toBeGreaterThan(2000);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Light page: the same brands in their own near-black; the whites are gone.
    await expect.poll(async () => (await pixelStats(page, canvas)).dark).toBeGreaterThan(dark.dark * 3);
    const light = await pixelStats(page, canvas);
    expect(light.light * 4).toBeLessThan(dark.light);
    expect(light.painted).toBeGreaterThan(3000);
  });

  test('lists the 30 technologies for screen readers', async ({ page }) => {
    await openSkills(page);
    const list = page.getByRole('list', { name: 'Technologies in the icon cloud' });
    await expect(list.getByRole('listitem')).toHaveText(CLOUD_TITLES);
  });

  test('hides the cloud, and only the cloud, when it cannot start', async ({ page }) => {
    await withoutOffscreenCanvas(page);
    await page.addInitScript(() => {
      HTMLCanvasElement.prototype.getContext = () => null;
    });
    await page.goto('/skills');
    await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
    await expect(page.getByTestId('icon-cloud')).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Frontend Development' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Technologies in the icon cloud' }).getByRole('listitem')).toHaveCount(
      30,
    );
  });

  test('makes no request to any host but the site`s own', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const { protocol, hostname } = new URL(request.url());
      if (protocol !== 'data:' && protocol !== 'blob:' && hostname !== 'localhost' && hostname !== '127.0.0.1')
        foreign.push(request.url());
    });
    await openSkills(page);
    await expect.poll(() => paintedPixels(page, cloudCanvas(page))).toBeGreaterThan(3000);
    await scanTooltips(page, cloudCanvas(page));
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });

  test('works standalone on the remote`s own server', async ({ page }) => {
    await page.goto(`http://localhost:${REMOTE_PORTS.skills}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
    await hideGlow(page);
    await expect.poll(() => paintedPixels(page, cloudCanvas(page))).toBeGreaterThan(3000);
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
  });
});

test('the build ships only the icons it uses, not the whole icon set', async () => {
  const dir = new URL('../remote-skills/dist/assets/', import.meta.url);
  const scripts = (await readdir(dir)).filter((file) => file.endsWith('.js'));
  const code = (await Promise.all(scripts.map((file) => readFile(new URL(file, dir), 'utf8')))).join('\n');
  // Brands in the icon packages that this site does not show.
  for (const unused of ['Zomato', 'Zulip', 'Xiaomi', 'Wikipedia']) expect(code).not.toContain(unused);
  for (const used of ['Amazon Web Services', 'Visual Studio Code', 'SonarQube Server', 'CSS3'])
    expect(code).toContain(used);
  // The full current set alone is over 5 MB of JavaScript.
  expect(code.length).toBeLessThan(1_000_000);
});

test.describe('skills page: skill cards', () => {
  for (const { width, columns } of [
    { width: 390, columns: 1 },
    { width: 800, columns: 2 },
    { width: 1280, columns: 3 },
  ]) {
    test(`are laid out in ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/skills');
      const cards = page.getByRole('list', { name: 'Skill groups' }).getByRole('article');
      await expect(cards).toHaveCount(3);
      const lefts = await cards.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size).toBe(columns);
    });
  }

  test('show the three groups with their skills', async ({ page }) => {
    await page.goto('/skills');
    const groups = page.getByRole('list', { name: 'Skill groups' }).getByRole('article');
    await expect(groups.getByRole('heading', { level: 2 })).toHaveText([
      'Frontend Development',
      'Backend Development',
      'Tools & Technologies',
    ]);
    // Each skill's text ends with its name (a glyph may come first where there is no brand icon).
    const endsWith = (name: string) => new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await expect(groups.nth(1).getByRole('listitem')).toHaveText(
      ['Node.js', 'Python', 'MySQL', 'MongoDB', 'REST APIs', 'Laravel', 'Express'].map(endsWith),
    );
    // Brand icons come from the bundle, as inline SVG.
    await expect(groups.nth(0).locator('svg path[d]')).toHaveCount(8);
  });

  // The groups' colours are class names in shared content (shared/src/content/skills.ts): a Tailwind
  // build that does not scan that file generates no CSS for them, and the icon tiles come out empty.
  test('have a CSS rule for every colour class in the content, and paint their icon tiles with it', async ({
    page,
  }) => {
    await page.goto('/skills');
    const tiles = page.locator('[data-skill-tile]');
    await expect(tiles).toHaveCount(SKILL_GROUPS.length);
    for (const [index, group] of SKILL_GROUPS.entries()) {
      const missing = await tiles.nth(index).evaluate((tile, classes) => {
        const rules: CSSStyleRule[] = [];
        const collect = (list: CSSRuleList) => {
          for (const rule of Array.from(list)) {
            if (rule instanceof CSSStyleRule) rules.push(rule);
            if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
        // A class has CSS when a rule that names it applies to the tile.
        return classes.filter(
          (name) =>
            !tile.classList.contains(name) ||
            !rules.some(
              (rule) => rule.selectorText.includes(`.${CSS.escape(name)}`) && tile.matches(rule.selectorText),
            ),
        );
      }, group.colorClass.split(' '));
      expect(missing, `${group.title}: colour classes without CSS`).toEqual([]);
      // And the tile shows a gradient between two real colours, not the transparent default.
      const stops = await tiles
        .nth(index)
        .evaluate((tile) =>
          ['--tw-gradient-from', '--tw-gradient-to'].map((name) => getComputedStyle(tile).getPropertyValue(name)),
        );
      for (const stop of stops)
        expect(stop, `${group.title}: gradient stop`).not.toMatch(/^(rgba\(0, 0, 0, 0\)|#0000|)$/);
    }
  });
});

test.describe('skills page: accessibility', () => {
  for (const viewport of AXE_VIEWPORTS) {
    for (const theme of AXE_THEMES) {
      test(`has no axe violations (${viewport.name}, ${theme})`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await useTheme(page, theme);
        await openSkills(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('h1')).toHaveCount(1);
        await expectNoAxeViolations(page, `/skills ${viewport.name} ${theme}`);
      });
    }
  }
});
