import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useHydrated } from '@portfolio/shared/hooks/useHydrated';

/** Whether a popover is showing; false where the browser has no popover support. */
function isShowing(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/**
 * The mobile menu's open state, read from the platform: the panel is a `popover` the browser opens and
 * closes (Escape too) before hydration and with JavaScript off. Once hydrated, opening moves focus to the
 * first link. `expanded` is undefined until hydration: the browser then exposes the popover's own state,
 * where a server-rendered "false" would wrongly say closed on a menu opened before hydration.
 */
export function useDisclosure(panelRef: RefObject<HTMLElement | null>, buttonRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // Opened before hydration: focus goes where opening would have put it, unless the visitor moved it on.
    const openedBefore = isShowing(panel);
    setOpen(openedBefore);
    const focusStayed = document.activeElement === buttonRef.current || document.activeElement === document.body;
    if (openedBefore && focusStayed) panel.querySelector<HTMLElement>('a, button')?.focus();

    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      setOpen(opened);
      if (opened) panel.querySelector<HTMLElement>('a, button')?.focus();
      // The platform returns focus on Escape; this covers the rest (hidden while focus was inside).
      else if (panel.contains(document.activeElement)) buttonRef.current?.focus();
    };
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, [panelRef, buttonRef]);

  const close = useCallback(() => {
    const panel = panelRef.current;
    if (panel && isShowing(panel)) panel.hidePopover();
  }, [panelRef]);

  return { expanded: hydrated ? open : undefined, close };
}
