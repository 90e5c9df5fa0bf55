// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../apps.json' with { type: 'json' };
import { catalogProblems, entryWordsModule, localesModule, readCatalogs, wordsModule } from './messages.mjs';

describe('catalogProblems', () => {
  it('names the app, the language and the key of each missing or extra message', () => {
    expect(catalogProblems('skills', { en: { a: 'A', b: 'B' }, de: { a: 'A', c: 'C' } }, ['en', 'de'])).toEqual([
      'skills: de: missing key "b"',
      'skills: de: extra key "c"',
    ]);
  });

  it('names a language whose file is missing, and a file for no language of apps.json', () => {
    expect(catalogProblems('host', { en: { a: 'A' }, fr: { a: 'A' } }, ['en', 'de'])).toEqual([
      'host: de: no messages/de.json',
      'host: fr: not a locale of apps.json',
    ]);
  });

  it('ignores the $schema entry', () => {
    expect(catalogProblems('host', { en: { $schema: 'x', a: 'A' }, de: { a: 'B' } }, ['en', 'de'])).toEqual([]);
  });
});

describe('every app', () => {
  it.each(Object.entries(config.apps))(
    '%s has every language the site serves, with the same keys',
    async (app, { dir }) => {
      const catalogs = await readCatalogs(resolve(__dirname, '../../..', dir));
      expect(catalogProblems(app, catalogs)).toEqual([]);
    },
  );
});

describe('wordsModule', () => {
  it("gathers a language's compiled messages into one object, its default export", () => {
    const text = wordsModule('de', ['skills_label', 'cloud_label']);
    expect(text).toContain("import { skills_label, cloud_label } from '../messages/de.js';");
    expect(text).toContain('export default { skills_label, cloud_label };');
  });

  it("adds apps.json's entry words as `entries` when given their folder", () => {
    const text = wordsModule('de', ['nav_label'], '../../entries');
    expect(text).toContain("import entries from '../../entries/de.js';");
    expect(text).toContain('export default { nav_label, entries };');
  });

  it('refuses a key that is not a JavaScript name, or is entries', () => {
    expect(() => wordsModule('en', ['ok', 'not-a-name'])).toThrow('not-a-name');
    expect(() => wordsModule('en', ['entries'])).toThrow('entries');
  });
});

describe('entryWordsModule', () => {
  it("holds one language's translations of apps.json's entries, by path, the 404's head as 404", () => {
    const apps = {
      ...config,
      routes: [{ ...config.routes[0]!, path: '/', translations: { de: { label: 'Start' } } }],
      pages: [{ ...config.pages[0]!, path: '/resume', translations: undefined }],
      prefixes: [{ ...config.prefixes[0]!, path: '/writing/*', translations: { de: { label: 'Artikel' } } }],
      notFound: { ...config.notFound, translations: { de: { title: 'Nicht gefunden' } } },
    };
    const text = entryWordsModule('de', apps);
    const words = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
    expect(words).toEqual({
      '/': { label: 'Start' },
      '/writing/*': { label: 'Artikel' },
      '404': { title: 'Nicht gefunden' },
    });
    expect(entryWordsModule('fr', apps)).toContain('export default {};');
  });
});

describe('the Locale type', () => {
  it('is the union of apps.json locales', () => {
    expect(localesModule(['en', 'de', 'fr'])).toContain("export type SiteLocale = 'en' | 'de' | 'fr';");
    expect(localesModule(['en', 'de', 'fr'])).toContain(
      "export const SITE_LOCALES: readonly SiteLocale[] = ['en', 'de', 'fr'];",
    );
  });

  it('names each language in itself', () => {
    expect(localesModule(['en', 'de', 'fr'])).toContain(
      'export const SITE_LOCALE_NAMES: Readonly<Record<SiteLocale, string>> = { en: "English", de: "Deutsch", fr: "français" };',
    );
  });

  it('is written from apps.json as it is now', async () => {
    const written = await readFile(resolve(__dirname, '../../src/lib/messages/locales.ts'), 'utf8').catch(() => '');
    expect(written, 'apps.json `locales` changed: run npm run messages').toBe(localesModule());
  });
});
