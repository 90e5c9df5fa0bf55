import type { SkillGroupTitle } from './skills';

/** The skill groups' titles in German, by their English title (skills.ts); the skills' names stay. */
export const SKILL_GROUP_TITLES_DE: Readonly<Record<SkillGroupTitle, string>> = {
  'Frontend Development': 'Frontend-Entwicklung',
  'Backend Development': 'Backend-Entwicklung',
  'Tools & Technologies': 'Tools & Technologien',
};
