import type { IconRecord, SkillGroup } from '../src/types/entities';
import { slugFromTitle } from '../src/brandIcons/slugFromTitle';

/** The Skills page's icon slug for a stack name: its skill card's, else the cloud's; compared as slugs. */
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

/** Each stack entry's brand icon or null; `iconFor` is passed in so a page ships only the icons it shows. */
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
