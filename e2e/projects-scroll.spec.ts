// A fast first scroll through /projects, as a visitor flicks through the stack: nothing on the page
// may move under them. Each card's cover is lazy; its frame must hold the cover's place before the
// image arrives, or the card's text sits where the cover will be and jumps when it lands.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;
/** A flick: 0.6 of a window every 110 ms. */
const STEP_SHARE = 0.6;
const STEP_MS = 110;
/** A slow phone network: every image answered this late. */
const IMAGE_DELAY_MS = 700;

/** Sums the page's layout shifts from its start (PerformanceObserver, as cumulative layout shift counts them). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((source) => {
            const node = source.node;
            const moved = `${rect(source.previousRect)} → ${rect(source.currentRect)}`;
            if (!(node instanceof Element)) return `${node?.nodeName ?? '?'} ${moved}`;
            return `${node.tagName.toLowerCase()}${node.getAttribute('data-project') ? `[${node.getAttribute('data-project')}]` : ''}.${[...node.classList].slice(0, 2).join('.')} ${moved}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Scrolls from the top to the page's end in flicks, then waits for the late images to land. */
async function flickToTheEnd(page: Page) {
  await page.evaluate(
    async ({ share, every }) => {
      const pause = () => new Promise((resolve) => setTimeout(resolve, every));
      while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
        window.scrollBy({ top: share * window.innerHeight, behavior: 'instant' });
        await pause();
      }
    },
    { share: STEP_SHARE, every: STEP_MS },
  );
  await page.waitForTimeout(IMAGE_DELAY_MS + 800);
  // Every cover has arrived: the shifts a late one would cause are in.
  await expect
    .poll(() =>
      page
        .locator('[data-project] img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
}

for (const viewport of VIEWPORTS) {
  for (const late of [false, true]) {
    test(`a fast first scroll through /projects shifts nothing at ${viewport.width} px${late ? `, every image ${IMAGE_DELAY_MS} ms late` : ''}`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      if (late)
        await page.route('**/*', async (route) => {
          if (route.request().resourceType() === 'image')
            await new Promise((resolve) => setTimeout(resolve, IMAGE_DELAY_MS));
          await route.fallback();
        });
      await watchLayoutShifts(page);
      await page.goto('/projects');
      await expect(page.getByRole('article')).toHaveCount(6);
      // The covers after the first have not loaded yet: the scroll is the first to reach them.
      expect(
        await page
          .locator('[data-project] img')
          .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 0).length),
      ).toBeGreaterThan(0);
      await flickToTheEnd(page);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; at: number; sources: string[] }[] }).__shifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts, null, 1)).toBe(0);
    });
  }
}
