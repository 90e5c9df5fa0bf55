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
    `Eine sich drehende Wolke aus ${i?.count} Technologie-Icons. Fahr mit der Maus über ein Icon, um seinen Namen zu sehen, klick es an, um es nach vorne zu holen. Die Namen stehen darunter.`
  );
};

export const cloud_names = /** @type {(inputs: Cloud_NamesInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Technologien in der Icon-Wolke`);
};

export const no_tags = /** @type {(inputs: No_TagsInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Keine Einträge`);
};

export const skill_groups = /** @type {(inputs: Skill_GroupsInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Skill-Gruppen`);
};

export const skills_heading = /** @type {(inputs: Skills_HeadingInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Skills`);
};

export const skills_intro = /** @type {(inputs: Skills_IntroInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (
    `Die Sprachen, Frameworks und Werkzeuge, mit denen ich arbeite. Fahr mit der Maus über ein Icon, um seinen Namen zu sehen, oder klick es an, um es nach vorne zu holen.`
  );
};

export const skills_label = /** @type {(inputs: Skills_LabelInputs) => LocalizedString} */ () => {
  return /** @type {LocalizedString} */ (`Tech-Stack`);
};
