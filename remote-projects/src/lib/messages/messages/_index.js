/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

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
import * as __en from './en.js';
import * as __de from './de.js';
/**
 * | output |
 * | --- |
 * | "Project {number}" |
 *
 * @param {Card_BadgeInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const card_badge =
  /** @type {((inputs: Card_BadgeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_BadgeInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.card_badge(inputs);
      return __en.card_badge(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Read the case study" |
 *
 * @param {Card_Case_StudyInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const card_case_study =
  /** @type {((inputs?: Card_Case_StudyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Case_StudyInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.card_case_study(inputs);
      return __en.card_case_study(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "← All projects" |
 *
 * @param {Case_Study_BackInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_back =
  /** @type {((inputs?: Case_Study_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Study_BackInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.case_study_back(inputs);
      return __en.case_study_back(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Case study" |
 *
 * @param {Case_Study_KickerInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_kicker =
  /** @type {((inputs?: Case_Study_KickerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Study_KickerInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.case_study_kicker(inputs);
      return __en.case_study_kicker(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "More case studies" |
 *
 * @param {Case_Study_MoreInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_more =
  /** @type {((inputs?: Case_Study_MoreInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Study_MoreInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.case_study_more(inputs);
      return __en.case_study_more(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Next project" |
 *
 * @param {Case_Study_NextInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_next =
  /** @type {((inputs?: Case_Study_NextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Study_NextInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.case_study_next(inputs);
      return __en.case_study_next(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Previous project" |
 *
 * @param {Case_Study_PreviousInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_previous =
  /** @type {((inputs?: Case_Study_PreviousInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Study_PreviousInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.case_study_previous(inputs);
      return __en.case_study_previous(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "The problem" |
 *
 * @param {Case_Study_ProblemInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_problem =
  /** @type {((inputs?: Case_Study_ProblemInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Study_ProblemInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.case_study_problem(inputs);
      return __en.case_study_problem(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Results" |
 *
 * @param {Case_Study_ResultsInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_results =
  /** @type {((inputs?: Case_Study_ResultsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Study_ResultsInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.case_study_results(inputs);
      return __en.case_study_results(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "My role" |
 *
 * @param {Case_Study_RoleInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_role =
  /** @type {((inputs?: Case_Study_RoleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Study_RoleInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.case_study_role(inputs);
      return __en.case_study_role(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Stack" |
 *
 * @param {Case_Study_StackInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_stack =
  /** @type {((inputs?: Case_Study_StackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Study_StackInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.case_study_stack(inputs);
      return __en.case_study_stack(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "{title}: case study" |
 *
 * @param {Head_Case_StudyInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const head_case_study =
  /** @type {((inputs: Head_Case_StudyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Head_Case_StudyInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.head_case_study(inputs);
      return __en.head_case_study(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "{problem} {title}: what {name} built and how, and the results." |
 *
 * @param {Head_DescriptionInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const head_description =
  /** @type {((inputs: Head_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Head_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.head_description(inputs);
      return __en.head_description(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "{title}: case study · {name}" |
 *
 * @param {Head_TitleInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const head_title =
  /** @type {((inputs: Head_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Head_TitleInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.head_title(inputs);
      return __en.head_title(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Code" |
 *
 * @param {Link_CodeInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const link_code =
  /** @type {((inputs?: Link_CodeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Link_CodeInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.link_code(inputs);
      return __en.link_code(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Code for {title} (opens in a new tab)" |
 *
 * @param {Link_Code_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const link_code_label =
  /** @type {((inputs: Link_Code_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Link_Code_LabelInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.link_code_label(inputs);
      return __en.link_code_label(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Live" |
 *
 * @param {Link_LiveInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const link_live =
  /** @type {((inputs?: Link_LiveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Link_LiveInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.link_live(inputs);
      return __en.link_live(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Live {title} (opens in a new tab)" |
 *
 * @param {Link_Live_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const link_live_label =
  /** @type {((inputs: Link_Live_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Link_Live_LabelInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.link_live_label(inputs);
      return __en.link_live_label(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Page not found" |
 *
 * @param {Not_Found_HeadingInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const not_found_heading =
  /** @type {((inputs?: Not_Found_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_HeadingInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.not_found_heading(inputs);
      return __en.not_found_heading(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "There is no case study at this address." |
 *
 * @param {Not_Found_TextInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const not_found_text =
  /** @type {((inputs?: Not_Found_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_TextInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.not_found_text(inputs);
      return __en.not_found_text(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Case study · {name}" |
 *
 * @param {Preview_KickerInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const preview_kicker =
  /** @type {((inputs: Preview_KickerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Preview_KickerInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.preview_kicker(inputs);
      return __en.preview_kicker(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Browse all repositories" |
 *
 * @param {Stack_End_LinkInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_end_link =
  /** @type {((inputs?: Stack_End_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stack_End_LinkInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.stack_end_link(inputs);
      return __en.stack_end_link(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Browse all repositories on GitHub (opens in a new tab)" |
 *
 * @param {Stack_End_Link_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_end_link_label =
  /** @type {((inputs?: Stack_End_Link_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stack_End_Link_LabelInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.stack_end_link_label(inputs);
      return __en.stack_end_link_label(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "More experiments and the code behind these projects are on GitHub." |
 *
 * @param {Stack_End_TextInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_end_text =
  /** @type {((inputs?: Stack_End_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stack_End_TextInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.stack_end_text(inputs);
      return __en.stack_end_text(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Projects" |
 *
 * @param {Stack_HeadingInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_heading =
  /** @type {((inputs?: Stack_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stack_HeadingInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.stack_heading(inputs);
      return __en.stack_heading(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Things I designed and built end to end, from payments and real-time chat to a browser game." |
 *
 * @param {Stack_IntroInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_intro =
  /** @type {((inputs?: Stack_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stack_IntroInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.stack_intro(inputs);
      return __en.stack_intro(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Selected work" |
 *
 * @param {Stack_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_label =
  /** @type {((inputs?: Stack_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stack_LabelInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.stack_label(inputs);
      return __en.stack_label(inputs);
    }
  );
/**
 * | output |
 * | --- |
 * | "Scroll to flip through the stack." |
 *
 * @param {Stack_Scroll_HintInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_scroll_hint =
  /** @type {((inputs?: Stack_Scroll_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stack_Scroll_HintInputs, { locale?: "en" | "de" }, {}>} */ (
    (inputs = {}, options = {}) => {
      const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
      if (locale === 'de') return __de.stack_scroll_hint(inputs);
      return __en.stack_scroll_hint(inputs);
    }
  );
