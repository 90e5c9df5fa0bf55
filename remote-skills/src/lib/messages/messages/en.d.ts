/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Cloud_LabelInputs */
/** @typedef {{}} Cloud_NamesInputs */
/** @typedef {{}} No_TagsInputs */
/** @typedef {{}} Skill_GroupsInputs */
/** @typedef {{}} Skills_HeadingInputs */
/** @typedef {{}} Skills_IntroInputs */
/** @typedef {{}} Skills_LabelInputs */
export const cloud_label: (inputs: Cloud_LabelInputs) => LocalizedString;
export const cloud_names: (inputs: Cloud_NamesInputs) => LocalizedString;
export const no_tags: (inputs: No_TagsInputs) => LocalizedString;
export const skill_groups: (inputs: Skill_GroupsInputs) => LocalizedString;
export const skills_heading: (inputs: Skills_HeadingInputs) => LocalizedString;
export const skills_intro: (inputs: Skills_IntroInputs) => LocalizedString;
export const skills_label: (inputs: Skills_LabelInputs) => LocalizedString;
export type LocalizedString = import('../runtime.js').LocalizedString;
export type Cloud_LabelInputs = {
  count: NonNullable<unknown>;
};
export type Cloud_NamesInputs = {};
export type No_TagsInputs = {};
export type Skill_GroupsInputs = {};
export type Skills_HeadingInputs = {};
export type Skills_IntroInputs = {};
export type Skills_LabelInputs = {};
