/** A page's Open Graph image, drawn at build time (shared/build/previewCard.ts) from the card a page module gives. */
export const PREVIEW_CARD_SIZE = { width: 1200, height: 630 } as const;

export interface PreviewCard {
  kicker: string;
  title: string;
  footer: string;
  accent?: string;
}
