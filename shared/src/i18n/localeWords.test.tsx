import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from './LocaleContext';
import { loadersThen, localeOfFile, localeWords } from './localeWords';

const english = { greeting: 'Hello' };
const german = { greeting: 'Hallo' };

function deferredGerman() {
  let calls = 0;
  let resolve: (words: typeof german) => void = () => {};
  const loader = () => {
    calls += 1;
    return new Promise<typeof german>((done) => (resolve = done));
  };
  return { loader, arrive: () => resolve(german), calls: () => calls };
}

describe('localeOfFile', () => {
  it('reads the language from a catalog or a twin file name', () => {
    expect(localeOfFile('../lib/messages/messages/de.js')).toBe('de');
    expect(localeOfFile('./about.de.ts')).toBe('de');
    expect(localeOfFile('./projects.en-XA.ts')).toBe('en-XA');
    expect(localeOfFile('./about.ts')).toBeUndefined();
  });
});

describe('localeWords', () => {
  it('has the default language at hand and loads another language once, when asked', async () => {
    const german$ = deferredGerman();
    const words = localeWords(english, { './de.js': german$.loader });
    expect(words.wordsIn('en')).toBe(english);
    expect(german$.calls()).toBe(0);
    expect(() => words.wordsIn('de')).toThrow(/not loaded yet/);
    const first = words.load('de');
    const second = words.load('de');
    german$.arrive();
    expect(await first).toBe(german);
    expect(await second).toBe(german);
    expect(german$.calls()).toBe(1);
    expect(words.wordsIn('de')).toBe(german);
  });

  it('suspends a component until its language arrives, then shows its words', async () => {
    const german$ = deferredGerman();
    const words = localeWords(english, { './de.js': german$.loader });
    function Greeting() {
      return <p>{words.useWords().greeting}</p>;
    }
    await act(async () => {
      render(
        <LocaleProvider locale="de">
          <Suspense fallback={<p>loading</p>}>
            <Greeting />
          </Suspense>
        </LocaleProvider>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => german$.arrive());
    expect(await screen.findByText('Hallo')).toBeInTheDocument();
  });

  it('gives each kind of words its own when one component reads two, in a server render that waits for both', async () => {
    const later =
      <Words,>(words: Words, ms: number) =>
      () =>
        new Promise<Words>((done) => setTimeout(() => done(words), ms));
    const greetings = localeWords(english, { './de.js': later(german, 5) });
    const farewells = localeWords({ farewell: 'Bye' }, { './de.js': later({ farewell: 'Tschüss' }, 10) });
    function Both() {
      return <p>{`${greetings.useWords().greeting} / ${farewells.useWords().farewell}`}</p>;
    }
    const { prelude } = await prerenderToNodeStream(
      <LocaleProvider locale="de">
        <Both />
      </LocaleProvider>,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    expect(html).toBe('<p>Hallo / Tschüss</p>');
  });

  it("starts loading a German page's words as the module runs, and words for when asked only once asked", async () => {
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'de';
    try {
      const messages = deferredGerman();
      const content = deferredGerman();
      localeWords(english, { './de.js': messages.loader });
      const asked = localeWords(english, { './about.de.ts': content.loader }, { whenAsked: true });
      expect([messages.calls(), content.calls()]).toEqual([1, 0]);
      const loading = asked.load('de');
      content.arrive();
      expect(await loading).toBe(german);
      expect(content.calls()).toBe(1);
    } finally {
      document.documentElement.lang = lang;
    }
  });

  it('names the languages it has when asked for one it lacks', async () => {
    const words = localeWords(english, { './fr.js': async () => german });
    await expect(words.load('de')).rejects.toThrow('No words in de: fr only');
  });
});

describe('loadersThen', () => {
  it('makes each loaded file into the words, keeping the file names', async () => {
    const loaders = loadersThen({ './greeting.de.ts': () => Promise.resolve('Hallo') }, (word) => ({ greeting: word }));
    expect(Object.keys(loaders)).toEqual(['./greeting.de.ts']);
    expect(await loaders['./greeting.de.ts']!()).toEqual(german);
  });
});
