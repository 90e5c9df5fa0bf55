// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../shared/src/i18n/locale';
import { caseStudyLocale, renderCaseStudy } from './renderCaseStudy';

const DIR = join(__dirname, '../content/case-studies');
const FILES = readdirSync(DIR).filter((name) => name.endsWith('.md'));
const render = (name: string) =>
  renderCaseStudy(readFileSync(join(DIR, name), 'utf8'), `content/case-studies/${name}`, DIR);

describe('caseStudyLocale', () => {
  it('reads the language from a translation file and leaves an English file as it is', () => {
    expect(caseStudyLocale('content/case-studies/lifeline.de.md')).toEqual({
      locale: 'de',
      file: 'content/case-studies/lifeline.md',
    });
    expect(caseStudyLocale('content/case-studies/lifeline.md')).toEqual({
      locale: 'en',
      file: 'content/case-studies/lifeline.md',
    });
  });

  it('refuses a language the site does not serve, and English written as a translation', () => {
    expect(() => caseStudyLocale('content/case-studies/lifeline.fr.md')).toThrow(
      /^content\/case-studies\/lifeline\.fr\.md: file name: a translation is <slug>\.<locale>\.md/,
    );
    expect(() => caseStudyLocale('content/case-studies/lifeline.en.md')).toThrow(/file name/);
  });
});

describe('the German case studies', () => {
  const english = FILES.filter((name) => !name.includes('.de.'));

  it('are one beside each English one', () => {
    expect(english).toHaveLength(6);
    expect(FILES.filter((name) => name.endsWith('.de.md')).sort()).toEqual(
      english.map((name) => name.replace(/\.md$/, '.de.md')).sort(),
    );
  });

  it.each(english)('%s: the German twin tells the same project with the same stack, shape and images', (name) => {
    const en = render(name);
    const de = render(name.replace(/\.md$/, '.de.md'));
    expect(de.meta.slug).toBe(en.meta.slug);
    expect(de.meta.project).toBe(en.meta.project);
    expect(de.meta.stack).toEqual(en.meta.stack);
    expect(de.meta.results).toHaveLength(en.meta.results.length);
    expect(de.images).toHaveLength(en.images.length);
    expect(de.html.match(/<h2/g)).toEqual(en.html.match(/<h2/g));
    expect(de.bodyData).toEqual(en.bodyData);
    for (const field of ['role', 'problem'] as const) expect(de.meta[field]).not.toBe(en.meta[field]);
    de.meta.results.forEach((result, index) => expect(result).not.toBe(en.meta.results[index]));
    expect(de.html).toMatch(/<h2[^>]*>Was ich gebaut habe/);
    // The headings' anchor links are named in German, from the heading's text.
    expect(de.html).toContain('aria-label="Link zu diesem Abschnitt: Was ich gebaut habe"');
    expect(de.html).not.toContain('Link to this section');
    // Every image's alt text and caption is German too.
    const texts = (html: string) => [...html.matchAll(/alt="([^"]+)"|<figcaption>([^<]+)</g)].map((m) => m[1] ?? m[2]);
    const [enTexts, deTexts] = [texts(en.html), texts(de.html)];
    expect(deTexts).toHaveLength(enTexts.length);
    deTexts.forEach((text, index) => expect(text).not.toBe(enTexts[index]));
  });
});

/** A diagram's lines of text, in order, each with whether it is a box's label (centred in its box). */
const diagramLines = (svg: string) =>
  [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, text]) => ({
    text: text!.trim(),
    label: attributes!.includes('text-anchor="middle"'),
  }));
/** A diagram as drawn, its words taken out. */
const drawing = (svg: string) => svg.replace(/(<text\b[^>]*>)[^<]*(<\/text>)/g, '$1$2');
const readImage = (src: string) => readFileSync(join(DIR, src), 'utf8');

describe("the translations' diagrams", () => {
  const translations = FILES.filter((name) => caseStudyLocale(name).locale !== DEFAULT_LOCALE);

  it('are checked for every translation', () => {
    expect(translations.length).toBeGreaterThan(0);
  });

  // A diagram with words is drawn again in each language, beside the English one as <name>.<locale>.svg;
  // an image without words is the English one.
  it.each(translations)("%s: each diagram with words is its language's own, drawn as the English one", (name) => {
    const { locale, file } = caseStudyLocale(name);
    const images = render(name).images;
    const english = render(file).images;
    expect(images).toHaveLength(english.length);
    english.forEach((englishSrc, index) => {
      const src = images[index]!;
      const englishLines = englishSrc.endsWith('.svg') ? diagramLines(readImage(englishSrc)) : [];
      if (englishLines.length === 0) {
        expect(src).toBe(englishSrc);
        return;
      }
      expect(src).toBe(englishSrc.replace(/\.svg$/, `.${locale}.svg`));
      const svg = readImage(src);
      expect(drawing(svg), `${src} is drawn as ${englishSrc}`).toBe(drawing(readImage(englishSrc)));
      const lines = diagramLines(svg);
      expect(lines.map((line) => line.label)).toEqual(englishLines.map((line) => line.label));
      // Its title and notes are translated; a box's label may be a product's name, but not every one is.
      lines.forEach((line, at) => {
        if (!line.label) expect(line.text, `${src}: "${line.text}"`).not.toBe(englishLines[at]!.text);
      });
      const labels = (of: typeof lines) => of.filter((line) => line.label).map((line) => line.text);
      expect(labels(lines), `${src}: the box labels`).not.toEqual(labels(englishLines));
    });
  });
});
