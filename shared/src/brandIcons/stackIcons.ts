import type { IconRecord, SkillGroup } from '../types/entities';
import { slugFromTitle } from './slugFromTitle';

/**
 * The icon the Skills page shows for a technology named in a stack (a case study's, in
 * remote-projects): the skill card of that name (`Node.js` is the card `Node.js`, icon
 * `nodedotjs`), else the cloud's technology whose slug the name makes (`Next.js` → `nextdotjs`, `PostgreSQL` → `postgresql`). Names are compared as
 * slugs, so case, dots and spaces do not matter. Undefined when the Skills page has no such skill:
 * the entry shows its name alone (`Django`, `Stripe`, `HTML5 Canvas`, which is not HTML5).
 */
export function stackIconSlug(
  name: string,
  groups: readonly SkillGroup[],
  cloudSlugs: readonly string[],
): string | undefined {
  const key = slugFromTitle(name);
  if (key === '') return undefined;
  for (const group of groups)
    for (const skill of group.skills) if (slugFromTitle(skill.name) === key) return skill.icon;
  return cloudSlugs.includes(key) ? key : undefined;
}

/**
 * Each stack entry's brand icon, in the stack's order, or null where there is none: no such skill,
 * or a skill drawn as a glyph (`{ }`) rather than a brand icon. `iconFor` looks a slug up in the
 * bundled icons (brandIconFor.ts); the case studies' build passes it, so the
 * page ships the few icons its stack shows, not the catalogue.
 */
export function stackIcons(
  stack: readonly string[],
  groups: readonly SkillGroup[],
  cloudSlugs: readonly string[],
  iconFor: (slug: string) => IconRecord | undefined,
): (IconRecord | null)[] {
  return stack.map((name) => {
    const slug = stackIconSlug(name, groups, cloudSlugs);
    return (slug && iconFor(slug)) || null;
  });
}
