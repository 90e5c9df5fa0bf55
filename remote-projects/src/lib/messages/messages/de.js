/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ number: NonNullable<unknown> }} Card_BadgeInputs */
/** @typedef {{}} Card_Case_StudyInputs */
/** @typedef {{}} Case_Study_BackInputs */
/** @typedef {{}} Case_Study_KickerInputs */
/** @typedef {{}} Case_Study_MoreInputs */
/** @typedef {{}} Case_Study_NextInputs */
/** @typedef {{}} Case_Study_PreviousInputs */
/** @typedef {{}} Case_Study_ProblemInputs */
/** @typedef {{}} Case_Study_ResultsInputs */
/** @typedef {{}} Case_Study_RoleInputs */
/** @typedef {{}} Case_Study_StackInputs */
/** @typedef {{ title: NonNullable<unknown> }} Head_Case_StudyInputs */
/** @typedef {{ problem: NonNullable<unknown>, title: NonNullable<unknown>, name: NonNullable<unknown> }} Head_DescriptionInputs */
/** @typedef {{ title: NonNullable<unknown>, name: NonNullable<unknown> }} Head_TitleInputs */
/** @typedef {{}} Link_CodeInputs */
/** @typedef {{ title: NonNullable<unknown> }} Link_Code_LabelInputs */
/** @typedef {{}} Link_LiveInputs */
/** @typedef {{ title: NonNullable<unknown> }} Link_Live_LabelInputs */
/** @typedef {{}} Not_Found_HeadingInputs */
/** @typedef {{}} Not_Found_TextInputs */
/** @typedef {{ name: NonNullable<unknown> }} Preview_KickerInputs */
/** @typedef {{}} Stack_End_LinkInputs */
/** @typedef {{}} Stack_End_Link_LabelInputs */
/** @typedef {{}} Stack_End_TextInputs */
/** @typedef {{}} Stack_HeadingInputs */
/** @typedef {{}} Stack_IntroInputs */
/** @typedef {{}} Stack_LabelInputs */
/** @typedef {{}} Stack_Scroll_HintInputs */

export const card_badge = /** @type {(inputs: Card_BadgeInputs) => LocalizedString} */ (i) => {
  return /** @type {LocalizedString} */ (`Projekt ${i?.number}`);
};

export const card_case_study = /** @type {(inputs: Card_Case_StudyInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Zur Fallstudie`);
};

export const case_study_back = /** @type {(inputs: Case_Study_BackInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`← Alle Projekte`);
};

export const case_study_kicker = /** @type {(inputs: Case_Study_KickerInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Fallstudie`);
};

export const case_study_more = /** @type {(inputs: Case_Study_MoreInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Weitere Fallstudien`);
};

export const case_study_next = /** @type {(inputs: Case_Study_NextInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Nächstes Projekt`);
};

export const case_study_previous = /** @type {(inputs: Case_Study_PreviousInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Vorheriges Projekt`);
};

export const case_study_problem = /** @type {(inputs: Case_Study_ProblemInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Das Problem`);
};

export const case_study_results = /** @type {(inputs: Case_Study_ResultsInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Ergebnisse`);
};

export const case_study_role = /** @type {(inputs: Case_Study_RoleInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Meine Rolle`);
};

export const case_study_stack = /** @type {(inputs: Case_Study_StackInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Tech-Stack`);
};

export const head_case_study = /** @type {(inputs: Head_Case_StudyInputs) => LocalizedString} */ (i) => {
  return /** @type {LocalizedString} */ (`${i?.title}: Fallstudie`);
};

export const head_description = /** @type {(inputs: Head_DescriptionInputs) => LocalizedString} */ (i) => {
  return /** @type {LocalizedString} */ (
    `${i?.problem} ${i?.title}: was ${i?.name} gebaut hat, wie und mit welchen Ergebnissen.`
  );
};

export const head_title = /** @type {(inputs: Head_TitleInputs) => LocalizedString} */ (i) => {
  return /** @type {LocalizedString} */ (`${i?.title}: Fallstudie · ${i?.name}`);
};

export const link_code = /** @type {(inputs: Link_CodeInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Code`);
};

export const link_code_label = /** @type {(inputs: Link_Code_LabelInputs) => LocalizedString} */ (i) => {
  return /** @type {LocalizedString} */ (`Code von ${i?.title} (öffnet in neuem Tab)`);
};

export const link_live = /** @type {(inputs: Link_LiveInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Live`);
};

export const link_live_label = /** @type {(inputs: Link_Live_LabelInputs) => LocalizedString} */ (i) => {
  return /** @type {LocalizedString} */ (`${i?.title} live ansehen (öffnet in neuem Tab)`);
};

export const not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Seite nicht gefunden`);
};

export const not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Unter dieser Adresse gibt es keine Fallstudie.`);
};

export const preview_kicker = /** @type {(inputs: Preview_KickerInputs) => LocalizedString} */ (i) => {
  return /** @type {LocalizedString} */ (`Fallstudie · ${i?.name}`);
};

export const stack_end_link = /** @type {(inputs: Stack_End_LinkInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Alle Repositories ansehen`);
};

export const stack_end_link_label = /** @type {(inputs: Stack_End_Link_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Alle Repositories auf GitHub ansehen (öffnet in neuem Tab)`);
};

export const stack_end_text = /** @type {(inputs: Stack_End_TextInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (
    `Weitere Experimente und den Code hinter diesen Projekten finden Sie auf GitHub.`
  );
};

export const stack_heading = /** @type {(inputs: Stack_HeadingInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Projekte`);
};

export const stack_intro = /** @type {(inputs: Stack_IntroInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (
    `Anwendungen, die ich von der Idee bis zum Deployment entworfen und gebaut habe, von Zahlungen und Echtzeit-Chat bis zum Browserspiel.`
  );
};

export const stack_label = /** @type {(inputs: Stack_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Ausgewählte Arbeiten`);
};

export const stack_scroll_hint = /** @type {(inputs: Stack_Scroll_HintInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Scrollen Sie, um durch den Stapel zu blättern.`);
};
