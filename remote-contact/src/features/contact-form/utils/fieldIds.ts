/**
 * Element ids for the contact section, derived from the section and field names.
 * Not `useId`: its values depend on the component's position in the whole React
 * tree, so the fragment rendered alone at build time would not match the page the
 * host hydrates, and React would throw the server HTML away.
 */
const SECTION = 'contact';

/** `contact-<part>`, e.g. `contact-heading`, `contact-name`. */
export function contactId(part: string): string {
  const slug = part
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!slug) throw new Error(`contactId: "${part}" has no letters or digits to build an id from`);
  return `${SECTION}-${slug}`;
}

/** The id of a field's error message, `contact-<field>-error`. */
export function contactErrorId(field: string): string {
  return `${contactId(field)}-error`;
}
