import { describe, expect, it } from 'vitest';
import { loadEducation } from '../hooks/useEducation';
import { EDUCATION, EDUCATION_SUBTITLE } from './education';

const educationIn = (locale: 'en' | 'de') => loadEducation(locale);

describe('the Education page in a language', () => {
  it('gives the English subtitle and entries', async () => {
    expect(await educationIn('en')).toEqual({ subtitle: EDUCATION_SUBTITLE, entries: EDUCATION });
  });

  it('gives every entry in German, in order, with its school, mascot and years kept', async () => {
    const { subtitle, entries } = await educationIn('de');
    expect(subtitle).toBe(
      'Die Klassenzimmer, langen Lernnächte und Mentoren, die geprägt haben, wie ich lerne, denke und entwickle.',
    );
    expect(entries.map((entry) => [entry.id, entry.school, entry.mascot, entry.year])).toEqual(
      EDUCATION.map((entry) => [entry.id, entry.school, entry.mascot, entry.year]),
    );
    for (const entry of entries) {
      const english = EDUCATION.find((other) => other.id === entry.id)!;
      expect(entry.degree).not.toBe(english.degree);
      expect(entry.description).not.toBe(english.description);
    }
    expect(entries[0]!.skills).toContain('Datenstrukturen');
  });

  it('writes the grades as German does', async () => {
    const [bachelor, higherSecondary] = (await educationIn('de')).entries;
    expect(bachelor!.achievements[0]).toBe('CGPA 3,89 von 4,00');
    expect(higherSecondary!.achievements[0]).toBe('GPA 5,00 von 5,00');
  });
});
