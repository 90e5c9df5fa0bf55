import { owner } from '../owner';

/**
 * The six projects (spec 3), shown by remote-projects' stack (which adds the covers) and the host's
 * résumé. Checked when remote-projects builds (shared/build/content/validate.ts).
 */
export interface ProjectContent {
  /** Stable id for keys and test hooks. */
  slug: string;
  title: string;
  description: string;
  /** Label for the image file; remote-projects names the cover's files after it. */
  src: string;
  /** Hex accent colour, e.g. '#5196fd'. */
  color: string;
  githubLink: string;
  liveLink: string;
  /** Text alternative describing the cover image. */
  coverAlt: string;
}

// Sample link targets on example domains: the owner replaces them with real ones.
const repo = (slug: string) => `${owner.githubUrl}/${slug}`;
const live = (slug: string) => `https://${slug}.example.com`;

const entries = [
  {
    slug: 'eventsphere',
    title: 'EventSphere',
    description:
      'An event management site where organisers publish events and visitors get AI-powered suggestions matched to their interests. Paginated listings keep browsing fast, and tickets are paid for through an integrated checkout.',
    src: 'eventsphere.webp',
    color: '#5196fd',
    githubLink: repo('eventsphere'),
    liveLink: live('eventsphere'),
    coverAlt:
      'EventSphere home screen: a search banner, three event cards with dates and Buy ticket buttons, page numbers, an AI picks panel and a secure checkout box.',
  },
  {
    slug: 'inkwell',
    title: 'Inkwell Blog',
    description:
      'A blog application whose feed loads more stories as you scroll, with no paging. Server-rendered pages, meta tags and clean URLs make every post easy for search engines to find.',
    src: 'inkwell.webp',
    color: '#a78bfa',
    githubLink: repo('inkwell-blog'),
    liveLink: live('inkwell'),
    coverAlt:
      'Inkwell Blog feed: three story cards with authors and reading times, a spinner loading more stories, trending topic tags and a search-result preview with an SEO score of 100.',
  },
  {
    slug: 'cse-carnival',
    title: 'CSE Carnival',
    description:
      "A university CSE department's events platform for programming contests, hackathons and project exhibitions. Students register teams, follow countdowns and watch the live leaderboard.",
    src: 'csecarnival.webp',
    color: '#f59e0b',
    githubLink: repo('cse-carnival'),
    liveLink: live('cse-carnival'),
    coverAlt:
      'CSE Carnival dashboard: tabs for contests, hackathons and exhibitions, a countdown to the programming contest with a Register button, hackathon and exhibition cards and a team leaderboard.',
  },
  {
    slug: 'lifeline',
    title: 'LifeLine',
    description:
      'An assistance and emergency response platform that connects people with doctors, blood donors and volunteers. Visitors book appointments, chat with helpers and receive emergency notices in real time.',
    src: 'lifeline.webp',
    color: '#f43f5e',
    githubLink: repo('lifeline'),
    liveLink: live('lifeline'),
    coverAlt:
      'LifeLine home screen: a red emergency notice asking for blood, cards for doctors, blood donors by group and volunteers, an appointment calendar and a chat with the volunteer desk.',
  },
  {
    slug: 'star-bounce',
    title: 'Star Bounce',
    description:
      'A 2D ball game in which you bounce across floating platforms, collecting stars through ever harder levels. Players are ranked by how fast they complete each level.',
    src: 'starbounce.webp',
    color: '#22d3ee',
    githubLink: repo('star-bounce'),
    liveLink: live('star-bounce'),
    coverAlt:
      'Star Bounce level 3: a glowing ball leaping between grassy platforms under a night sky towards stars and a goal flag, with a timer, two of three stars collected and a fastest-times table.',
  },
  {
    slug: 'foodie-express',
    title: 'Foodie Express',
    description:
      'A food ordering app for browsing the menu by category, filling a cart and checking out in a few taps. Customers can reorder from their order history and leave reviews with star ratings.',
    src: 'foodieexpress.webp',
    color: '#84cc16',
    githubLink: repo('foodie-express'),
    liveLink: live('foodie-express'),
    coverAlt:
      'Foodie Express menu: category filters, a burger, a pizza and a bowl with prices and add buttons, customer reviews with star ratings, and an order summary with a total, an Order now button and past orders.',
  },
] as const satisfies readonly ProjectContent[];

export const PROJECTS: readonly ProjectContent[] = entries;

/** The projects' words in another language, by slug (projects.<locale>.ts); the rest is the same in every language. */
export type ProjectWordsBySlug = Readonly<
  Record<(typeof entries)[number]['slug'], Pick<ProjectContent, 'description' | 'coverAlt'>>
>;

/** The six projects with another language's words: description and cover text translated, titles (names) as they are. */
export function projectsWith(words: ProjectWordsBySlug): readonly ProjectContent[] {
  return entries.map((project) => ({ ...project, ...words[project.slug] }));
}
