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
 * The mobile menu's open state, read from the platform: the panel is a `popover` and the
 * button its `popovertarget`, so the browser opens and closes it (and Escape closes it,
 * returning focus to the button) before hydration and with JavaScript off. Once hydrated,
 * this follows the panel's `toggle` events: opening moves focus to the first link, and
 * `close` hides it (an entry was chosen, the route changed).
 *
 * `expanded` is undefined until hydration: the server HTML then carries no aria-expanded,
 * and the browser exposes the popover's own expanded state on the button; an attribute
 * rendered as "false" would wrongly say closed on a menu opened before hydration.
 */
export function useDisclosure(panelRef: RefObject<HTMLElement | null>, buttonRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // Opened before hydration (the header hydrates once the browser is idle after the tap): carry
    // on from there, with focus where opening would have put it, unless the visitor moved it on.
    const openedBefore = isShowing(panel);
    setOpen(openedBefore);
    const focusStayed = document.activeElement === buttonRef.current || document.activeElement === document.body;
    if (openedBefore && focusStayed) panel.querySelector<HTMLElement>('a, button')?.focus();

    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      setOpen(opened);
      if (opened) {
        panel.querySelector<HTMLElement>('a, button')?.focus();
      } else if (panel.contains(document.activeElement)) {
        // The platform returns focus on Escape; this covers the rest (hidden while focus was inside).
        buttonRef.current?.focus();
      }
    };
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, [panelRef, buttonRef]);

  const close = useCallback(() => {
    const panel = panelRef.current;
    if (panel && isShowing(panel)) panel.hidePopover();
  }, [panelRef]);

  return { open, expanded: hydrated ? open : undefined, close };
}
