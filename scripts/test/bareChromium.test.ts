import { describe, expect, it } from 'vitest';
import { takeMessages } from '../lib/bareChromium.mjs';

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
