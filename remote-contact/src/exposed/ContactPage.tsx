import type { SectionProps } from '@portfolio/shared/federation/contract';
import { STATIC, type HydrationSchedule } from '@portfolio/shared/hydration/schedule';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { Island } from '@portfolio/shared/ui/Island';
import { SectionIntro } from '@portfolio/shared/ui/SectionIntro';
import { ContactDetails } from '../features/contact-details/components/ContactDetails';
import { ContactForm } from '../features/contact-form/components/ContactForm';
import { contactId } from '../features/contact-form/utils/fieldIds';
import { useMessages } from '../hooks/useMessages';
import './contact.css';

/**
 * Hydrated before the first tap, focus or key press in it is dispatched, not after (ON_INTERACTION):
 * a Send that is the visitor's first reach must get the page's own messages, not the browser's.
 * And once the browser is idle after load: React then hydrates it in slices a tap can come between,
 * so the first tap on a field only focuses it; hydrating inside that tap cost it ≈ 20 ms at 4x CPU
 * (typing at first paint + 500 ms: 72 ms, docs/decisions/0013).
 */
const CONTACT_FORM_HYDRATION: HydrationSchedule = ['idle', 'interaction'];

export default function ContactPage({ locale, ...props }: SectionProps) {
  return (
    <LocaleProvider locale={locale}>
      <ContactSection {...props} />
    </LocaleProvider>
  );
}

function ContactSection({ variant = 'page', siteBase = '/' }: SectionProps) {
  const m = useMessages();
  const Heading = variant === 'page' ? 'h1' : 'h2';
  // Not useId: the id must not depend on where the host places the section (see fieldIds.ts).
  const headingId = contactId('heading');
  return (
    <section
      aria-labelledby={headingId}
      className={`relative isolate mx-auto max-w-6xl px-5 pb-20 sm:px-8 ${variant === 'page' ? 'pt-32' : 'pt-24'}`}
    >
      {/* Soft glow behind the hero: decoration only. Its softness is the gradient's own fade, not a
          blur filter: a theme switch repaints it, and a phone without a GPU rasterises a blur in software. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-16 -z-10 mx-auto h-[28rem] max-w-4xl bg-radial-[closest-side_at_45%_50%] from-accent/15 via-accent-2/10 via-50% to-transparent"
      />
      <div className="grid items-start gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        {/* No entrance slide: the columns are drawn in place. A slide is composited on every frame, in
            software on a phone without a GPU, under the first taps and keys (docs/decisions/0013, option 31). */}
        <div className="flex flex-col gap-8 lg:sticky lg:top-32">
          <SectionIntro
            label={m.contact_label({})}
            heading={m.contact_heading({})}
            headingLevel={Heading}
            headingId={headingId}
            variant="column"
          >
            {m.contact_intro({})}
          </SectionIntro>
          <Island name="contact-details" when={STATIC}>
            <ContactDetails siteBase={siteBase} />
          </Island>
        </div>
        <div>
          {/* At the first tap, focus or key press in it (which the hydrated form then handles, typed
              text adopted). Before that the server HTML is a working form with the browser's own
              validation, so nothing of the form's code runs on load. */}
          <Island name="contact-form" when={CONTACT_FORM_HYDRATION}>
            <ContactForm />
          </Island>
        </div>
      </div>
    </section>
  );
}
