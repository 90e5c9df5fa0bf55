import { useMessages } from '../../../hooks/useMessages';

interface Props {
  sectionLabel: string;
  onRetry: () => void;
  /** The skeleton's, so the fallback takes its place without a layout shift. */
  minHeight: string;
}

/** What a section shows when its remote cannot be reached or throws. */
export function RemoteFallback({ sectionLabel, onRetry, minHeight }: Props) {
  const m = useMessages();
  return (
    <div className="flex flex-col justify-center px-4 pt-28 pb-16" style={{ minHeight }}>
      <div role="alert" className="card mx-auto w-full max-w-xl px-6 py-10 text-center" data-testid="remote-fallback">
        <h2 className="font-display text-2xl font-semibold text-ink">
          {m.section_unavailable({ label: sectionLabel })}
        </h2>
        <p className="mt-3 text-ink-muted">{m.section_unavailable_text({})}</p>
        <button type="button" onClick={onRetry} className="focus-ring mt-6 btn-primary">
          {m.section_retry({})}
        </button>
      </div>
    </div>
  );
}
