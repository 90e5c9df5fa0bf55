import { Link } from 'react-router-dom';
import { MESSAGE_SENT_TEXT } from '@portfolio/shared/contactResult';
import { owner } from '@portfolio/shared/owner';
import { SectionLabel } from '@portfolio/shared/ui/SectionIntro';

/** Where the form service redirects a message sent without JavaScript, so the visitor lands back on the site. */
export function MessageSentPage() {
  const firstName = owner.name.split(' ')[0] ?? owner.name;
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-5 pt-28 text-center">
      <SectionLabel>Contact</SectionLabel>
      <h1 className="text-gradient mt-4 font-display text-4xl leading-tight font-bold tracking-tight sm:text-5xl">
        {MESSAGE_SENT_TEXT}
      </h1>
      <p className="mt-4 text-ink-muted">
        Thank you for getting in touch. {firstName} will answer at the email address you gave.
      </p>
      <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row">
        <Link to="/" className="focus-ring btn-primary">
          Back to the site
        </Link>
        <Link
          to="/contact"
          className="focus-ring rounded-full px-4 py-2 font-medium text-ink underline underline-offset-4 hover:text-accent-ink"
        >
          Send another message
        </Link>
      </div>
    </section>
  );
}
