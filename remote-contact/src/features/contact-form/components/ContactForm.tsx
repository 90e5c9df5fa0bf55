import { useHydrated } from '@portfolio/shared/hooks/useHydrated';
import { DEFAULT_LOCALE } from '@portfolio/shared/i18n/locale';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { useMessages } from '../../../hooks/useMessages';
import { configuredFormService, configuredRedirect } from '../api/formServiceConfig';
import { useContactForm, type SendMessage } from '../hooks/useContactForm';
import type { StatusTone } from '../utils/status';
import { EMAIL_PATTERN, FIELD_MAX_LENGTH, NOT_BLANK_PATTERN, refusedFieldMessages } from '../utils/validation';
import { CheckIcon, AlertIcon, SendIcon, SpinnerIcon } from './FormIcons';
import { FormField } from './FormField';

const TONE_CLASS: Record<StatusTone, string> = {
  success: 'text-success',
  error: 'text-danger',
  pending: 'text-ink-muted',
  none: '',
};

interface ContactFormProps {
  /** Injected in tests; the configured form service otherwise. */
  send?: SendMessage;
}

export function ContactForm({ send }: ContactFormProps) {
  const m = useMessages();
  const locale = useLocale();
  const form = useContactForm(send);
  const { values, errors } = form;
  const service = configuredFormService();
  const hydrated = useHydrated();
  // Server HTML only: once hydrated, the form checks itself and says why with `errors`.
  const refused = hydrated ? null : refusedFieldMessages(m);

  // A real form: with JS off (or before its code has hydrated) the browser checks the fields
  // (required, the email pattern, maxlength) and posts it to the form service itself, whose
  // redirect field brings the visitor back to the site's result page. Once hydrated, noValidate:
  // the page checks on submit with the spec's messages and sends through fetch.
  return (
    <form
      noValidate={hydrated}
      method="post"
      action={service.endpoint}
      encType="multipart/form-data"
      aria-label={m.form_label({})}
      onSubmit={form.submit}
      className="card relative flex flex-col gap-5 p-6 sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          name="name"
          label={m.form_name_label({})}
          placeholder={m.form_name_placeholder({})}
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onChange={(value) => form.setValue('name', value)}
          pattern={NOT_BLANK_PATTERN}
          maxLength={FIELD_MAX_LENGTH}
          fieldRef={form.fieldRef('name')}
          refused={refused?.name}
        />
        <FormField
          name="email"
          label={m.form_email_label({})}
          type="email"
          placeholder={m.form_email_placeholder({})}
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(value) => form.setValue('email', value)}
          pattern={EMAIL_PATTERN}
          maxLength={FIELD_MAX_LENGTH}
          fieldRef={form.fieldRef('email')}
          refused={refused?.email}
        />
      </div>
      <FormField
        name="subject"
        label={m.form_subject_label({})}
        placeholder={m.form_subject_placeholder({})}
        value={values.subject}
        error={errors.subject}
        onChange={(value) => form.setValue('subject', value)}
        pattern={NOT_BLANK_PATTERN}
        maxLength={FIELD_MAX_LENGTH}
        fieldRef={form.fieldRef('subject')}
        refused={refused?.subject}
      />
      <FormField
        name="message"
        label={m.form_message_label({})}
        placeholder={m.form_message_placeholder({})}
        rows={6}
        value={values.message}
        error={errors.message}
        onChange={(value) => form.setValue('message', value)}
        maxLength={FIELD_MAX_LENGTH}
        fieldRef={form.fieldRef('message')}
        refused={refused?.message}
      />

      <input type="hidden" name="access_key" value={service.accessKey} />
      {/* Read by the form service on a native post only: where the browser goes once the message is accepted. */}
      <input type="hidden" name="redirect" value={configuredRedirect(locale)} />
      {/* Read by the local stand-in on a native post: the language of its answer page (English when absent). */}
      {locale === DEFAULT_LOCALE ? null : <input type="hidden" name="locale" value={locale} />}
      {/* The form service's spam trap: hidden from people and assistive tech, so only bots tick it. */}
      <input
        type="checkbox"
        name="botcheck"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        checked={form.trapFilled}
        onChange={(event) => form.setTrapFilled(event.target.checked)}
      />

      {/* The status line sits under the button at every width (spec: under the form), one line
          tall even when empty so a message appearing moves nothing. */}
      <div className="flex flex-col gap-4">
        {/* Kept enabled while sending (spec); the hook ignores a second submit. */}
        <button
          type="submit"
          aria-busy={form.sending || undefined}
          className="btn-primary focus-ring group min-h-12 w-full shrink-0 self-start font-display text-base hover:shadow-[0_14px_40px_-8px_var(--pf-glow)] sm:w-auto motion-safe:transition-transform motion-safe:engaged:transition-[transform,box-shadow] motion-safe:duration-200 motion-safe:hover:-translate-y-0.5 motion-safe:active:translate-y-0"
        >
          {m.form_send({})}
          {form.sending ? (
            <SpinnerIcon className="size-5 motion-safe:animate-spin" />
          ) : (
            <SendIcon className="size-5 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:group-hover:-translate-y-0.5" />
          )}
        </button>

        <p
          role="status"
          aria-live="polite"
          className={`flex min-h-5 items-start gap-2 text-sm font-medium ${TONE_CLASS[form.tone]}`}
        >
          {form.tone === 'success' ? <CheckIcon className="mt-px size-5 shrink-0" /> : null}
          {form.tone === 'error' ? <AlertIcon className="mt-px size-5 shrink-0" /> : null}
          {form.tone === 'pending' ? <SpinnerIcon className="mt-px size-5 shrink-0 motion-safe:animate-spin" /> : null}
          {form.status ? <span>{form.status}</span> : null}
          {/* Until hydrated, the browser checks the form: /theme-init.js shows this when it refuses a
              send, so the first Send says why in the status line before the code has arrived too. */}
          {hydrated ? null : (
            <span data-native-invalid-status="" hidden className="flex gap-2 text-danger">
              <AlertIcon className="mt-px size-5 shrink-0" />
              {m.status_invalid({})}
            </span>
          )}
        </p>
      </div>
    </form>
  );
}
