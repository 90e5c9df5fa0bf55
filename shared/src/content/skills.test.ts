import { describe, expect, it } from 'vitest';
import { SKILL_GROUPS, skillGroupsIn } from './skills';

describe('skillGroupsIn', () => {
  it('gives the English groups as they are', () => {
    expect(skillGroupsIn('en')).toBe(SKILL_GROUPS);
    expect(skillGroupsIn('en').map((group) => group.title)).toEqual([
      'Frontend Development',
      'Backend Development',
      'Tools & Technologies',
    ]);
  });

  it('gives every group its German title and keeps its skills, icon and colour', () => {
    const german = skillGroupsIn('de');
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
