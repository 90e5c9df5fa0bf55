import ownerJson from './owner.json' with { type: 'json' };
import { DEFAULT_LOCALE, type Locale } from './i18n/locale';

/** The owner's identity: edit owner.json, and nothing else, to make the site someone's own. */
export interface OwnerConfig {
  name: string;
  title: string;
  email: string;
  city: string;
  githubUrl: string;
  linkedinUrl: string;
  /** Public URL the site is deployed at. */
  siteUrl: string;
  /** The path under host/public of the owner's own résumé PDF, offered instead of the generated ones. */
  resumePdf?: string;
  /** The title in another language, for what speaks of the owner in it (titles, the preview image, JSON-LD). */
  translations?: Partial<Record<Locale, { title?: string }>>;
}

export const owner: OwnerConfig = ownerJson;

/** The owner's portrait, a file under host/public: About's picture and the JSON-LD `Person`'s image. */
export const PORTRAIT_PATH = '/images/portrait.svg';

/** The owner's title in a language: its translation, or the one title when it has none. */
export function ownerTitleIn(owner: Pick<OwnerConfig, 'title' | 'translations'>, locale: Locale): string {
  return owner.translations?.[locale]?.title ?? owner.title;
}

/** A text in a language with the owner's `{name}` and `{title}` filled in. */
export function fillOwner(
  text: string,
  owner: Pick<OwnerConfig, 'name' | 'title' | 'translations'>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return text.replaceAll('{name}', owner.name).replaceAll('{title}', ownerTitleIn(owner, locale));
}
