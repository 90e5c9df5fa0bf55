// @vitest-environment node
import { describe, expect, it } from 'vitest';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { entryWordsPlugin, withoutTranslations } from './entryWordsPlugin';

describe('withoutTranslations', () => {
  it('drops every translations key, at any depth, and keeps the rest', () => {
    const value = { a: 1, translations: { de: {} }, list: [{ label: 'Skills', translations: { de: { label: 'x' } } }] };
    expect(withoutTranslations(value)).toEqual({ a: 1, list: [{ label: 'Skills' }] });
  });
});

describe('entryWordsPlugin', () => {
  const transform = entryWordsPlugin().transform as (
    code: string,
    id: string,
    options?: { ssr?: boolean },
  ) => { code: string } | null;

  it("gives the browser bundle apps.json without one German word, and the server's the whole file", () => {
    const code = JSON.stringify(config);
    const browser = transform(code, '/repo/shared/build/apps.json');
    expect(browser?.code).not.toContain('Ausbildung');
    expect(JSON.parse(browser!.code).routes.map((route: { path: string }) => route.path)).toEqual(
      config.routes.map((route) => route.path),
    );
    expect(transform(code, '/repo/shared/build/apps.json', { ssr: true })).toBeNull();
    expect(transform(code, '/repo/shared/src/owner.json')).toBeNull();
  });
});
