import { owner } from '@portfolio/shared/owner';
import { PREFIXES, prefixBase } from '@portfolio/shared/routes';
import { sitePath } from '../../../utils/siteBase';

/** The site's parts outside the header, whose entries are the spec's. */
const FOOTER_PAGES = PREFIXES.filter((prefix) => prefix.remote === 'writing').map((prefix) => ({
  label: prefix.label,
  href: sitePath(prefixBase(prefix)),
}));

const FOOTER_LINKS = [
  { label: 'GitHub', href: owner.githubUrl, external: true },
  { label: 'LinkedIn', href: owner.linkedinUrl, external: true },
  { label: 'Email', href: `mailto:${owner.email}`, external: false },
] as const;

export const BUILT_WITH =
  'Built with React, TypeScript and Tailwind CSS as micro-frontends, composed on the server so every page reads without JavaScript.';
export const EMOJI_CREDIT = 'Emoji graphics: Twemoji by Twitter and contributors, CC-BY 4.0.';

/** The site's footer: server HTML in a static island, never hydrated; below the first screen on every route. */
export function SiteFooter() {
  return (
    // On paper, closer set and kept whole: its last lines never make a sheet of their own.
    <footer
      className="border-t border-line [contain-intrinsic-size:auto_12rem] [content-visibility:auto] print:break-inside-avoid"
      data-testid="site-footer"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-10 sm:px-8 md:flex-row md:items-start md:justify-between print:gap-3 print:py-4">
        <div>
          <p className="font-display text-lg font-semibold text-ink">{owner.name}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {owner.title} · {owner.city}
          </p>
        </div>
        <ul aria-label="More on this site" className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          {FOOTER_PAGES.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="focus-ring rounded text-ink-muted underline-offset-4 hover:text-ink hover:underline"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <ul aria-label="Find me elsewhere" className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          {FOOTER_LINKS.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                className="focus-ring rounded text-ink-muted underline-offset-4 hover:text-ink hover:underline"
                {...(link.external
                  ? { target: '_blank', rel: 'noopener noreferrer' }
                  : { 'data-address': owner.email })}
              >
                {link.label}
                {link.external && <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="mx-auto max-w-6xl px-5 pb-10 text-xs leading-relaxed text-ink-muted sm:px-8 print:pb-0">
        <p>{BUILT_WITH}</p>
        <p className="mt-1">{EMOJI_CREDIT}</p>
      </div>
    </footer>
  );
}
