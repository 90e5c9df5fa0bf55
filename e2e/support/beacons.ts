// What the collectors' specs throw at /_beacon (field data), written once.
import type { APIRequestContext, Page } from '@playwright/test';
import { parseBeacon } from '../../shared/build/beacon.mjs';
import { BAD_BEACONS, goodBeacon } from '../../shared/build/beaconFixtures';
import { expect } from './fixtures';

export const TEXT = { 'Content-Type': 'text/plain;charset=UTF-8' };

/** Every bad beacon, a GET and a form content type, one at a time: name -> status (printed for the record). */
export async function badBeaconStatuses(request: APIRequestContext, url: string): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const { name, body } of BAD_BEACONS)
    statuses[name] = (await request.post(url, { headers: TEXT, data: body })).status();
  statuses['GET'] = (await request.get(url)).status();
  statuses['form content type'] = (
    await request.post(url, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: JSON.stringify(goodBeacon()),
    })
  ).status();
  console.log(JSON.stringify(statuses, null, 1));
  return statuses;
}

/**
 * A flood of good beacons from one client: batches of 100 at once until one is refused (a slow
 * machine needs more than the burst to empty the bucket), at most 2 000. Resolves to every status.
 */
export async function floodUntilRefused(request: APIRequestContext, url: string): Promise<number[]> {
  const statuses: number[] = [];
  while (!statuses.includes(429) && statuses.length < 2000) {
    const batch = await Promise.all(
      Array.from({ length: 100 }, () =>
        request.post(url, { headers: TEXT, data: JSON.stringify(goodBeacon()) }).then((response) => response.status()),
      ),
    );
    statuses.push(...batch);
  }
  return statuses;
}

/** Waits until the page's measuring code has loaded and run (it waits for load and an idle moment). */
export async function measuringLoaded(page: Page) {
  const fetched = await page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').find((entry) => /\/assets\/measure-[^/]+\.js$/.test(entry.name))?.name,
  );
  const measureUrl = String(await fetched.jsonValue());
  // Fetched is not yet run: the module evaluates once its own imports are in (on a document page one of
  // them is fetched only then, so one idle turn was not always enough in CI). An import of the same URL
  // settles with the page's own module, evaluated; the page's `.then(startMeasuring)`, registered first,
  // runs in the same microtask turn, before the next task.
  await page.evaluate(async (url) => {
    await import(url);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }, measureUrl);
}

/** The visitor leaves (the tab is hidden): resolves to the bodies the page handed to sendBeacon (still sent). */
export async function hideAndWatchBeacons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sent: string[] = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => (sent.push(String(body)), send(url, body));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    return sent;
  });
}

/**
 * A visitor opens /education on a collecting server and leaves: resolves to the one beacon body the
 * page sent (checked: the server said it collects, one beacon, its one direct view).
 */
export async function visitAndLeave(page: Page, origin: string): Promise<string> {
  const response = await page.goto(`${origin}/education`);
  expect(response?.headers()['server-timing']).toBe('beacon');
  await measuringLoaded(page);
  const sent = await hideAndWatchBeacons(page);
  expect(sent).toHaveLength(1);
  expect(parseBeacon(sent[0]!).beacon?.views).toEqual([{ route: '/education', nav: 'direct', sections: [] }]);
  return sent[0]!;
}
