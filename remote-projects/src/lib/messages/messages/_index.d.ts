/**
 * | output |
 * | --- |
 * | "Project {number}" |
 *
 * @param {Card_BadgeInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const card_badge: ((
  inputs: Card_BadgeInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Card_BadgeInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Read the case study" |
 *
 * @param {Card_Case_StudyInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const card_case_study: ((
  inputs?: Card_Case_StudyInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Card_Case_StudyInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "← All projects" |
 *
 * @param {Case_Study_BackInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_back: ((
  inputs?: Case_Study_BackInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Case_Study_BackInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Case study" |
 *
 * @param {Case_Study_KickerInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_kicker: ((
  inputs?: Case_Study_KickerInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Case_Study_KickerInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "More case studies" |
 *
 * @param {Case_Study_MoreInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_more: ((
  inputs?: Case_Study_MoreInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Case_Study_MoreInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Next project" |
 *
 * @param {Case_Study_NextInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_next: ((
  inputs?: Case_Study_NextInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Case_Study_NextInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Previous project" |
 *
 * @param {Case_Study_PreviousInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_previous: ((
  inputs?: Case_Study_PreviousInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Case_Study_PreviousInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "The problem" |
 *
 * @param {Case_Study_ProblemInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_problem: ((
  inputs?: Case_Study_ProblemInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Case_Study_ProblemInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Results" |
 *
 * @param {Case_Study_ResultsInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_results: ((
  inputs?: Case_Study_ResultsInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Case_Study_ResultsInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "My role" |
 *
 * @param {Case_Study_RoleInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_role: ((
  inputs?: Case_Study_RoleInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Case_Study_RoleInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Stack" |
 *
 * @param {Case_Study_StackInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const case_study_stack: ((
  inputs?: Case_Study_StackInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Case_Study_StackInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "{title}: case study" |
 *
 * @param {Head_Case_StudyInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const head_case_study: ((
  inputs: Head_Case_StudyInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Head_Case_StudyInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "{problem} {title}: what {name} built and how, and the results." |
 *
 * @param {Head_DescriptionInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const head_description: ((
  inputs: Head_DescriptionInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Head_DescriptionInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "{title}: case study · {name}" |
 *
 * @param {Head_TitleInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const head_title: ((
  inputs: Head_TitleInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Head_TitleInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Code" |
 *
 * @param {Link_CodeInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const link_code: ((
  inputs?: Link_CodeInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Link_CodeInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Code for {title} (opens in a new tab)" |
 *
 * @param {Link_Code_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const link_code_label: ((
  inputs: Link_Code_LabelInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Link_Code_LabelInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Live" |
 *
 * @param {Link_LiveInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const link_live: ((
  inputs?: Link_LiveInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Link_LiveInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Live {title} (opens in a new tab)" |
 *
 * @param {Link_Live_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const link_live_label: ((
  inputs: Link_Live_LabelInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Link_Live_LabelInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Page not found" |
 *
 * @param {Not_Found_HeadingInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const not_found_heading: ((
  inputs?: Not_Found_HeadingInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Not_Found_HeadingInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "There is no case study at this address." |
 *
 * @param {Not_Found_TextInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const not_found_text: ((
  inputs?: Not_Found_TextInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Not_Found_TextInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Case study · {name}" |
 *
 * @param {Preview_KickerInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const preview_kicker: ((
  inputs: Preview_KickerInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Preview_KickerInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Browse all repositories" |
 *
 * @param {Stack_End_LinkInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_end_link: ((
  inputs?: Stack_End_LinkInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Stack_End_LinkInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Browse all repositories on GitHub (opens in a new tab)" |
 *
 * @param {Stack_End_Link_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_end_link_label: ((
  inputs?: Stack_End_Link_LabelInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Stack_End_Link_LabelInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "More experiments and the code behind these projects are on GitHub." |
 *
 * @param {Stack_End_TextInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_end_text: ((
  inputs?: Stack_End_TextInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Stack_End_TextInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Projects" |
 *
 * @param {Stack_HeadingInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_heading: ((
  inputs?: Stack_HeadingInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Stack_HeadingInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Things I designed and built end to end, from payments and real-time chat to a browser game." |
 *
 * @param {Stack_IntroInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_intro: ((
  inputs?: Stack_IntroInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Stack_IntroInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Selected work" |
 *
 * @param {Stack_LabelInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_label: ((
  inputs?: Stack_LabelInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Stack_LabelInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
/**
 * | output |
 * | --- |
 * | "Scroll to flip through the stack." |
 *
 * @param {Stack_Scroll_HintInputs} inputs
 * @param {{ locale?: "en" | "de" }} options
 * @returns {LocalizedString}
 */
export const stack_scroll_hint: ((
  inputs?: Stack_Scroll_HintInputs,
  options?: {
    locale?: 'en' | 'de';
  },
) => LocalizedString) &
  import('../runtime.js').MessageMetadata<
    Stack_Scroll_HintInputs,
    {
      locale?: 'en' | 'de';
    },
    {}
  >;
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
