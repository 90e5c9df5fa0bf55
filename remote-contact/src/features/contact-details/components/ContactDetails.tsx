import type { ReactNode } from 'react';
import { withBase } from '@portfolio/shared/basePath';
import { owner } from '@portfolio/shared/owner';
import { localePath } from '@portfolio/shared/i18n/locale';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { RESUME_PATH } from '@portfolio/shared/resume';
import { useMessages } from '../../../hooks/useMessages';
import { DocumentIcon, MailIcon, MapPinIcon } from './DetailIcons';

interface ContactEntryProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}

function ContactEntry({ icon, label, children }: ContactEntryProps) {
  return (
    <li className="card group flex items-center md:last:odd:col-span-2 lg:last:odd:col-span-1 gap-4 p-4 sm:p-5 motion-safe:transition-transform motion-safe:engaged:transition-[border-color,transform] motion-safe:duration-300 hover:border-accent/40 motion-safe:hover:-translate-y-0.5">
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-accent/20 to-accent-2/20 text-accent-ink shadow-[inset_0_0_0_1px_var(--pf-line)]">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase">{label}</p>
        <div className="mt-0.5 text-base font-medium break-words text-ink sm:text-lg">{children}</div>
      </div>
    </li>
  );
}

interface ContactDetailsProps {
  /** The host's base path, which its résumé page is under (the federation contract's `siteBase`). */
  siteBase?: string;
}

/** The owner's address, city and résumé (the host's page), from the owner's config in shared/. */
export function ContactDetails({ siteBase = '/' }: ContactDetailsProps) {
  const m = useMessages();
  const locale = useLocale();
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-1" aria-label={m.details_label({})}>
      <ContactEntry icon={<MailIcon className="size-6" />} label={m.details_email({})}>
        <a
          href={`mailto:${owner.email}`}
          className="focus-ring rounded-md underline decoration-accent/50 decoration-2 underline-offset-4 hover:text-accent-ink hover:decoration-accent"
        >
          {owner.email}
        </a>
      </ContactEntry>
      <ContactEntry icon={<MapPinIcon className="size-6" />} label={m.details_location({})}>
        {owner.city}
      </ContactEntry>
      <ContactEntry icon={<DocumentIcon className="size-6" />} label={m.details_resume({})}>
        {/* The host's page in the page's language, under the host's base path (a GitHub Pages project site has one). */}
        <a
          href={withBase(siteBase, localePath(RESUME_PATH, locale))}
          className="focus-ring rounded-md underline decoration-accent/50 decoration-2 underline-offset-4 hover:text-accent-ink hover:decoration-accent"
        >
          {m.details_resume_link({})}
        </a>
      </ContactEntry>
    </ul>
  );
}
