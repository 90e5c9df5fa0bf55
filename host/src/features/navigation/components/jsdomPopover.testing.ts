/**
 * jsdom has no `popover` support, so the Header's unit tests install this small
 * stand-in for what Chromium does (the e2e suite checks the real thing): show/hide/
 * togglePopover with `toggle` events carrying `newState`, `:popover-open` in matches(),
 * a `popovertarget` button toggling its popover on click, Escape hiding the open one
 * and returning focus to what had it before, and a closed popover not displayed.
 */
const open = new Set<HTMLElement>();
const focusBefore = new WeakMap<HTMLElement, Element | null>();
let installed = false;

function setShowing(element: HTMLElement, showing: boolean) {
  if (open.has(element) === showing) return;
  if (showing) {
    focusBefore.set(element, document.activeElement);
    open.add(element);
    element.style.display = 'block';
  } else {
    open.delete(element);
    element.style.removeProperty('display');
    const previous = focusBefore.get(element);
    if (element.contains(document.activeElement) && previous instanceof HTMLElement) previous.focus();
  }
  const event = Object.assign(new Event('toggle'), { newState: showing ? 'open' : 'closed' });
  element.dispatchEvent(event);
}

export function installJsdomPopover() {
  if (installed) return;
  installed = true;
  const proto = HTMLElement.prototype;
  proto.showPopover = function (this: HTMLElement) {
    setShowing(this, true);
  };
  proto.hidePopover = function (this: HTMLElement) {
    setShowing(this, false);
  };
  proto.togglePopover = function (this: HTMLElement) {
    setShowing(this, !open.has(this));
    return open.has(this);
  };
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    if (selector === ':popover-open') return open.has(this as HTMLElement);
    return matches.call(this, selector);
  };

  const style = document.createElement('style');
  // Closed by default; an open one gets an inline display (jsdom's computed style ignores :not()).
  style.textContent = '[popover] { display: none; }';
  document.head.append(style);

  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[popovertarget]');
    if (!button || event.defaultPrevented) return;
    const target = document.getElementById(button.getAttribute('popovertarget') ?? '');
    if (target) setShowing(target, !open.has(target));
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const element of [...open]) setShowing(element, false);
  });
}

/** Forget popovers left open by a test (their elements are gone after cleanup). */
export function resetJsdomPopover() {
  open.clear();
}
