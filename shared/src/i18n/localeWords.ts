import { use } from 'react';
import { DEFAULT_LOCALE, documentLocale, type Locale } from './locale';
import { useLocale } from './LocaleContext';
import { fulfilled, tracked, type TrackedPromise } from '../trackedPromise';

/** The words' files in the other languages, by path (`import.meta.glob`): `…/de.js`, `…/about.de.ts`. */
type Loaders<Words> = Record<string, () => Promise<Words>>;

/** The language a words file is in, from its name: `messages/de.js`, `about.de.ts` → de. */
export function localeOfFile(path: string): string | undefined {
  return /(?:^|[/.])([a-z]{2,3}(?:-[A-Za-z0-9]+)?)\.[cm]?[jt]s$/.exec(path)?.[1];
}

/** The same files, each made into `Words` once it loads (with its file's path): a twin holding only words, joined to the default's data. */
export function loadersThen<Loaded, Words>(
  loaders: Loaders<Loaded>,
  make: (loaded: Loaded, path: string) => Words | Promise<Words>,
): Loaders<Words> {
  return Object.fromEntries(
    Object.entries(loaders).map(([path, loader]) => [path, () => loader().then((loaded) => make(loaded, path))]),
  );
}

/**
 * One kind of words (an app's messages, a piece of content) in every language: the default language's
 * come bundled, each other language's are a file of their own, loaded when a page in that language asks,
 * so a page carries only its own language's words. In a browser the page's language starts loading as
 * soon as the module holding the words runs; `whenAsked` words (a page's content, which most pages never
 * render) load only when a component or a render that cannot wait first asks for them.
 */
export function localeWords<Words>(defaultWords: Words, others: Loaders<Words>, { whenAsked = false } = {}) {
  // One promise per language, marked as it settles: `useWords` hands it to `use` on every render, so two kinds
  // of words in one component keep their order among its `use` calls (React matches them by position).
  const loading: Partial<Record<string, TrackedPromise<Words>>> = {
    [DEFAULT_LOCALE]: Object.assign(Promise.resolve(defaultWords), {
      status: 'fulfilled' as const,
      value: defaultWords,
    }),
  };
  const loaders = Object.fromEntries(
    Object.entries(others).map(([path, loader]) => [localeOfFile(path) ?? path, loader]),
  );

  /** Loads a language's words; a render that cannot wait (the server's, a test's) loads them first. */
  function load(locale: Locale): Promise<Words> {
    const known = loading[locale];
    if (known) return known;
    const loader = loaders[locale];
    if (!loader) return Promise.reject(new Error(`No words in ${locale}: ${Object.keys(loaders).join(', ')} only`));
    return (loading[locale] = tracked(loader()));
  }

  /** The words in the page's language (or `locale`); suspends while that language's file loads. */
  function useWords(locale?: Locale): Words {
    const pageLocale = useLocale();
    return use(load(locale ?? pageLocale));
  }

  /** A loaded language's words, outside a component (a page's head); throws when they are not loaded. */
  function wordsIn(locale: Locale): Words {
    const words = loading[locale];
    if (fulfilled(words)) return words.value;
    throw new Error(`The words in ${locale} are not loaded yet: load(${JSON.stringify(locale)}) first`);
  }

  if (!whenAsked && typeof document !== 'undefined') load(documentLocale()).catch(() => {});
  return { useWords, load, wordsIn };
}
