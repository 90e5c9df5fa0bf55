/**
 * A part of a server-rendered page that hydrates on its own schedule (hydration/schedule.ts).
 *
 * While React hydrates the page, the island's gate suspends inside the island's own Suspense
 * boundary, so React leaves the server HTML exactly as it came (no React work, no DOM change)
 * until the first of the island's triggers arrives: then React hydrates just that boundary.
 * A static island (`when={STATIC}`) never hydrates. On a client render (a client-side
 * navigation) the island renders at once, like any component.
 *
 * A tap or key press on an island that is not hydrated yet: a window capture listener sees it
 * first. For 'interaction' it opens the gate synchronously (the thenable is marked fulfilled in
 * place), and React, which hydrates a dehydrated boundary synchronously for a discrete event
 * before dispatching it, then hands the event to the hydrated part: the first tap toggles, the
 * first key press types. For 'after-interaction' the gate stays shut for that event, which the
 * server HTML handles itself (React leaves it to the browser), and opens when the browser is next
 * idle: the tap is answered without waiting for React.
 */
import { Suspense, use, useState, type ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import {
  hydrationPlan,
  IDLE_TIMEOUT_MS,
  INTERACTION_EVENTS,
  POPOVER_EVENTS,
  type HydrationPlan,
  type HydrationSchedule,
} from '../hydration/schedule';
import { islandFromMarkup } from '../hydration/islandMarkup';
import { TAP_EVENTS } from '../hydration/tapEvents';
import { whenIdle } from '../idle';
import type { TrackedPromise } from '../trackedPromise';

/** Opened in place, synchronously: React's `use` then reads it as resolved in the same task. */
type Gate = TrackedPromise<void>;

/** Each island met while hydrating: its gate, the element it watches and what opens it. */
const gates = new Map<string, { gate: Gate; element: HTMLElement; open: () => void }>();
let forceAll = false;

/** Tests that check a whole section's hydration hydrate every island at once. */
export function hydrateEveryIsland(force = true): void {
  forceAll = force;
}

const OPEN: Gate = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

function islandElement(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-island="${CSS.escape(name)}"]`);
}

/**
 * Whether an event counts as the visitor reaching for the island at `element`: aimed inside it,
 * and not at a static island nested in it (the theme toggle in the header: its taps are handled
 * without React, and waking the whole header for them would cost the tap a hydration).
 */
function reachesFor(element: HTMLElement, event: Event): boolean {
  const target = event.target instanceof Node ? event.target : null;
  if (!target || !element.contains(target)) return false;
  const nearest = (target instanceof Element ? target : target.parentElement)?.closest('[data-island]');
  return nearest === element || !nearest?.hasAttribute('data-island-static');
}

function watch(element: HTMLElement, plan: Extract<HydrationPlan, { now: false }>, open: () => void): () => void {
  const stops: (() => void)[] = [];
  const { interaction, afterInteraction } = plan.watch;
  if (interaction || afterInteraction) {
    let pending = false;
    const onEvent = (event: Event) => {
      if (!reachesFor(element, event)) return;
      // Before the event: React then hydrates the part synchronously and hands it the event.
      if (interaction) open();
      // After it: the server HTML handles this one; hydration waits for the browser to be idle.
      else if (!pending) {
        pending = true;
        // Once the tap has ended and the browser is next idle (whenIdle): after it has been handled and painted.
        stops.push(whenIdle(open, IDLE_TIMEOUT_MS));
      }
    };
    // Window, capture: before React's root listener, which stops a discrete event aimed at a part
    // it cannot hydrate yet.
    for (const type of INTERACTION_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true });
    stops.push(() => {
      for (const type of INTERACTION_EVENTS) window.removeEventListener(type, onEvent, { capture: true });
    });
  }
  if (afterInteraction) {
    // Until it hydrates, the server HTML takes every tap on it (a platform popover's button, the
    // bar around it), and React cannot: its root would only try to hydrate the island inside each
    // of the dozen events of a tap and give up (the gate stays shut), ≈ 10 ms at 4x CPU before the
    // menu opened. So those events, and those of the popover the tap opens, go no further than the
    // window (the listener above, added first, has seen them). A link's go on: a click on it opens
    // every gate (openAllOnNavigation) and React Router takes it as a client-side navigation.
    const keepFromReact = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || !reachesFor(element, event) || target.closest('a[href]')) return;
      event.stopPropagation();
    };
    const kept = [...TAP_EVENTS, ...POPOVER_EVENTS];
    for (const type of kept) window.addEventListener(type, keepFromReact, { capture: true, passive: true });
    stops.push(() => {
      for (const type of kept) window.removeEventListener(type, keepFromReact, { capture: true });
    });
  }
  if (plan.watch.visible) {
    // display: contents has no box of its own: watch its children.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    });
    for (const child of element.children.length ? [...element.children] : [element.parentElement ?? element]) {
      observer.observe(child);
    }
    stops.push(() => observer.disconnect());
  }
  if (plan.watch.idle) stops.push(whenIdle(open, IDLE_TIMEOUT_MS));
  return () => stops.forEach((stop) => stop());
}

let watchingNavigation = false;
/** Once a navigation has begun, an island met later (nested in one just hydrated) hydrates at once. */
let navigated = false;

/**
 * Opens every island's gate still closed, for a navigation the page starts itself (the app's
 * replay of a held header click): see openAllOnNavigation.
 */
export function openIslandsForNavigation(): void {
  navigated = true;
  for (const { gate, open } of [...gates.values()]) if (gate.status !== 'fulfilled') open();
}

/**
 * A navigation opens every gate still closed. React Router's location changes reach an island
 * still in server HTML (props or context), and React cannot update a dehydrated boundary: a
 * navigation, being a transition, would wait for it to hydrate, for ever for a static island.
 * So at the first sign of one (a click on a link, history or hash change, the Navigation API)
 * the page's islands are hydrated, and the waiting transition goes on.
 */
function openAllOnNavigation(): void {
  if (watchingNavigation) return;
  watchingNavigation = true;
  window.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) openIslandsForNavigation();
    },
    { capture: true },
  );
  window.addEventListener('popstate', openIslandsForNavigation);
  window.addEventListener('hashchange', openIslandsForNavigation);
  (window as { navigation?: EventTarget }).navigation?.addEventListener('navigate', openIslandsForNavigation);
}

function gateFor(name: string, schedule: HydrationSchedule): Gate {
  const element = islandElement(name);
  const existing = gates.get(name);
  // A gate belongs to the element it watches (a page that replaced it gets a new one).
  if (existing && existing.element === element) return existing.gate;
  const plan = hydrationPlan(schedule, {
    hydrating: true,
    hasServerHtml: element !== null,
    forceAll,
    canObserveVisibility: typeof IntersectionObserver === 'function',
  });
  if (plan.now || !element || navigated) return OPEN;
  let resolve!: () => void;
  const gate = Object.assign(new Promise<void>((done) => (resolve = done)), { status: 'pending' }) as Gate;
  let stop = () => {};
  const open = () => {
    if (gate.status === 'fulfilled') return;
    // Set in place, synchronously: React's `use` then reads it as resolved in the same task.
    void Object.assign(gate, { status: 'fulfilled', value: undefined });
    stop();
    resolve();
  };
  stop = watch(element, plan, open);
  gates.set(name, { gate, element, open });
  openAllOnNavigation();
  return gate;
}

/** Suspends while hydrating until the island's schedule opens it; renders nothing. */
function HydrationGate({ name, when }: { name: string; when: HydrationSchedule }) {
  const hydrating = !useHydrated();
  // On the server (no document) there is nothing to wait for.
  // use() on every render (an open gate on a client render), so React sees the same hook calls.
  use((hydrating && typeof document !== 'undefined' ? gateFor(name, when) : OPEN) as Promise<void>);
  return null;
}

interface IslandProps {
  /** Unique on the page: finds the island's server HTML. */
  name: string;
  /** What hydrates it (STATIC: nothing). */
  when: HydrationSchedule;
  children: ReactNode;
}

export function Island({ name, when, children }: IslandProps) {
  // On a client-side navigation (no element of this name in the document: nothing to hydrate), an
  // island whose server HTML the host has warmed is drawn from it and hydrates later on its own
  // (decision 0032): the browser parses HTML far faster than React renders the same tree.
  const [fromMarkup] = useState(() =>
    typeof document !== 'undefined' && !islandElement(name) ? islandFromMarkup(name) : null,
  );
  if (fromMarkup) {
    const { Draw, markup } = fromMarkup;
    return (
      <Draw name={name} when={when} markup={markup}>
        {children}
      </Draw>
    );
  }
  return (
    <Suspense fallback={null}>
      <HydrationGate name={name} when={when} />
      {/* display: contents: the wrapper adds no box, so the layout is the children's own. */}
      {/* data-island-static: an event aimed at it does not wake an island around it (see reachesFor).
          Read from the server HTML only; where a part's schedule depends on the browser (the
          projects stack: static where CSS runs its animation), the client's may differ. */}
      <div
        data-island={name}
        data-island-static={when.length === 0 ? '' : undefined}
        suppressHydrationWarning
        style={{ display: 'contents' }}
      >
        {children}
      </div>
    </Suspense>
  );
}
