/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Cloud_LabelInputs */
/** @typedef {{}} Cloud_NamesInputs */
/** @typedef {{}} No_TagsInputs */
/** @typedef {{}} Skill_GroupsInputs */
/** @typedef {{}} Skills_HeadingInputs */
/** @typedef {{}} Skills_IntroInputs */
/** @typedef {{}} Skills_LabelInputs */
import * as __en from './en.js';
import * as __de from './de.js';
/**
 * | output |
 * | --- |
 * | "A turning cloud of {count} technology icons. Hover an icon for its name, click it to bring it to the front. The names are listed below." |
 *
 * @param {Cloud_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const cloud_label =
  /** @type {((inputs: Cloud_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cloud_LabelInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.cloud_label(inputs);
      return __en.cloud_label(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Technologies in the icon cloud" |
 *
 * @param {Cloud_NamesInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const cloud_names =
  /** @type {((inputs?: Cloud_NamesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cloud_NamesInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.cloud_names(inputs);
      return __en.cloud_names(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "No tags" |
 *
 * @param {No_TagsInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const no_tags =
  /** @type {((inputs?: No_TagsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_TagsInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.no_tags(inputs);
      return __en.no_tags(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Skill groups" |
 *
 * @param {Skill_GroupsInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const skill_groups =
  /** @type {((inputs?: Skill_GroupsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Skill_GroupsInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.skill_groups(inputs);
      return __en.skill_groups(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Skills" |
 *
 * @param {Skills_HeadingInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const skills_heading =
  /** @type {((inputs?: Skills_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Skills_HeadingInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.skills_heading(inputs);
      return __en.skills_heading(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "The languages, frameworks and tools I build with. Hover an icon for its name, or click it to bring it to the front." |
 *
 * @param {Skills_IntroInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const skills_intro =
  /** @type {((inputs?: Skills_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Skills_IntroInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.skills_intro(inputs);
      return __en.skills_intro(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Tech stack" |
 *
 * @param {Skills_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const skills_label =
  /** @type {((inputs?: Skills_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Skills_LabelInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.skills_label(inputs);
      return __en.skills_label(inputs);
    }
  );
