/** The entities of spec section 3. */

/** The object shown in the home page's code window. */
export interface ProfileObject {
  name: string;
  title: string;
  skills: readonly string[];
  hardWorker: boolean;
  quickLearner: boolean;
  problemSolver: boolean;
  yearsOfExperience: number;
}

export interface Skill {
  name: string;
  /** Icon slug (an icon record's slug) or a short glyph when no brand icon exists. */
  icon: string;
}

/** A group of skills on the skills page. */
export interface SkillGroup {
  title: string;
  icon: string;
  /** Tailwind colour class for the group's accent. */
  colorClass: string;
  skills: readonly Skill[];
}

/** One education card. */
export interface EducationEntry {
  degree: string;
  school: string;
  mascot: string;
  /** Year range as text, e.g. '2023-2026'. */
  year: string;
  achievements: readonly string[];
  skills: readonly string[];
  description: string;
}

/** A technology icon for the cloud. */
export interface IconRecord {
  slug: string;
  /** Hex colour without '#', as icon data sets publish it. */
  hex: string;
  title: string;
  /** SVG path data in a 24x24 view box. */
  path: string;
}
