/**
 * The owner's identity, used by the host and the remotes. A clearly fictional sample
 * owner: replace these values (and nothing else) to make the site someone's own.
 */
export interface OwnerConfig {
  name: string;
  title: string;
  email: string;
  city: string;
  githubUrl: string;
  linkedinUrl: string;
  /** Public URL the site is deployed at, used for canonical links. */
  siteUrl: string;
}

export const owner: OwnerConfig = {
  name: 'Alex Rivera',
  title: 'Full-Stack Developer',
  email: 'alex.rivera@example.com',
  city: 'Dhaka, Bangladesh',
  githubUrl: 'https://github.com/example-alex-rivera',
  linkedinUrl: 'https://www.linkedin.com/in/example-alex-rivera',
  siteUrl: 'https://portfolio.example.com',
};
