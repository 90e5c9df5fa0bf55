/** Spec 2's single-page mode, off unless built with `VITE_SINGLE_PAGE=true`. */
export function isSinglePageMode(flag: string | boolean | undefined): boolean {
  return flag === true || (typeof flag === 'string' && ['true', '1'].includes(flag.trim().toLowerCase()));
}

export const SINGLE_PAGE_MODE = isSinglePageMode(import.meta.env.VITE_SINGLE_PAGE);
