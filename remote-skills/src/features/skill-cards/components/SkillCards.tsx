import type { SkillGroup } from '@portfolio/shared/types/entities';
import { BrandIcon } from '@portfolio/shared/ui/BrandIcon';
import { brandIconFor } from '@portfolio/shared/brandIcons/brandIconFor';
import { GroupIcon } from './GroupIcon';
import { useMessages } from '../../../hooks/useMessages';

interface SkillCardsProps {
  groups: readonly SkillGroup[];
  /** The cards' title level: one below the section heading. */
  headingLevel: 2 | 3;
}

/** The skill groups as cards. */
export function SkillCards({ groups, headingLevel }: SkillCardsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const m = useMessages();
  return (
    // Below the cloud, so content-visibility skips its layout until it nears the viewport.
    <ul
      className="grid grid-cols-1 gap-6 [contain-intrinsic-size:auto_1200px] [content-visibility:auto] md:grid-cols-2 lg:grid-cols-3"
      aria-label={m.skill_groups({})}
    >
      {groups.map((group) => (
        <li key={group.title} className="flex md:last:odd:col-span-2 lg:last:odd:col-span-1">
          <article className="card group relative flex w-full flex-col overflow-hidden p-6 transition-transform engaged:transition-[transform,box-shadow,border-color] duration-300 hover:border-accent/40 motion-safe:hover:-translate-y-1">
            <div aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 bg-linear-to-r ${group.colorClass}`} />
            <div
              aria-hidden="true"
              className={`pointer-events-none absolute -top-20 -right-20 size-48 rounded-full bg-linear-to-br ${group.colorClass} opacity-15 blur-3xl transition-opacity duration-300 group-hover:opacity-30`}
            />
            <div className="relative flex items-center gap-4">
              <span
                data-skill-tile
                className={`grid size-12 shrink-0 place-items-center rounded-2xl bg-linear-to-br ${group.colorClass} text-white shadow-lg shadow-black/20`}
              >
                <GroupIcon name={group.icon} />
              </span>
              <Heading className="font-display text-xl font-semibold text-ink">{group.title}</Heading>
            </div>
            <ul className="relative mt-6 flex flex-wrap gap-2.5">
              {group.skills.map((skill) => {
                const brand = brandIconFor(skill.icon);
                return (
                  <li
                    key={skill.name}
                    className="flex items-center gap-2 rounded-full border border-line bg-surface-strong/60 px-3.5 py-1.5 text-sm font-medium text-ink"
                  >
                    {brand ? (
                      <BrandIcon icon={brand} />
                    ) : (
                      <span aria-hidden="true" className="font-mono text-xs font-bold text-accent-ink">
                        {skill.icon}
                      </span>
                    )}
                    {skill.name}
                  </li>
                );
              })}
            </ul>
          </article>
        </li>
      ))}
    </ul>
  );
}
