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
export const card_badge: (inputs: Card_BadgeInputs) => LocalizedString;
export const card_case_study: (inputs: Card_Case_StudyInputs) => LocalizedString;
export const case_study_back: (inputs: Case_Study_BackInputs) => LocalizedString;
export const case_study_kicker: (inputs: Case_Study_KickerInputs) => LocalizedString;
export const case_study_more: (inputs: Case_Study_MoreInputs) => LocalizedString;
export const case_study_next: (inputs: Case_Study_NextInputs) => LocalizedString;
export const case_study_previous: (inputs: Case_Study_PreviousInputs) => LocalizedString;
export const case_study_problem: (inputs: Case_Study_ProblemInputs) => LocalizedString;
export const case_study_results: (inputs: Case_Study_ResultsInputs) => LocalizedString;
export const case_study_role: (inputs: Case_Study_RoleInputs) => LocalizedString;
export const case_study_stack: (inputs: Case_Study_StackInputs) => LocalizedString;
export const head_case_study: (inputs: Head_Case_StudyInputs) => LocalizedString;
export const head_description: (inputs: Head_DescriptionInputs) => LocalizedString;
export const head_title: (inputs: Head_TitleInputs) => LocalizedString;
export const link_code: (inputs: Link_CodeInputs) => LocalizedString;
export const link_code_label: (inputs: Link_Code_LabelInputs) => LocalizedString;
export const link_live: (inputs: Link_LiveInputs) => LocalizedString;
export const link_live_label: (inputs: Link_Live_LabelInputs) => LocalizedString;
export const not_found_heading: (inputs: Not_Found_HeadingInputs) => LocalizedString;
export const not_found_text: (inputs: Not_Found_TextInputs) => LocalizedString;
export const preview_kicker: (inputs: Preview_KickerInputs) => LocalizedString;
export const stack_end_link: (inputs: Stack_End_LinkInputs) => LocalizedString;
export const stack_end_link_label: (inputs: Stack_End_Link_LabelInputs) => LocalizedString;
export const stack_end_text: (inputs: Stack_End_TextInputs) => LocalizedString;
export const stack_heading: (inputs: Stack_HeadingInputs) => LocalizedString;
export const stack_intro: (inputs: Stack_IntroInputs) => LocalizedString;
export const stack_label: (inputs: Stack_LabelInputs) => LocalizedString;
export const stack_scroll_hint: (inputs: Stack_Scroll_HintInputs) => LocalizedString;
export type LocalizedString = import('../runtime.js').LocalizedString;
export type Card_BadgeInputs = {
  number: NonNullable<unknown>;
};
export type Card_Case_StudyInputs = {};
export type Case_Study_BackInputs = {};
export type Case_Study_KickerInputs = {};
export type Case_Study_MoreInputs = {};
export type Case_Study_NextInputs = {};
export type Case_Study_PreviousInputs = {};
export type Case_Study_ProblemInputs = {};
export type Case_Study_ResultsInputs = {};
export type Case_Study_RoleInputs = {};
export type Case_Study_StackInputs = {};
export type Head_Case_StudyInputs = {
  title: NonNullable<unknown>;
};
export type Head_DescriptionInputs = {
  problem: NonNullable<unknown>;
  title: NonNullable<unknown>;
  name: NonNullable<unknown>;
};
export type Head_TitleInputs = {
  title: NonNullable<unknown>;
  name: NonNullable<unknown>;
};
export type Link_CodeInputs = {};
export type Link_Code_LabelInputs = {
  title: NonNullable<unknown>;
};
export type Link_LiveInputs = {};
export type Link_Live_LabelInputs = {
  title: NonNullable<unknown>;
};
export type Not_Found_HeadingInputs = {};
export type Not_Found_TextInputs = {};
export type Preview_KickerInputs = {
  name: NonNullable<unknown>;
};
export type Stack_End_LinkInputs = {};
export type Stack_End_Link_LabelInputs = {};
export type Stack_End_TextInputs = {};
export type Stack_HeadingInputs = {};
export type Stack_IntroInputs = {};
export type Stack_LabelInputs = {};
export type Stack_Scroll_HintInputs = {};
