interface Props {
  sectionLabel: string;
  onRetry: () => void;
}

/** What a section shows when its remote cannot be reached or throws. */
export function RemoteFallback({ sectionLabel, onRetry }: Props) {
  return (
    <div role="alert" className="card mx-auto my-28 max-w-xl px-6 py-10 text-center" data-testid="remote-fallback">
      <h2 className="font-display text-2xl font-semibold text-ink">{sectionLabel} is unavailable right now</h2>
      <p className="mt-3 text-ink-muted">
        This part of the site could not be loaded. Everything else still works. Check your connection and try again.
      </p>
      <button type="button" onClick={onRetry} className="focus-ring mt-6 btn-primary">
        Retry
      </button>
    </div>
  );
}
