import { SKILL_GROUPS, skillGroupsWith, type SkillGroupTitles } from '../content/skills';
import { loadersThen, localeWords } from '../i18n/localeWords';
import type { SkillGroup } from '../types/entities';

/** The skill groups in the page's language (content/skills.<locale>.ts). */
export const { useWords: useSkillGroups, load: loadSkillGroups } = localeWords<readonly SkillGroup[]>(
  SKILL_GROUPS,
  loadersThen(
    import.meta.glob<SkillGroupTitles>(['../content/skills.*.ts', '!../content/*.test.ts'], { import: 'default' }),
    skillGroupsWith,
  ),
);
