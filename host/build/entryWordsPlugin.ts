import type { Plugin } from 'vite';

/**
 * The host's browser bundle takes apps.json without its entries' `translations`: the host's messages in each
 * language carry them (`entries`, read by host/src/hooks/useInLocale.ts), so an English page carries no German
 * labels or heads. The server's renders and the build's tools keep the whole file.
 */
export function entryWordsPlugin(): Plugin {
  return {
    name: 'portfolio-entry-words',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !id.endsWith('/shared/build/apps.json')) return null;
      return { code: JSON.stringify(withoutTranslations(JSON.parse(code))), map: null };
    },
  };
}

/** A JSON value with every `translations` key removed, at any depth. */
export function withoutTranslations(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTranslations);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'translations')
      .map(([key, entry]) => [key, withoutTranslations(entry)]),
  );
}
