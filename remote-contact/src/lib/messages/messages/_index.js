/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Contact_HeadingInputs */
/** @typedef {{}} Contact_IntroInputs */
/** @typedef {{}} Contact_LabelInputs */
/** @typedef {{}} Details_EmailInputs */
/** @typedef {{}} Details_LabelInputs */
/** @typedef {{}} Details_LocationInputs */
/** @typedef {{}} Details_ResumeInputs */
/** @typedef {{}} Details_Resume_LinkInputs */
/** @typedef {{}} Error_Email_InvalidInputs */
/** @typedef {{}} Error_Email_RequiredInputs */
/** @typedef {{}} Error_Message_RequiredInputs */
/** @typedef {{}} Error_Name_RequiredInputs */
/** @typedef {{}} Error_Subject_RequiredInputs */
/** @typedef {{}} Form_Email_LabelInputs */
/** @typedef {{}} Form_Email_PlaceholderInputs */
/** @typedef {{}} Form_LabelInputs */
/** @typedef {{}} Form_Message_LabelInputs */
/** @typedef {{}} Form_Message_PlaceholderInputs */
/** @typedef {{}} Form_Name_LabelInputs */
/** @typedef {{}} Form_Name_PlaceholderInputs */
/** @typedef {{}} Form_SendInputs */
/** @typedef {{}} Form_Subject_LabelInputs */
/** @typedef {{}} Form_Subject_PlaceholderInputs */
/** @typedef {{}} Nojs_Back_HintInputs */
/** @typedef {{}} Nojs_Back_To_FormInputs */
/** @typedef {{}} Nojs_Back_To_SiteInputs */
/** @typedef {{}} Status_FailedInputs */
/** @typedef {{}} Status_InvalidInputs */
/** @typedef {{}} Status_RejectedInputs */
/** @typedef {{}} Status_SendingInputs */
/** @typedef {{}} Status_SentInputs */
/** @typedef {{}} Status_Success_MarkerInputs */
import * as __en from './en.js';
import * as __de from './de.js';
/**
 * | output |
 * | --- |
 * | "Get in Touch" |
 *
 * @param {Contact_HeadingInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const contact_heading =
  /** @type {((inputs?: Contact_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_HeadingInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.contact_heading(inputs);
      return __en.contact_heading(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Have a question or want to work together? Drop us a message!" |
 *
 * @param {Contact_IntroInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const contact_intro =
  /** @type {((inputs?: Contact_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_IntroInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.contact_intro(inputs);
      return __en.contact_intro(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Contact" |
 *
 * @param {Contact_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const contact_label =
  /** @type {((inputs?: Contact_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_LabelInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.contact_label(inputs);
      return __en.contact_label(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Email" |
 *
 * @param {Details_EmailInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const details_email =
  /** @type {((inputs?: Details_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Details_EmailInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.details_email(inputs);
      return __en.details_email(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Contact details" |
 *
 * @param {Details_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const details_label =
  /** @type {((inputs?: Details_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Details_LabelInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.details_label(inputs);
      return __en.details_label(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Location" |
 *
 * @param {Details_LocationInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const details_location =
  /** @type {((inputs?: Details_LocationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Details_LocationInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.details_location(inputs);
      return __en.details_location(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Résumé" |
 *
 * @param {Details_ResumeInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const details_resume =
  /** @type {((inputs?: Details_ResumeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Details_ResumeInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.details_resume(inputs);
      return __en.details_resume(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Read or download my résumé" |
 *
 * @param {Details_Resume_LinkInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const details_resume_link =
  /** @type {((inputs?: Details_Resume_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Details_Resume_LinkInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.details_resume_link(inputs);
      return __en.details_resume_link(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Email is invalid" |
 *
 * @param {Error_Email_InvalidInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const error_email_invalid =
  /** @type {((inputs?: Error_Email_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Email_InvalidInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.error_email_invalid(inputs);
      return __en.error_email_invalid(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Email is required" |
 *
 * @param {Error_Email_RequiredInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const error_email_required =
  /** @type {((inputs?: Error_Email_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Email_RequiredInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.error_email_required(inputs);
      return __en.error_email_required(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Message is required" |
 *
 * @param {Error_Message_RequiredInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const error_message_required =
  /** @type {((inputs?: Error_Message_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Message_RequiredInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.error_message_required(inputs);
      return __en.error_message_required(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Name is required" |
 *
 * @param {Error_Name_RequiredInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const error_name_required =
  /** @type {((inputs?: Error_Name_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Name_RequiredInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.error_name_required(inputs);
      return __en.error_name_required(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Subject is required" |
 *
 * @param {Error_Subject_RequiredInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const error_subject_required =
  /** @type {((inputs?: Error_Subject_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Subject_RequiredInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.error_subject_required(inputs);
      return __en.error_subject_required(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Email" |
 *
 * @param {Form_Email_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_email_label =
  /** @type {((inputs?: Form_Email_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Email_LabelInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.form_email_label(inputs);
      return __en.form_email_label(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Your Email" |
 *
 * @param {Form_Email_PlaceholderInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_email_placeholder =
  /** @type {((inputs?: Form_Email_PlaceholderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Email_PlaceholderInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.form_email_placeholder(inputs);
      return __en.form_email_placeholder(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Contact form" |
 *
 * @param {Form_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_label =
  /** @type {((inputs?: Form_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_LabelInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.form_label(inputs);
      return __en.form_label(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Message" |
 *
 * @param {Form_Message_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_message_label =
  /** @type {((inputs?: Form_Message_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Message_LabelInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.form_message_label(inputs);
      return __en.form_message_label(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Your Message" |
 *
 * @param {Form_Message_PlaceholderInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_message_placeholder =
  /** @type {((inputs?: Form_Message_PlaceholderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Message_PlaceholderInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.form_message_placeholder(inputs);
      return __en.form_message_placeholder(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Name" |
 *
 * @param {Form_Name_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_name_label =
  /** @type {((inputs?: Form_Name_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Name_LabelInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.form_name_label(inputs);
      return __en.form_name_label(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Your Name" |
 *
 * @param {Form_Name_PlaceholderInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_name_placeholder =
  /** @type {((inputs?: Form_Name_PlaceholderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Name_PlaceholderInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.form_name_placeholder(inputs);
      return __en.form_name_placeholder(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Send Message" |
 *
 * @param {Form_SendInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_send =
  /** @type {((inputs?: Form_SendInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_SendInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.form_send(inputs);
      return __en.form_send(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Subject" |
 *
 * @param {Form_Subject_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_subject_label =
  /** @type {((inputs?: Form_Subject_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Subject_LabelInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.form_subject_label(inputs);
      return __en.form_subject_label(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Subject" |
 *
 * @param {Form_Subject_PlaceholderInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_subject_placeholder =
  /** @type {((inputs?: Form_Subject_PlaceholderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Subject_PlaceholderInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.form_subject_placeholder(inputs);
      return __en.form_subject_placeholder(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Your browser’s Back button returns to the form with your text kept." |
 *
 * @param {Nojs_Back_HintInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const nojs_back_hint =
  /** @type {((inputs?: Nojs_Back_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nojs_Back_HintInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.nojs_back_hint(inputs);
      return __en.nojs_back_hint(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Back to the form" |
 *
 * @param {Nojs_Back_To_FormInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const nojs_back_to_form =
  /** @type {((inputs?: Nojs_Back_To_FormInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nojs_Back_To_FormInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.nojs_back_to_form(inputs);
      return __en.nojs_back_to_form(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Back to the site" |
 *
 * @param {Nojs_Back_To_SiteInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const nojs_back_to_site =
  /** @type {((inputs?: Nojs_Back_To_SiteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nojs_Back_To_SiteInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.nojs_back_to_site(inputs);
      return __en.nojs_back_to_site(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "An error occurred. Please try again." |
 *
 * @param {Status_FailedInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const status_failed =
  /** @type {((inputs?: Status_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_FailedInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.status_failed(inputs);
      return __en.status_failed(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Please fill in all required fields correctly." |
 *
 * @param {Status_InvalidInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const status_invalid =
  /** @type {((inputs?: Status_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_InvalidInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.status_invalid(inputs);
      return __en.status_invalid(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "There was an error sending your message." |
 *
 * @param {Status_RejectedInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const status_rejected =
  /** @type {((inputs?: Status_RejectedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_RejectedInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.status_rejected(inputs);
      return __en.status_rejected(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Sending your message…" |
 *
 * @param {Status_SendingInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const status_sending =
  /** @type {((inputs?: Status_SendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_SendingInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.status_sending(inputs);
      return __en.status_sending(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Message sent successfully!" |
 *
 * @param {Status_SentInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const status_sent =
  /** @type {((inputs?: Status_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_SentInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.status_sent(inputs);
      return __en.status_sent(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "success" |
 *
 * @param {Status_Success_MarkerInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const status_success_marker =
  /** @type {((inputs?: Status_Success_MarkerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Success_MarkerInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.status_success_marker(inputs);
      return __en.status_success_marker(inputs);
    }
  );
