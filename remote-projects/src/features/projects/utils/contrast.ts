/** Turning a project's accent into a text colour that reads (the maths is shared). */
import { contrastRatio, mix, relativeLuminance } from '@portfolio/shared/colour/contrast';

/**
 * The accent itself if it reads on `background` at `minRatio`, otherwise the accent
 * mixed towards white (dark backgrounds) or black (light ones) just enough to.
 */
export function readableAccent(accent: string, background: string, minRatio = 4.5): string {
  const towards = relativeLuminance(background) < 0.18 ? '#ffffff' : '#000000';
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(accent, towards, step / 20);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return towards;
}
