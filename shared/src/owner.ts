import ownerJson from './owner.json' with { type: 'json' };

/**
 * The owner's identity, used by the host, the remotes and the build scripts (which read
 * owner.json directly). A clearly fictional sample owner: edit owner.json (and nothing
 * else) to make the site someone's own.
 */
export interface OwnerConfig {
  name: string;
  title: string;
  email: string;
  city: string;
  githubUrl: string;
  linkedinUrl: string;
  /** Public URL the site is deployed at, used for canonical links, the sitemap and previews. */
  siteUrl: string;
  /**
   * Optional: the path under host/public of a résumé PDF of the owner's own (e.g. `/files/cv.pdf`),
   * offered on the résumé page instead of the PDFs `npm run resume` prints from it (shared/src/resume.ts).
   */
  resumePdf?: string;
}

export const owner: OwnerConfig = ownerJson;
