import type { IconRecord, SkillGroup } from '../types/entities';
import { slugFromTitle } from './slugFromTitle';

/**
 * The icon slug the Skills page shows for a technology named in a stack: the skill card of that
 * name, else the cloud's technology whose slug the name makes; names are compared as slugs.
 * Undefined when the Skills page has no such skill.
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
 * Each stack entry's brand icon, or null (no such skill, or one drawn as a glyph). `iconFor` is
 * passed in so a page ships only the icons its stack shows, not the catalogue.
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
