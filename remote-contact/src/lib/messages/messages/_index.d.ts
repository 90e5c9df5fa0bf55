/**
 * | output |
 * | --- |
 * | "Get in Touch" |
 *
 * @param {Contact_HeadingInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const contact_heading: ((
  inputs?: Contact_HeadingInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Contact_HeadingInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Have a question or want to work together? Drop us a message!" |
 *
 * @param {Contact_IntroInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const contact_intro: ((
  inputs?: Contact_IntroInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Contact_IntroInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Contact" |
 *
 * @param {Contact_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const contact_label: ((
  inputs?: Contact_LabelInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Contact_LabelInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Email" |
 *
 * @param {Details_EmailInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const details_email: ((
  inputs?: Details_EmailInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Details_EmailInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Contact details" |
 *
 * @param {Details_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const details_label: ((
  inputs?: Details_LabelInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Details_LabelInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Location" |
 *
 * @param {Details_LocationInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const details_location: ((
  inputs?: Details_LocationInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Details_LocationInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Résumé" |
 *
 * @param {Details_ResumeInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const details_resume: ((
  inputs?: Details_ResumeInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Details_ResumeInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Read or download my résumé" |
 *
 * @param {Details_Resume_LinkInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const details_resume_link: ((
  inputs?: Details_Resume_LinkInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Details_Resume_LinkInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Email is invalid" |
 *
 * @param {Error_Email_InvalidInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const error_email_invalid: ((
  inputs?: Error_Email_InvalidInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Error_Email_InvalidInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Email is required" |
 *
 * @param {Error_Email_RequiredInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const error_email_required: ((
  inputs?: Error_Email_RequiredInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Error_Email_RequiredInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Message is required" |
 *
 * @param {Error_Message_RequiredInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const error_message_required: ((
  inputs?: Error_Message_RequiredInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Error_Message_RequiredInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Name is required" |
 *
 * @param {Error_Name_RequiredInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const error_name_required: ((
  inputs?: Error_Name_RequiredInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Error_Name_RequiredInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Subject is required" |
 *
 * @param {Error_Subject_RequiredInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const error_subject_required: ((
  inputs?: Error_Subject_RequiredInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Error_Subject_RequiredInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Email" |
 *
 * @param {Form_Email_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_email_label: ((
  inputs?: Form_Email_LabelInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Form_Email_LabelInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Your Email" |
 *
 * @param {Form_Email_PlaceholderInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_email_placeholder: ((
  inputs?: Form_Email_PlaceholderInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Form_Email_PlaceholderInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Contact form" |
 *
 * @param {Form_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_label: ((
  inputs?: Form_LabelInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Form_LabelInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Message" |
 *
 * @param {Form_Message_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_message_label: ((
  inputs?: Form_Message_LabelInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Form_Message_LabelInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Your Message" |
 *
 * @param {Form_Message_PlaceholderInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_message_placeholder: ((
  inputs?: Form_Message_PlaceholderInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Form_Message_PlaceholderInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Name" |
 *
 * @param {Form_Name_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_name_label: ((
  inputs?: Form_Name_LabelInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Form_Name_LabelInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Your Name" |
 *
 * @param {Form_Name_PlaceholderInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_name_placeholder: ((
  inputs?: Form_Name_PlaceholderInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Form_Name_PlaceholderInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Send Message" |
 *
 * @param {Form_SendInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_send: ((
  inputs?: Form_SendInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Form_SendInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Subject" |
 *
 * @param {Form_Subject_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_subject_label: ((
  inputs?: Form_Subject_LabelInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Form_Subject_LabelInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Subject" |
 *
 * @param {Form_Subject_PlaceholderInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const form_subject_placeholder: ((
  inputs?: Form_Subject_PlaceholderInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Form_Subject_PlaceholderInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Your browser’s Back button returns to the form with your text kept." |
 *
 * @param {Nojs_Back_HintInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const nojs_back_hint: ((
  inputs?: Nojs_Back_HintInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Nojs_Back_HintInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Back to the form" |
 *
 * @param {Nojs_Back_To_FormInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const nojs_back_to_form: ((
  inputs?: Nojs_Back_To_FormInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Nojs_Back_To_FormInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Back to the site" |
 *
 * @param {Nojs_Back_To_SiteInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const nojs_back_to_site: ((
  inputs?: Nojs_Back_To_SiteInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Nojs_Back_To_SiteInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "An error occurred. Please try again." |
 *
 * @param {Status_FailedInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const status_failed: ((
  inputs?: Status_FailedInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Status_FailedInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Please fill in all required fields correctly." |
 *
 * @param {Status_InvalidInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const status_invalid: ((
  inputs?: Status_InvalidInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Status_InvalidInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "There was an error sending your message." |
 *
 * @param {Status_RejectedInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const status_rejected: ((
  inputs?: Status_RejectedInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Status_RejectedInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Sending your message…" |
 *
 * @param {Status_SendingInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const status_sending: ((
  inputs?: Status_SendingInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Status_SendingInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Message sent successfully!" |
 *
 * @param {Status_SentInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const status_sent: ((
  inputs?: Status_SentInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Status_SentInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "success" |
 *
 * @param {Status_Success_MarkerInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const status_success_marker: ((
  inputs?: Status_Success_MarkerInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Status_Success_MarkerInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
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
