import { describe, expect, it } from 'vitest';
import { PROJECTS, projectsWith } from './projects';
import PROJECT_WORDS_DE from './projects.de';

describe('projectsWith', () => {
  it('keeps the English entries in the stack order', () => {
    expect(PROJECTS.map((project) => project.description.slice(0, 25))).toEqual([
      'An event management site ',
      'A blog application whose ',
      'A university CSE departme',
      'An assistance and emergen',
      'A 2D ball game in which y',
      'A food ordering app for b',
    ]);
  });

  it('gives every project its German description and cover text, and keeps its name, links and colour', () => {
    const german = projectsWith(PROJECT_WORDS_DE);
    expect(german).toHaveLength(PROJECTS.length);
    german.forEach((project, index) => {
      const english = PROJECTS[index]!;
      expect({ ...project, description: '', coverAlt: '' }).toEqual({ ...english, description: '', coverAlt: '' });
      for (const field of ['description', 'coverAlt'] as const) {
        expect(project[field]).not.toBe(english[field]);
        expect(project[field].length).toBeGreaterThan(40);
      }
    });
    expect(german.map((project) => project.description.split(' ').slice(0, 3).join(' '))).toEqual([
      'Eine Event-Plattform, auf',
      'Eine Blog-Anwendung, deren',
      'Die Event-Plattform eines',
      'Eine Plattform für',
      'Ein 2D-Ballspiel, in',
      'Eine App zum',
    ]);
  });

  it('writes German quotes around the labels the covers show', () => {
    const alts = projectsWith(PROJECT_WORDS_DE).map((project) => project.coverAlt);
    expect(alts.join(' ')).not.toMatch(/["']/);
    expect(alts[0]).toContain('„Buy ticket“');
  });
});
