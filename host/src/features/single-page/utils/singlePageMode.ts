/**
 * Spec 2: single-page mode stacks hero, skills, education and contact on one page
 * (projects not in the stack). It is fixed at build time and off by default:
 * `VITE_SINGLE_PAGE=true npm run build` turns it on.
 */
export function isSinglePageMode(flag: string | boolean | undefined): boolean {
  return flag === true || (typeof flag === 'string' && ['true', '1'].includes(flag.trim().toLowerCase()));
}

export const SINGLE_PAGE_MODE = isSinglePageMode(import.meta.env.VITE_SINGLE_PAGE);
