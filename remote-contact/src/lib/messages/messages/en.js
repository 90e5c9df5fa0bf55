/* eslint-disable */
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

export const contact_heading = /** @type {(inputs: Contact_HeadingInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Get in Touch`);
};

export const contact_intro = /** @type {(inputs: Contact_IntroInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Have a question or want to work together? Drop us a message!`);
};

export const contact_label = /** @type {(inputs: Contact_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Contact`);
};

export const details_email = /** @type {(inputs: Details_EmailInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Email`);
};

export const details_label = /** @type {(inputs: Details_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Contact details`);
};

export const details_location = /** @type {(inputs: Details_LocationInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Location`);
};

export const details_resume = /** @type {(inputs: Details_ResumeInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Résumé`);
};

export const details_resume_link = /** @type {(inputs: Details_Resume_LinkInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Read or download my résumé`);
};

export const error_email_invalid = /** @type {(inputs: Error_Email_InvalidInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Email is invalid`);
};

export const error_email_required = /** @type {(inputs: Error_Email_RequiredInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Email is required`);
};

export const error_message_required = /** @type {(inputs: Error_Message_RequiredInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Message is required`);
};

export const error_name_required = /** @type {(inputs: Error_Name_RequiredInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Name is required`);
};

export const error_subject_required = /** @type {(inputs: Error_Subject_RequiredInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Subject is required`);
};

export const form_email_label = /** @type {(inputs: Form_Email_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Email`);
};

export const form_email_placeholder = /** @type {(inputs: Form_Email_PlaceholderInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Your Email`);
};

export const form_label = /** @type {(inputs: Form_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Contact form`);
};

export const form_message_label = /** @type {(inputs: Form_Message_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Message`);
};

export const form_message_placeholder =
  /** @type {(inputs: Form_Message_PlaceholderInputs) => LocalizedString} */ () => {
    return /** @type {LocalizedString} */ (`Your Message`);
  };

export const form_name_label = /** @type {(inputs: Form_Name_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Name`);
};

export const form_name_placeholder = /** @type {(inputs: Form_Name_PlaceholderInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Your Name`);
};

export const form_send = /** @type {(inputs: Form_SendInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Send Message`);
};

export const form_subject_label = /** @type {(inputs: Form_Subject_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Subject`);
};

export const form_subject_placeholder =
  /** @type {(inputs: Form_Subject_PlaceholderInputs) => LocalizedString} */ () => {
    return /** @type {LocalizedString} */ (`Subject`);
  };

export const nojs_back_hint = /** @type {(inputs: Nojs_Back_HintInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Your browser’s Back button returns to the form with your text kept.`);
};

export const nojs_back_to_form = /** @type {(inputs: Nojs_Back_To_FormInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Back to the form`);
};

export const nojs_back_to_site = /** @type {(inputs: Nojs_Back_To_SiteInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Back to the site`);
};

export const status_failed = /** @type {(inputs: Status_FailedInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`An error occurred. Please try again.`);
};

export const status_invalid = /** @type {(inputs: Status_InvalidInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Please fill in all required fields correctly.`);
};

export const status_rejected = /** @type {(inputs: Status_RejectedInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`There was an error sending your message.`);
};

export const status_sending = /** @type {(inputs: Status_SendingInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Sending your message…`);
};

export const status_sent = /** @type {(inputs: Status_SentInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Message sent successfully!`);
};

export const status_success_marker = /** @type {(inputs: Status_Success_MarkerInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`success`);
};
