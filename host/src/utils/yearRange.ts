/** An education year range with an en dash (`2023-2026` → `2023–2026`); the content keeps the hyphen. */
export function displayYears(year: string): string {
  return year.replace(/^(\d{4})-(\d{4})$/, '$1–$2');
}
