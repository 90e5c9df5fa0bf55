import { owner, PORTRAIT_PATH } from '@portfolio/shared/owner';
import type { Translation } from '../../../types/translation';
import { sitePath } from '../../../utils/siteBase';

/** Texts of the About section (spec 2: heading, portrait, bio, quote). */
export const ABOUT = {
  eyebrow: 'Get to know me',
  heading: 'Developer, Designer, Creator, Innovator',
  portrait: {
    src: sitePath(PORTRAIT_PATH),
    alt: `Illustrated portrait of ${owner.name}: a smiling developer with round glasses, a teal hoodie and headphones`,
    width: 480,
    height: 560,
  },
  bio: `I'm ${owner.name}, a full-stack developer who studies Computer Science and Engineering and ships real products on the side. I enjoy the whole journey of a feature: sketching the interface, shaping the data, writing the API and polishing the last pixel until it feels effortless. Cadet-college discipline taught me to show up every day; building for real users taught me to listen, measure and keep things simple.`,
  quote: { text: 'Simplicity is the soul of efficiency.', author: 'Austin Freeman' },
  highlights: [
    { value: '2+', label: 'years building for the web' },
    { value: '9', label: 'core technologies in daily use' },
    { value: '3.89', label: 'CGPA in CSE' },
  ],
} as const;

/** The About section in a language: ABOUT's shape, with its words as plain strings. */
export type About = Translation<typeof ABOUT>;
