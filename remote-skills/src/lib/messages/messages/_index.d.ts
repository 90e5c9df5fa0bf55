/**
 * | output |
 * | --- |
 * | "A turning cloud of {count} technology icons. Hover an icon for its name, click it to bring it to the front. The names are listed below." |
 *
 * @param {Cloud_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const cloud_label: ((
  inputs: Cloud_LabelInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Cloud_LabelInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Technologies in the icon cloud" |
 *
 * @param {Cloud_NamesInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const cloud_names: ((
  inputs?: Cloud_NamesInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Cloud_NamesInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "No tags" |
 *
 * @param {No_TagsInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const no_tags: ((
  inputs?: No_TagsInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    No_TagsInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Skill groups" |
 *
 * @param {Skill_GroupsInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const skill_groups: ((
  inputs?: Skill_GroupsInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Skill_GroupsInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Skills" |
 *
 * @param {Skills_HeadingInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const skills_heading: ((
  inputs?: Skills_HeadingInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Skills_HeadingInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "The languages, frameworks and tools I build with. Hover an icon for its name, or click it to bring it to the front." |
 *
 * @param {Skills_IntroInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const skills_intro: ((
  inputs?: Skills_IntroInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Skills_IntroInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Tech stack" |
 *
 * @param {Skills_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const skills_label: ((
  inputs?: Skills_LabelInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Skills_LabelInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
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
