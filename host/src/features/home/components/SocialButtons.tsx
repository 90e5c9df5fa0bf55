import { owner } from '@portfolio/shared/owner';
import { useMessages } from '../../../hooks/useMessages';

const GITHUB_PATH =
  'M12 .3a12 12 0 0 0-3.8 23.38c.6.12.82-.26.82-.57l-.01-2.04c-3.34.73-4.04-1.61-4.04-1.61-.55-1.39-1.34-1.76-1.34-1.76-1.08-.74.09-.73.09-.73 1.2.09 1.84 1.24 1.84 1.24 1.07 1.83 2.8 1.3 3.49 1 .1-.78.42-1.3.76-1.6-2.67-.3-5.47-1.33-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.14-.3-.54-1.52.1-3.18 0 0 1.01-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.28-1.55 3.29-1.23 3.29-1.23.64 1.66.24 2.88.12 3.18a4.65 4.65 0 0 1 1.23 3.22c0 4.61-2.8 5.63-5.48 5.92.43.37.82 1.1.82 2.22l-.01 3.29c0 .31.21.69.82.57A12 12 0 0 0 12 .3';
const LINKEDIN_PATH =
  'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z';

const base =
  'focus-ring inline-flex items-center gap-2.5 rounded-full px-6 py-3 text-sm font-semibold transition-transform engaged:transition-[transform,box-shadow,background-color] motion-safe:duration-300 motion-safe:hover:-translate-y-0.5';

/** The two external buttons; URLs come from the owner's config. */
export function SocialButtons() {
  const m = useMessages();
  const newTab = ` ${m.opens_in_new_tab({})}`;
  return (
    <div className="mt-9 flex flex-wrap gap-4">
      <a
        href={owner.githubUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={`${base} btn-primary hover:shadow-[0_16px_40px_-8px_var(--pf-glow)]`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          <path d={GITHUB_PATH} />
        </svg>
        {m.social_github({})}
        <span className="sr-only">{newTab}</span>
      </a>
      <a
        href={owner.linkedinUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={`${base} border border-line bg-surface text-ink hover:border-accent`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 text-accent-ink" fill="currentColor">
          <path d={LINKEDIN_PATH} />
        </svg>
        {m.social_linkedin({})}
        <span className="sr-only">{newTab}</span>
      </a>
    </div>
  );
}
