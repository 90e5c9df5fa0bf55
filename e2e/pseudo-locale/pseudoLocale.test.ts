// @vitest-environment node
import { describe, expect, it } from 'vitest';
import config from '../../shared/build/apps.json' with { type: 'json' };
import owner from '../../shared/src/owner.json' with { type: 'json' };
import {
  catalogTexts,
  englishIn,
  pseudoCatalog,
  pseudoText,
  withPseudoLocale,
  withPseudoOwner,
} from './pseudoLocale.mjs';

describe('pseudoText', () => {
  it('accents every letter and makes the text about a third longer', () => {
    expect(pseudoText('Skills')).toBe('[Šķîļļš ·····]');
    const long = 'The languages, frameworks and tools I build with.';
    expect(pseudoText(long).length).toBeGreaterThanOrEqual(long.length * 1.35);
    expect(pseudoText(long)).not.toMatch(/[a-zA-Z]/);
  });

  it('adds its dots as words of at most ten, so a long text still wraps', () => {
    const bio = 'I enjoy the whole journey of a feature, from the interface to the data. '.repeat(4);
    const dots = pseudoText(bio).match(/·+/g) ?? [];
    expect(dots.join('').length).toBeGreaterThanOrEqual(bio.length * 0.35);
    expect(dots.length).toBeGreaterThan(1);
    expect(Math.max(...dots.map((run) => run.length))).toBeLessThanOrEqual(10);
  });

  it('keeps placeholders as they are', () => {
    expect(pseudoText('{count} min read')).toBe('[{count} ɱîñ ŕéåđ ······]');
  });
});

describe('pseudoCatalog', () => {
  it('makes every text pseudo and keeps keys, $schema, declarations and selectors', () => {
    const plural = {
      declarations: ['input count', 'local countPlural = count: plural'],
      selectors: ['countPlural'],
      match: { 'countPlural=one': '{count} post', 'countPlural=other': '{count} posts' },
    };
    expect(pseudoCatalog({ $schema: 'x', heading: 'Skills', posts: [plural] })).toEqual({
      $schema: 'x',
      heading: '[Šķîļļš ·····]',
      posts: [
        {
          ...plural,
          match: { 'countPlural=one': '[{count} þöšţ ····]', 'countPlural=other': '[{count} þöšţš ·····]' },
        },
      ],
    });
  });
});

describe('withPseudoLocale', () => {
  it('adds the language to apps.json and a pseudo translation to every translated entry', () => {
    const withXx = withPseudoLocale(config, 'xx');
    expect(withXx.locales).toEqual([...config.locales, 'xx']);
    expect(withXx.routes.find((route) => route.path === '/skills')).toMatchObject({
      translations: {
        xx: {
          label: '[Šķîļļš ·····]',
          title: pseudoText('Skills · {name}'),
          description: pseudoText(config.routes[1]!.description),
        },
      },
    });
    expect(withXx.prefixes.every((prefix) => 'xx' in prefix.translations)).toBe(true);
    expect('xx' in withXx.notFound.translations).toBe(true);
    expect(config.locales).not.toContain('xx');
  });
});

describe('withPseudoOwner', () => {
  it("gives the owner's title in the language, made pseudo, beside the other languages'", () => {
    const withXx = withPseudoOwner(owner, 'xx');
    expect(withXx.translations).toEqual({ ...owner.translations, xx: { title: pseudoText(owner.title) } });
    expect(withXx.title).toBe(owner.title);
    expect(owner.translations).not.toHaveProperty('xx');
  });
});

describe('englishIn', () => {
  const english = englishIn(
    catalogTexts([
      { heading: 'Skills', read: [{ match: { 'n=one': '{count} min read' } }], intro: 'Built with React and Node.js' },
    ]),
  );

  it('finds a catalog text, with its placeholders filled, and text made of catalog words', () => {
    expect(english('Skills')).toBe('catalog');
    expect(english(' 4 min read ')).toBe('catalog');
    expect(english('Read with min')).toBe('catalog');
  });

  it('calls other plain English of three or more words content, and lets pseudo text and names pass', () => {
    expect(english('A blog about the web')).toBe('other');
    expect(english(pseudoText('Skills'))).toBeNull();
    expect(english('Alex Rivera')).toBeNull();
    expect(english('React')).toBeNull();
    expect(english('Node.js')).toBeNull();
    expect(english('2026')).toBeNull();
    expect(english('github.com/example-alex-rivera/star-bounce')).toBeNull();
    expect(english('[Alex Rivera · Full-Stack Developer ····]')).toBeNull();
  });
});
