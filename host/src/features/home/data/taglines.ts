/** Spec 2 and 9: the four tagline phrases, in order, and the rotation step. */
export const TAGLINES = [
  'Full-Stack Developer & UI/UX Enthusiast',
  'JavaScript & MERN Stack Developer',
  'Learning React Native',
  'Django & Laravel Developer',
] as const;

export const TAGLINE_INTERVAL_MS = 3000;
