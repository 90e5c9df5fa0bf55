import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Open/closed state of the mobile menu. Escape closes it and returns focus to the
 * button that opened it; opening moves focus to the first link in the panel.
 */
export function useDisclosure(panelRef: RefObject<HTMLElement | null>, buttonRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (open) {
      panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    } else if (wasOpen.current && panelRef.current?.contains(document.activeElement)) {
      buttonRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open, panelRef, buttonRef]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, buttonRef]);

  return { open, close, toggle };
}
