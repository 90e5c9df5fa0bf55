import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const pageIsVisible = () => document.visibilityState !== 'hidden';

/** False while the tab is hidden, else whether any part of the element is in the viewport (true without IntersectionObserver). */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [intersecting, setIntersecting] = useState(true);
  const pageVisible = useSyncExternalStore(subscribeVisibility, pageIsVisible, () => true);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) =>
      setIntersecting(entries[entries.length - 1]!.isIntersecting),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return intersecting && pageVisible;
}
