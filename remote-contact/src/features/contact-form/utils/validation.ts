/**
 * The contact form's validation (spec section 5): checked on submit only, every
 * error reported at once, values trimmed first.
 */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactValues = Record<ContactField, string>;

export type FieldErrors = Partial<Record<ContactField, string>>;

export const FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
} as const;

export const EMPTY_VALUES: ContactValues = { name: '', email: '', subject: '', message: '' };

/** Text, an @, text, a dot, text (no spaces anywhere). */
const EMAIL_SHAPE = /^\S+@\S+\.\S+$/;

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
export function validateContact(values: ContactValues): FieldErrors {
  const trimmed = trimValues(values);
  const errors: FieldErrors = {};
  if (!trimmed.name) errors.name = FIELD_MESSAGES.nameRequired;
  if (!trimmed.email) errors.email = FIELD_MESSAGES.emailRequired;
  else if (!isEmailShaped(trimmed.email)) errors.email = FIELD_MESSAGES.emailInvalid;
  if (!trimmed.subject) errors.subject = FIELD_MESSAGES.subjectRequired;
  if (!trimmed.message) errors.message = FIELD_MESSAGES.messageRequired;
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return CONTACT_FIELDS.some((field) => errors[field] !== undefined);
}

/** The field focus should move to after a failed submit: the first one in form order. */
export function firstInvalidField(errors: FieldErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}
