/** German pages a server composes from a remote's German section, each with a word only its German HTML holds. */
export const GERMAN_SECTION_PAGES = [
  ['/de/skills', 'Tech-Stack'],
  ['/de/contact', 'Kontakt aufnehmen'],
  ['/de/projects/foodie-express', 'Fallstudie'],
  ['/de/writing', 'Artikel'],
] as const;
