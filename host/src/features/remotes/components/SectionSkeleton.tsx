import { useMessages } from '../../../hooks/useMessages';

/** A route's section fills the screen while it loads, and its fallback keeps that height. */
export const PAGE_SECTION_MIN_HEIGHT = '100vh';

interface Props {
  label: string;
  minHeight: string;
  /** Say, on screen and to screen readers, that the load is taking long. */
  slow?: boolean;
}

export function SectionSkeleton({ label, minHeight, slow = false }: Props) {
  const m = useMessages();
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto w-full max-w-6xl px-4 pt-28 pb-16"
      style={{ minHeight }}
      data-testid="section-skeleton"
      data-slow={slow ? 'true' : undefined}
    >
      {/* Its text changes once, so it is announced; the notice's height is kept from the start. */}
      <div className="min-h-12">
        {slow ? (
          <p className="text-center text-ink-muted" data-testid="section-slow-notice">
            {m.section_still_loading({ label })}
          </p>
        ) : (
          <span className="sr-only">{m.section_loading({ label })}</span>
        )}
      </div>
      <div aria-hidden="true" className="motion-safe:animate-pulse">
        <div className="mx-auto mt-4 h-10 w-64 max-w-full rounded-full bg-surface" />
        <div className="mx-auto mt-6 h-4 w-96 max-w-full rounded-full bg-surface" />
        <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <div className="card h-48" />
          <div className="card h-48" />
          <div className="card h-48" />
        </div>
      </div>
    </div>
  );
}
