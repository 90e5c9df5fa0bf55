import { Link } from 'react-router-dom';
import { MESSAGE_SENT_TEXT } from '@portfolio/shared/contactResult';
import { owner } from '@portfolio/shared/owner';

/**
 * Where a message sent without JavaScript (or before the contact form's code arrived) lands:
 * the form service redirects the browser here after it accepted the message, so the visitor
 * is back on the site, in its header and theme, instead of on the service's own page.
 */
export function MessageSentPage() {
  const firstName = owner.name.split(' ')[0] ?? owner.name;
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 pt-28 text-center">
      <p className="font-mono text-sm text-accent-ink">Contact</p>
      <h1 className="mt-2 font-display text-3xl font-bold text-success sm:text-4xl">{MESSAGE_SENT_TEXT}</h1>
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
