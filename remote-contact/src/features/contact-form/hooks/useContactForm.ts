/**
 * The contact form's state: values, field errors, the status line and the
 * in-flight guard. The component only renders what this returns.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMessages } from '../../../hooks/useMessages';
import { sendContactMessage, type SendOutcome } from '../api/formClient';
import { configuredFormService } from '../api/formServiceConfig';
import { statusTexts, statusTone } from '../utils/status';
import {
  CONTACT_FIELDS,
  EMPTY_VALUES,
  firstInvalidField,
  hasErrors,
  validateContact,
  type ContactField,
  type ContactValues,
  type FieldErrors,
} from '../utils/validation';

export type SendMessage = (values: ContactValues) => Promise<SendOutcome>;

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** `send` is injected in tests; the configured form service otherwise. Texts in the page's language. */
export function useContactForm(send?: SendMessage) {
  const m = useMessages();
  const texts = statusTexts(m);
  const sendMessage: SendMessage =
    send ?? ((values) => sendContactMessage(values, configuredFormService(), undefined, texts));
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);
  const [trapFilled, setTrapFilled] = useState(false);
  // A ref, not state: a second click or Enter in the same tick must already see it.
  const inFlight = useRef(false);
  const fieldElements = useRef<Partial<Record<ContactField, FieldElement | null>>>({});

  // Text typed into the server-rendered form before hydration is in the DOM, not in state
  // (hydration leaves the fields as they are); adopt it, or the next render would wipe it. A send
  // the browser refused before hydration is adopted too: its status and the spec's field messages.
  useEffect(() => {
    const typed: Partial<ContactValues> = {};
    for (const field of CONTACT_FIELDS) {
      const value = fieldElements.current[field]?.value;
      if (value) typed[field] = value;
    }
    /* eslint-disable react-hooks/set-state-in-effect -- once, after hydration: the DOM is the source here */
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // The status line the page showed before hydration when the browser refused a send
    // (/theme-init.js un-hides it; server HTML only, gone once hydrated).
    const nativeStatus = fieldElements.current.name?.form?.querySelector<HTMLElement>('[data-native-invalid-status]');
    if (nativeStatus && !nativeStatus.hidden) {
      const found = validateContact({ ...EMPTY_VALUES, ...typed }, m);
      if (hasErrors(found)) {
        setErrors(found);
        setStatus(m.status_invalid({}));
      }
    }
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [m]);

  function setValue(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function fieldRef(field: ContactField) {
    return (element: FieldElement | null) => {
      fieldElements.current[field] = element;
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button stays enabled (spec), so a repeat submit while sending is ignored here.
    if (inFlight.current) return;

    const found = validateContact(values, m);
    setErrors(found);
    if (hasErrors(found)) {
      setStatus(texts.invalid);
      const first = firstInvalidField(found);
      if (first) fieldElements.current[first]?.focus();
      return;
    }

    if (trapFilled) {
      // Only a bot fills the hidden trap: it is told what a person would be, and nothing is sent.
      setValues(EMPTY_VALUES);
      setStatus(texts.sent);
      return;
    }

    inFlight.current = true;
    setSending(true);
    setStatus(texts.sending);
    try {
      const outcome = await sendMessage(values);
      setStatus(outcome.status);
      // Only a confirmed send clears the form: on any failure the visitor keeps their text.
      if (outcome.kind === 'sent') {
        setValues(EMPTY_VALUES);
        setErrors({});
      }
    } catch (error) {
      // The client never throws; this only guards against a custom `send` that does.
      console.error('Contact form: the message could not be sent.', error);
      setStatus(texts.failed);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return {
    values,
    errors,
    status,
    tone: statusTone(status, sending, m.status_success_marker({})),
    sending,
    trapFilled,
    setTrapFilled,
    setValue,
    fieldRef,
    submit,
  };
}
