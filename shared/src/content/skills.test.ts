import { describe, expect, it } from 'vitest';
import { SKILL_GROUPS, skillGroupsWith } from './skills';
import SKILL_GROUP_TITLES_DE from './skills.de';

describe('skillGroupsWith', () => {
  it('keeps the English groups in order', () => {
    expect(SKILL_GROUPS.map((group) => group.title)).toEqual([
      'Frontend Development',
      'Backend Development',
      'Tools & Technologies',
    ]);
  });

  it('gives every group its German title and keeps its skills, icon and colour', () => {
    const german = skillGroupsWith(SKILL_GROUP_TITLES_DE);
    expect(german.map((group) => group.title)).toEqual([
      'Frontend-Entwicklung',
      'Backend-Entwicklung',
      'Tools & Technologien',
    ]);
    german.forEach((group, index) => {
      expect({ ...group, title: '' }).toEqual({ ...SKILL_GROUPS[index], title: '' });
    });
  });
});
