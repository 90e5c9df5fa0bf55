interface Props {
  label: string;
  /** Minimum height so the page does not jump when the section arrives. */
  minHeight: string;
}

/** Placeholder of the section's size while its remote loads. */
export function SectionSkeleton({ label, minHeight }: Props) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto w-full max-w-6xl px-4 pt-28 pb-16 motion-safe:animate-pulse"
      style={{ minHeight }}
      data-testid="section-skeleton"
    >
      <span className="sr-only">Loading {label}…</span>
      <div aria-hidden="true" className="mx-auto h-10 w-64 max-w-full rounded-full bg-surface" />
      <div aria-hidden="true" className="mx-auto mt-6 h-4 w-96 max-w-full rounded-full bg-surface" />
      <div aria-hidden="true" className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <div className="card h-48" />
        <div className="card h-48" />
        <div className="card h-48" />
      </div>
    </div>
  );
}
