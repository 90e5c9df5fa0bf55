// The inline script run before first paint (host/build/inlineScriptPlugin.ts): applies the saved or preferred
// theme, answers the never-hydrated header theme toggle, and gives a form its status line before any code arrives.
import { TAP_EVENTS } from '@portfolio/shared/hydration/tapEvents';
import { afterNextFrame } from './afterNextFrame';
import { showNativeFormStatus } from './nativeFormStatus';

const STORAGE_KEY = 'portfolio-theme';
type Theme = 'dark' | 'light';

function initialTheme(): Theme {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'dark' || saved === 'light') return saved;
    if (window.matchMedia('(prefers-color-scheme: light)').matches) return 'light';
  } catch {
    // storage blocked: the default
  }
  return 'dark';
}

function toggleOf(event: Event): Element | null {
  return event.target instanceof Element ? event.target.closest('[data-theme-toggle]') : null;
}

const root = document.documentElement;
root.dataset.theme = initialTheme();

// A tap is answered in two frames (decision 0013): the toggle alone shows the asked theme
// (data-theme-toggle="light|dark"), then the whole page follows.
let asked: Theme | null = null;
const showAsked = () => {
  if (asked === null) return;
  root.dataset.theme = asked;
  asked = null;
  for (const toggle of document.querySelectorAll('[data-theme-toggle]')) toggle.setAttribute('data-theme-toggle', '');
};

function onClick(event: MouseEvent): void {
  const toggle = toggleOf(event);
  if (!toggle) return;
  const next: Theme = (asked ?? root.dataset.theme) === 'light' ? 'dark' : 'light';
  toggle.setAttribute('data-theme-toggle', next);
  if (asked === null) afterNextFrame(showAsked);
  asked = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // storage blocked: the toggle still works for this visit
  }
}

// Window capture, first of all: React's root stops a click aimed at a part it has not hydrated.
window.addEventListener('click', onClick, true);

// The toggle's tap events reach no other listener: React's root would dispatch each into the
// unhydrated header (decision 0013). Focus, :active and light dismiss do not depend on propagation.
const stopAtToggle = (event: Event) => {
  if (toggleOf(event)) event.stopImmediatePropagation();
};
for (const type of TAP_EVENTS) window.addEventListener(type, stopAtToggle, { capture: true, passive: true });

showNativeFormStatus();
