import type { SkillGroupTitles } from './skills';

/** The skill groups' titles in German, by their English title (skills.ts); the skills' names stay. */
const SKILL_GROUP_TITLES_DE: SkillGroupTitles = {
  'Frontend Development': 'Frontend-Entwicklung',
  'Backend Development': 'Backend-Entwicklung',
  'Tools & Technologies': 'Tools & Technologien',
};

export default SKILL_GROUP_TITLES_DE;
