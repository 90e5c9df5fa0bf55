import { describe, expect, it } from 'vitest';
import { projects } from '../data/projects';
import { CARD_BACKGROUND, MAX_ACCENT_TINT, cardColours, projectAccentVars } from './cardColours';
import { contrastRatio, mix } from '@portfolio/shared/colour/contrast';

describe('card colours', () => {
  it.each(projects.map((project) => [project.title, project.color] as const))(
    '%s: accent text reads at AA on its tinted card in both themes',
    (_title, color) => {
      const colours = cardColours(color);
      expect(colours.accent).toBe(color);
      for (const theme of ['dark', 'light'] as const) {
        const ink = theme === 'dark' ? colours.inkOnDark : colours.inkOnLight;
        for (const tint of [0, MAX_ACCENT_TINT]) {
          expect(contrastRatio(ink, mix(CARD_BACKGROUND[theme], color, tint))).toBeGreaterThanOrEqual(4.5);
        }
      }
    },
  );

  it('leaves an accent alone where it already reads', () => {
    expect(cardColours('#5196fd').inkOnDark).toBe('#5196fd');
    expect(cardColours('#5196fd').inkOnLight).not.toBe('#5196fd');
  });
});

describe('projectAccentVars', () => {
  it("gives the accent and each theme's readable ink as the custom properties cards and case studies paint with", () => {
    const colours = cardColours('#10b981');
    expect(projectAccentVars('#10b981')).toEqual({
      '--project-accent': '#10b981',
      '--project-ink-dark': colours.inkOnDark,
      '--project-ink-light': colours.inkOnLight,
    });
  });
});
