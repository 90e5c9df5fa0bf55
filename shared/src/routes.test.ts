import { describe, expect, it } from 'vitest';
import { inLocale } from './routes';

describe('inLocale', () => {
  const words = { '/skills': { label: 'Fähigkeiten' }, '404': { title: 'Fehlt' } };

  it("reads an entry's own translations, else the words given for its path (the 404's head as 404)", () => {
    expect(inLocale({ path: '/skills', label: 'Skills' }, 'de', words)).toEqual({
      path: '/skills',
      label: 'Fähigkeiten',
    });
    expect(inLocale({ path: '/x', label: 'X', translations: { de: { label: 'Y' } } }, 'de').label).toBe('Y');
    expect(inLocale({ title: 'Not found', description: 'Nothing' }, 'de', words)).toEqual({
      title: 'Fehlt',
      description: 'Nothing',
    });
    expect(inLocale({ path: '/skills', label: 'Skills' }, 'de')).toEqual({ path: '/skills', label: 'Skills' });
  });
});
