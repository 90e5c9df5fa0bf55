import { loadProjects } from '@portfolio/shared/hooks/useProjects';
import { loadSkillGroups } from '@portfolio/shared/hooks/useSkillGroups';
import type { Locale } from '@portfolio/shared/i18n/locale';
import { loadEducation } from '../src/features/education/hooks/useEducation';
import { loadAbout } from '../src/features/home/hooks/useAbout';
import { loadTaglines } from '../src/features/home/hooks/useTaglines';
import { loadMessages } from '../src/hooks/useMessages';

/** Every set of the host's words in a language; a render that cannot wait (the build's, a test's) loads them first. */
export async function loadHostWords(locale: Locale): Promise<void> {
  await Promise.all([
    loadMessages(locale),
    loadAbout(locale),
    loadEducation(locale),
    loadTaglines(locale),
    loadProjects(locale),
    loadSkillGroups(locale),
  ]);
}
