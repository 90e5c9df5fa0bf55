import { describe, expect, it } from 'vitest';
import { brandIconFor } from '@portfolio/shared/brandIcons/brandIconFor';
import { SKILL_GROUPS } from '@portfolio/shared/content/skills';

describe('skill groups', () => {
  it('are the spec`s three groups with their skills in order', () => {
    expect(SKILL_GROUPS.map((group) => [group.title, group.skills.map((skill) => skill.name)])).toEqual([
      ['Frontend Development', ['React', 'Bootstrap', 'JavaScript', 'Flutter', 'Tailwind CSS', 'HTML5', 'CSS3']],
      ['Backend Development', ['Node.js', 'Python', 'MySQL', 'MongoDB', 'REST APIs', 'Laravel', 'Express']],
      ['Tools & Technologies', ['VS Code', 'Webpack', 'Redux', 'Firebase', 'Vercel', 'Vite']],
    ]);
  });

  it('give every skill with a brand a bundled brand icon; only REST APIs has a glyph', () => {
    const withoutBrand = SKILL_GROUPS.flatMap((group) => group.skills).filter((skill) => !brandIconFor(skill.icon));
    expect(withoutBrand.map((skill) => skill.name)).toEqual(['REST APIs']);
  });

  it('each have an icon and a gradient colour class', () => {
    for (const group of SKILL_GROUPS) {
      expect(group.icon).not.toBe('');
      expect(group.colorClass).toMatch(/^from-[a-z]+-\d{3} to-[a-z]+-\d{3}$/);
    }
  });
});
