/**
 * An education year range as typeset, with an en dash (`2023-2026` → `2023–2026`); a single year
 * is left alone. The content keeps the plain hyphen (shared/build/content/validate.ts checks it);
 * every page that shows a range (Education, the résumé) writes it through this.
 */
export function displayYears(year: string): string {
  return year.replace(/^(\d{4})-(\d{4})$/, '$1–$2');
}
