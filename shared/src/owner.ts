import ownerJson from './owner.json' with { type: 'json' };

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
}

export const owner: OwnerConfig = ownerJson;

/** A text with the owner's `{name}` and `{title}` filled in. */
export function fillOwner(text: string, owner: Pick<OwnerConfig, 'name' | 'title'>): string {
  return text.replaceAll('{name}', owner.name).replaceAll('{title}', owner.title);
}
