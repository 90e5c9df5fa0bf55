/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Cloud_LabelInputs */
/** @typedef {{}} Cloud_NamesInputs */
/** @typedef {{}} No_TagsInputs */
/** @typedef {{}} Skill_GroupsInputs */
/** @typedef {{}} Skills_HeadingInputs */
/** @typedef {{}} Skills_IntroInputs */
/** @typedef {{}} Skills_LabelInputs */

export const cloud_label = /** @type {(inputs: Cloud_LabelInputs) => LocalizedString} */ (i) => {
  return /** @type {LocalizedString} */ (
    `A turning cloud of ${i?.count} technology icons. Hover an icon for its name, click it to bring it to the front. The names are listed below.`
  );
};

export const cloud_names = /** @type {(inputs: Cloud_NamesInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Technologies in the icon cloud`);
};

export const no_tags = /** @type {(inputs: No_TagsInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`No tags`);
};

export const skill_groups = /** @type {(inputs: Skill_GroupsInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Skill groups`);
};

export const skills_heading = /** @type {(inputs: Skills_HeadingInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Skills`);
};

export const skills_intro = /** @type {(inputs: Skills_IntroInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (
    `The languages, frameworks and tools I build with. Hover an icon for its name, or click it to bring it to the front.`
  );
};

export const skills_label = /** @type {(inputs: Skills_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Tech stack`);
};
