import { describe, expect, it } from 'vitest';
import { SKILL_GROUPS } from '../content/skills';
import { loadSkillGroups } from './useSkillGroups';

describe('skill groups per language', () => {
  it('has the English groups at hand and loads the German titles from their own file', async () => {
    expect(await loadSkillGroups('en')).toBe(SKILL_GROUPS);
    const german = await loadSkillGroups('de');
    expect(german.map((group) => group.title)).toEqual([
      'Frontend-Entwicklung',
      'Backend-Entwicklung',
      'Tools & Technologien',
    ]);
    expect(german.map((group) => group.skills)).toEqual(SKILL_GROUPS.map((group) => group.skills));
  });
});
