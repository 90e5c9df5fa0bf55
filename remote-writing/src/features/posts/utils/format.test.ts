import { describe, expect, it } from 'vitest';
import * as de from '../../../lib/messages/messages/de.js';
import * as en from '../../../lib/messages/messages/en.js';
import { formatDate } from './format';

describe('formatDate', () => {
  it('writes the calendar date in the page language, whatever the time zone', () => {
    expect(formatDate('2026-03-07')).toBe('7 March 2026');
    expect(formatDate('2026-03-07', 'de')).toBe('7. März 2026');
    expect(formatDate('2026-12-31', 'de')).toBe('31. Dezember 2026');
    expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026');
  });
});

describe('the words with a count', () => {
  it('say the reading time and the number of posts in each language', () => {
    expect(de.minutes_read({ count: 1 })).toBe('1 Min. Lesezeit');
    expect(de.minutes_read({ count: 7 })).toBe('7 Min. Lesezeit');
    expect(en.minutes_read({ count: 7 })).toBe('7 min read');
    expect(en.tag_count({ count: 1 })).toBe('1 post.');
    expect(en.tag_count({ count: 2 })).toBe('2 posts.');
    expect(de.tag_count({ count: 2 })).toBe('2 Artikel.');
    expect(de.page_of({ page: 2, pages: 3 })).toBe('Seite 2 von 3.');
  });
});
