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
  return /** @type {LocalizedString} */ (`Kontakt aufnehmen`);
};

export const contact_intro = /** @type {(inputs: Contact_IntroInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (
    `Sie haben eine Frage oder möchten mit uns zusammenarbeiten? Schreiben Sie uns eine Nachricht!`
  );
};

export const contact_label = /** @type {(inputs: Contact_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Kontakt`);
};

export const details_email = /** @type {(inputs: Details_EmailInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`E-Mail`);
};

export const details_label = /** @type {(inputs: Details_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Kontaktdaten`);
};

export const details_location = /** @type {(inputs: Details_LocationInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Standort`);
};

export const details_resume = /** @type {(inputs: Details_ResumeInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Lebenslauf`);
};

export const details_resume_link = /** @type {(inputs: Details_Resume_LinkInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Meinen Lebenslauf lesen oder herunterladen`);
};

export const error_email_invalid = /** @type {(inputs: Error_Email_InvalidInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Bitte geben Sie eine gültige E-Mail-Adresse ein`);
};

export const error_email_required = /** @type {(inputs: Error_Email_RequiredInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Bitte geben Sie Ihre E-Mail-Adresse ein`);
};

export const error_message_required = /** @type {(inputs: Error_Message_RequiredInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Bitte geben Sie eine Nachricht ein`);
};

export const error_name_required = /** @type {(inputs: Error_Name_RequiredInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Bitte geben Sie Ihren Namen ein`);
};

export const error_subject_required = /** @type {(inputs: Error_Subject_RequiredInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Bitte geben Sie einen Betreff ein`);
};

export const form_email_label = /** @type {(inputs: Form_Email_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`E-Mail`);
};

export const form_email_placeholder = /** @type {(inputs: Form_Email_PlaceholderInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse`);
};

export const form_label = /** @type {(inputs: Form_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Kontaktformular`);
};

export const form_message_label = /** @type {(inputs: Form_Message_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Nachricht`);
};

export const form_message_placeholder =
  /** @type {(inputs: Form_Message_PlaceholderInputs) => LocalizedString} */ () => {
    return /** @type {LocalizedString} */ (`Ihre Nachricht`);
  };

export const form_name_label = /** @type {(inputs: Form_Name_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Name`);
};

export const form_name_placeholder = /** @type {(inputs: Form_Name_PlaceholderInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Ihr Name`);
};

export const form_send = /** @type {(inputs: Form_SendInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Nachricht senden`);
};

export const form_subject_label = /** @type {(inputs: Form_Subject_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Betreff`);
};

export const form_subject_placeholder =
  /** @type {(inputs: Form_Subject_PlaceholderInputs) => LocalizedString} */ () => {
    return /** @type {LocalizedString} */ (`Betreff`);
  };

export const nojs_back_hint = /** @type {(inputs: Nojs_Back_HintInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (
    `Mit „Zurück“ in Ihrem Browser kehren Sie zum Formular zurück, Ihr Text bleibt erhalten.`
  );
};

export const nojs_back_to_form = /** @type {(inputs: Nojs_Back_To_FormInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Zurück zum Formular`);
};

export const nojs_back_to_site = /** @type {(inputs: Nojs_Back_To_SiteInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Zurück zur Website`);
};

export const status_failed = /** @type {(inputs: Status_FailedInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.`);
};

export const status_invalid = /** @type {(inputs: Status_InvalidInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Bitte füllen Sie alle Pflichtfelder korrekt aus.`);
};

export const status_rejected = /** @type {(inputs: Status_RejectedInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten.`);
};

export const status_sending = /** @type {(inputs: Status_SendingInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Ihre Nachricht wird gesendet …`);
};

export const status_sent = /** @type {(inputs: Status_SentInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Ihre Nachricht wurde erfolgreich gesendet!`);
};

export const status_success_marker = /** @type {(inputs: Status_Success_MarkerInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`erfolgreich`);
};
