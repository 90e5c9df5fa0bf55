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
export const contact_heading: (inputs: Contact_HeadingInputs) => LocalizedString;
export const contact_intro: (inputs: Contact_IntroInputs) => LocalizedString;
export const contact_label: (inputs: Contact_LabelInputs) => LocalizedString;
export const details_email: (inputs: Details_EmailInputs) => LocalizedString;
export const details_label: (inputs: Details_LabelInputs) => LocalizedString;
export const details_location: (inputs: Details_LocationInputs) => LocalizedString;
export const details_resume: (inputs: Details_ResumeInputs) => LocalizedString;
export const details_resume_link: (inputs: Details_Resume_LinkInputs) => LocalizedString;
export const error_email_invalid: (inputs: Error_Email_InvalidInputs) => LocalizedString;
export const error_email_required: (inputs: Error_Email_RequiredInputs) => LocalizedString;
export const error_message_required: (inputs: Error_Message_RequiredInputs) => LocalizedString;
export const error_name_required: (inputs: Error_Name_RequiredInputs) => LocalizedString;
export const error_subject_required: (inputs: Error_Subject_RequiredInputs) => LocalizedString;
export const form_email_label: (inputs: Form_Email_LabelInputs) => LocalizedString;
export const form_email_placeholder: (inputs: Form_Email_PlaceholderInputs) => LocalizedString;
export const form_label: (inputs: Form_LabelInputs) => LocalizedString;
export const form_message_label: (inputs: Form_Message_LabelInputs) => LocalizedString;
export const form_message_placeholder: (inputs: Form_Message_PlaceholderInputs) => LocalizedString;
export const form_name_label: (inputs: Form_Name_LabelInputs) => LocalizedString;
export const form_name_placeholder: (inputs: Form_Name_PlaceholderInputs) => LocalizedString;
export const form_send: (inputs: Form_SendInputs) => LocalizedString;
export const form_subject_label: (inputs: Form_Subject_LabelInputs) => LocalizedString;
export const form_subject_placeholder: (inputs: Form_Subject_PlaceholderInputs) => LocalizedString;
export const nojs_back_hint: (inputs: Nojs_Back_HintInputs) => LocalizedString;
export const nojs_back_to_form: (inputs: Nojs_Back_To_FormInputs) => LocalizedString;
export const nojs_back_to_site: (inputs: Nojs_Back_To_SiteInputs) => LocalizedString;
export const status_failed: (inputs: Status_FailedInputs) => LocalizedString;
export const status_invalid: (inputs: Status_InvalidInputs) => LocalizedString;
export const status_rejected: (inputs: Status_RejectedInputs) => LocalizedString;
export const status_sending: (inputs: Status_SendingInputs) => LocalizedString;
export const status_sent: (inputs: Status_SentInputs) => LocalizedString;
export const status_success_marker: (inputs: Status_Success_MarkerInputs) => LocalizedString;
export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_HeadingInputs = {};
export type Contact_IntroInputs = {};
export type Contact_LabelInputs = {};
export type Details_EmailInputs = {};
export type Details_LabelInputs = {};
export type Details_LocationInputs = {};
export type Details_ResumeInputs = {};
export type Details_Resume_LinkInputs = {};
export type Error_Email_InvalidInputs = {};
export type Error_Email_RequiredInputs = {};
export type Error_Message_RequiredInputs = {};
export type Error_Name_RequiredInputs = {};
export type Error_Subject_RequiredInputs = {};
export type Form_Email_LabelInputs = {};
export type Form_Email_PlaceholderInputs = {};
export type Form_LabelInputs = {};
export type Form_Message_LabelInputs = {};
export type Form_Message_PlaceholderInputs = {};
export type Form_Name_LabelInputs = {};
export type Form_Name_PlaceholderInputs = {};
export type Form_SendInputs = {};
export type Form_Subject_LabelInputs = {};
export type Form_Subject_PlaceholderInputs = {};
export type Nojs_Back_HintInputs = {};
export type Nojs_Back_To_FormInputs = {};
export type Nojs_Back_To_SiteInputs = {};
export type Status_FailedInputs = {};
export type Status_InvalidInputs = {};
export type Status_RejectedInputs = {};
export type Status_SendingInputs = {};
export type Status_SentInputs = {};
export type Status_Success_MarkerInputs = {};
