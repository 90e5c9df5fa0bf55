import { describe, expect, it } from 'vitest';
import { launchBareChromium, openPhonePage, takeMessages, tap } from '../lib/bareChromium.mjs';
import { CHROMIUM_ARGS, notFoundMessage, resolveChromium } from '../lib/findChromium.mjs';

describe('takeMessages (DevTools pipe framing)', () => {
  it('returns every whole message and keeps an unfinished one for the next chunk', () => {
    const first = takeMessages(
      '{"id":1,"result":{}}\0{"method":"Page.lifecycleEvent","params":{"name":"load"}}\0{"id":2,',
    );
    expect(first.messages).toEqual([
      { id: 1, result: {} },
      { method: 'Page.lifecycleEvent', params: { name: 'load' } },
    ]);
    expect(first.rest).toBe('{"id":2,');

    const second = takeMessages(`${first.rest}"result":{"ok":true}}\0`);
    expect(second.messages).toEqual([{ id: 2, result: { ok: true } }]);
    expect(second.rest).toBe('');
  });

  it('returns nothing until a message ends', () => {
    expect(takeMessages('{"id":3')).toEqual({ messages: [], rest: '{"id":3' });
    expect(takeMessages('')).toEqual({ messages: [], rest: '' });
  });

  it('never splits inside a message: JSON escapes a NUL in a string', () => {
    // JSON escapes control characters, so a NUL inside a string arrives as \u0000, never raw.
    const { messages } = takeMessages(`${JSON.stringify({ id: 4, result: { text: 'a\0b' } })}\0`);
    expect(messages).toEqual([{ id: 4, result: { text: 'a\0b' } }]);
  });
});

describe("tap (the benches' finger)", () => {
  it('reaches the page as a touch: touch events, then a click on the element under it', async () => {
    const chromium = await resolveChromium();
    if (!chromium.found) throw new Error(notFoundMessage(chromium));
    const bare = await launchBareChromium(chromium.found.path, CHROMIUM_ARGS);
    try {
      const { page, post, close } = await openPhonePage(bare);
      // The button covers the top of the screen; every event it gets is recorded with its pointer type.
      const html = `<meta name="viewport" content="width=device-width"><button style="width:100%;height:200px">Tap</button>
        <script>window.seen = []; for (const type of ['pointerdown', 'touchstart', 'touchend', 'click'])
          document.querySelector('button').addEventListener(type, (event) => seen.push(type + ':' + (event.pointerType ?? '')));</script>`;
      await page('Page.navigate', { url: `data:text/html,${encodeURIComponent(html)}` });
      // What the button has seen; null until the page has painted (Chromium drops a touch that comes
      // before a new page's first paint, and a visitor taps only what is on screen).
      const expression = "performance.getEntriesByType('paint').length ? (window.seen ?? null) : null";
      const read = async () =>
        (await page('Runtime.evaluate', { expression, returnByValue: true })).result.value as string[] | null;
      await expect.poll(read, { timeout: 10_000 }).toEqual([]);
      tap(post, { x: 100, y: 100 });
      await expect.poll(read, { timeout: 10_000 }).toContain('click:touch');
      expect(await read()).toEqual(['pointerdown:touch', 'touchstart:', 'touchend:', 'click:touch']);
      await close();
    } finally {
      await bare.close();
    }
  }, 60_000);
});
