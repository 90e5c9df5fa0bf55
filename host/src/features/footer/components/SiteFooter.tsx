import { owner, ownerTitleIn } from '@portfolio/shared/owner';
import { PREFIXES, prefixBase } from '@portfolio/shared/routes';
import { useInLocale } from '../../../hooks/useInLocale';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { useMessages } from '../../../hooks/useMessages';
import { pagePathIn } from '../../../utils/siteBase';

/** The site's parts outside the header, whose entries are the spec's. */
const FOOTER_PAGES = PREFIXES.filter((prefix) => prefix.remote === 'writing');

const LINK = 'focus-ring rounded text-ink-muted underline-offset-4 hover:text-ink hover:underline';

/** The site's footer: server HTML in a static island, never hydrated; below the first screen on every route. */
export function SiteFooter() {
  const m = useMessages();
  const locale = useLocale();
  const inLocale = useInLocale();
  const links = [
    { label: 'GitHub', href: owner.githubUrl, external: true },
    { label: 'LinkedIn', href: owner.linkedinUrl, external: true },
    { label: m.footer_email({}), href: `mailto:${owner.email}`, external: false },
  ];
  const newTab = ` ${m.opens_in_new_tab({})}`;
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
            {ownerTitleIn(owner, locale)} · {owner.city}
          </p>
        </div>
        <ul aria-label={m.footer_more_label({})} className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          {FOOTER_PAGES.map((prefix) => (
            <li key={prefix.path}>
              <a href={pagePathIn(prefixBase(prefix), locale)} className={LINK}>
                {inLocale(prefix).label}
              </a>
            </li>
          ))}
        </ul>
        <ul aria-label={m.footer_elsewhere_label({})} className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          {links.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                className={LINK}
                {...(link.external
                  ? { target: '_blank', rel: 'noopener noreferrer' }
                  : { 'data-address': owner.email })}
              >
                {link.label}
                {link.external && <span className="sr-only">{newTab}</span>}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="mx-auto max-w-6xl px-5 pb-10 text-xs leading-relaxed text-ink-muted sm:px-8 print:pb-0">
        <p>{m.footer_built_with({})}</p>
        <p className="mt-1">{m.footer_emoji_credit({})}</p>
      </div>
    </footer>
  );
}
