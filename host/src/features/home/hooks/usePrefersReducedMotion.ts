import { useMediaQuery } from './useMediaQuery';

/** True while the visitor asks for reduced motion; follows changes to the setting. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
