import type { Locale } from '@portfolio/shared/i18n/locale';
import { loadEducation } from '../features/education/data/education';
import { loadAbout } from '../features/home/data/about';
import { loadTaglines } from '../features/home/data/taglines';
import { loadMessages } from '../hooks/useMessages';

/** Every set of the host's words in a language; a render that cannot wait (the build's, a test's) loads them first. */
export async function loadHostWords(locale: Locale): Promise<void> {
  await Promise.all([loadMessages(locale), loadAbout(locale), loadEducation(locale), loadTaglines(locale)]);
}
