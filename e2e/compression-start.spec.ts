// `npm start` sends every text response compressed: pages, the build's files (small ones
// included), remotes.json and the /_release/ proxy of a section's stylesheet. Run by
// playwright.config.ts only (nginx compresses by its own config, checked in deploy.spec.ts).
import config from '../shared/build/apps.json' with { type: 'json' };
import { expect, ROUTES, test } from './support/fixtures';

const OWN_PORTS = new Set(Object.values(config.apps).map((app) => String(app.preview)));
const TEXT = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

test('every text response of npm start is compressed, on every route', async ({ page }) => {
  const uncompressed: string[] = [];
  let textResponses = 0;
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!OWN_PORTS.has(url.port) || response.request().method() !== 'GET') return;
    const headers = await response.allHeaders();
    if (!TEXT.test(headers['content-type'] ?? '') || [204, 304].includes(response.status())) return;
    textResponses++;
    if (!/^(br|gzip)$/.test(headers['content-encoding'] ?? ''))
      uncompressed.push(`${response.status()} ${url.pathname} (${headers['content-type']})`);
  });
  for (const route of ROUTES) {
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
  }
  expect(textResponses).toBeGreaterThan(20);
  expect(uncompressed).toEqual([]);
});

test('the /_release/ proxy, remotes.json, a small file and a not-found text are compressed', async ({ request }) => {
  const head = await (await request.get('/skills', { headers: { 'Accept-Encoding': 'identity' } })).text();
  const stylesheet = /href="(\/_release\/skills\/[^"]+\.css)"/.exec(head)?.[1];
  expect(stylesheet, 'the /skills page links its section stylesheet through /_release/').toBeTruthy();
  for (const path of [stylesheet!, '/remotes.json', '/robots.txt', '/no-such-file.txt']) {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers()['content-encoding'], `${path} with Accept-Encoding: ${encoding}`).toBe(encoding);
      expect((await response.body()).length).toBeGreaterThan(0);
    }
  }
});
