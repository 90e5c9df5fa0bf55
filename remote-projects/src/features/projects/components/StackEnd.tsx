import { owner } from '@portfolio/shared/owner';
import { LineIcon } from '@portfolio/shared/ui/LineIcon';
import { useMessages } from '../../../hooks/useMessages';

/**
 * The end of the stack, in the free space of the last card's screen-tall slot: the slot must stay
 * a screen tall for the stack's scroll maths (stackMaths.ts), so instead of a third of a screen
 * of nothing under the last card, the section ends with where to find more. Centred in the space
 * that is left; on a short window it simply follows the card.
 */
export function StackEnd() {
  const m = useMessages();
  return (
    <div data-stack-end className="my-auto flex flex-col items-center gap-3 px-5 py-6 text-center print:py-2">
      <p className="text-sm text-ink-muted">{m.stack_end_text({})}</p>
      <a
        href={owner.githubUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.stack_end_link_label({})}
        className="focus-ring inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-5 text-sm font-semibold text-ink engaged:transition-colors engaged:duration-200 hover:border-accent hover:text-accent-ink"
      >
        {m.stack_end_link({})}
        <LineIcon className="size-4" strokeWidth={2.2}>
          <path d="M7 17 17 7M9 7h8v8" />
        </LineIcon>
      </a>
    </div>
  );
}
