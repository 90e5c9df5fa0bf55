import type { IconRecord } from '@portfolio/shared/types/entities';
import { BrandIcon } from '@portfolio/shared/ui/BrandIcon';
import { useMessages } from '../../../hooks/useMessages';

interface StackChipsProps {
  stack: readonly string[];
  /** Each entry's icon, in the stack's order (shared/build/stackIcons.ts); null or missing: the name alone. */
  icons: readonly (IconRecord | null)[];
}

/** A case study's stack as chips, each with the icon the Skills page shows for it (decorative: the name is there). */
export function StackChips({ stack, icons }: StackChipsProps) {
  const m = useMessages();
  return (
    <ul aria-label={m.case_study_stack({})} className="flex flex-wrap gap-2 text-sm">
      {stack.map((skill, index) => {
        const icon = icons[index];
        return (
          <li
            key={skill}
            className="flex items-center gap-2 rounded-full border border-line bg-surface-strong/60 px-3 py-1 font-medium text-ink"
          >
            {icon && <BrandIcon icon={icon} />}
            {skill}
          </li>
        );
      })}
    </ul>
  );
}
