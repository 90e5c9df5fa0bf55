/**
 * The contact form's validation (spec section 5): checked on submit only, every
 * error reported at once, values trimmed first. Messages in the page's language (English by default).
 */
import { DEFAULT_MESSAGES, type Messages } from '../../../lib/catalogs';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactValues = Record<ContactField, string>;

export type FieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_VALUES: ContactValues = { name: '', email: '', subject: '', message: '' };

/**
 * Text, an @, text, a dot, text (no spaces anywhere). Also the email field's `pattern`
 * attribute, so the browser refuses what the spec calls invalid before the form's code runs
 * (a pattern matches the whole value, as the anchors here do).
 */
export const EMAIL_PATTERN = '\\S+@\\S+\\.\\S+';
const EMAIL_SHAPE = new RegExp(`^${EMAIL_PATTERN}$`);

/**
 * A one-line field's `pattern`: something besides spaces. The spec trims values, so a name of
 * spaces is empty; `required` alone would let the browser send it. (A textarea has no pattern:
 * a message of spaces only is refused by the form service, with the spec's message.)
 */
export const NOT_BLANK_PATTERN = '.*\\S.*';

/**
 * The longest value of any field, in characters (UTF-16 code units, as `maxlength` counts), so
 * that the form service takes whatever the browser lets through: the local stand-in refuses a
 * field over 256 KB, and 65,536 characters are at most 192 KB of UTF-8 (checked by its test).
 * Rendered as `maxlength` on every field; far beyond any real name or message.
 */
export const FIELD_MAX_LENGTH = 65_536;

export function trimValues(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

export function isEmailShaped(email: string): boolean {
  return EMAIL_SHAPE.test(email);
}

/** Errors for the trimmed values, in field order; an empty object means valid. */
export function validateContact(values: ContactValues, m: Messages = DEFAULT_MESSAGES): FieldErrors {
  const trimmed = trimValues(values);
  const errors: FieldErrors = {};
  if (!trimmed.name) errors.name = m.error_name_required({});
  if (!trimmed.email) errors.email = m.error_email_required({});
  else if (!isEmailShaped(trimmed.email)) errors.email = m.error_email_invalid({});
  if (!trimmed.subject) errors.subject = m.error_subject_required({});
  if (!trimmed.message) errors.message = m.error_message_required({});
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return CONTACT_FIELDS.some((field) => errors[field] !== undefined);
}

/** The field focus should move to after a failed submit: the first one in form order. */
export function firstInvalidField(errors: FieldErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}

/** A field's message when the browser refused a send: left empty, or filled with what it refuses. */
export interface RefusedFieldMessages {
  empty: string;
  filled: string;
}

/**
 * What each field says when the browser has refused a send (the form's code not run yet): the
 * spec's message for the field left empty, and for it filled with what its `required` and `pattern`
 * refuse (spaces only; an email of another shape). The same rules as validateContact's.
 */
export function refusedFieldMessages(m: Messages = DEFAULT_MESSAGES): Record<ContactField, RefusedFieldMessages> {
  const empty = validateContact(EMPTY_VALUES, m);
  const filled = validateContact({ name: ' ', email: 'not an email', subject: ' ', message: ' ' }, m);
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, { empty: empty[field] ?? '', filled: filled[field] ?? '' }]),
  ) as Record<ContactField, RefusedFieldMessages>;
}
