import { useMessages } from '../../../hooks/useMessages';

/** The first stop of the keyboard: past the header to the page's own content. */
export function SkipLink() {
  const m = useMessages();
  return (
    <a
      href="#main"
      className="sr-only-focusable focus-ring fixed top-2 left-2 z-[60] rounded-full bg-surface-strong px-4 py-2 text-ink print:hidden"
    >
      {m.skip_link({})}
    </a>
  );
}
