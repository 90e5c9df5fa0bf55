/** A part of a server-rendered page that hydrates on its own schedule (schedule.ts), its HTML untouched till then. */
import {
  createContext,
  Suspense,
  use,
  useContext,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useHydrated } from '../hooks/useHydrated';
import {
  hydrationPlan,
  IDLE_TIMEOUT_MS,
  INTERACTION_EVENTS,
  POPOVER_EVENTS,
  type HydrationPlan,
  type HydrationSchedule,
} from '../hydration/schedule';
import { linkAt } from '../hydration/links';
import { TAP_EVENTS } from '../hydration/tapEvents';
import { whenIdle } from '../idle';
import type { TrackedPromise } from '../trackedPromise';

/** How a client render draws a host island from its server HTML warmed for a hop (decision 0032). */
export interface WarmedIsland {
  markup: string;
  /** Draws the markup, then hydrates it as its own root: the host's, keeping react-dom's client out of shared. */
  Draw: ComponentType<IslandProps & { markup: string }>;
}

/** The island's warmed HTML by name, or null (render it as a component); the host provides it, a remote does not. */
export const IslandMarkupContext = createContext<(name: string) => WarmedIsland | null>(() => null);

/** Opened in place, synchronously: React's `use` then reads it as resolved in the same task. */
type Gate = TrackedPromise<void>;

/** Each island met while hydrating: its gate, the element it watches, what opens it, whether React has it yet. */
interface GateEntry {
  gate: Gate;
  element: HTMLElement;
  open: () => void;
  hydrated: boolean;
  /** Called once hydrated. */
  release: () => void;
}
const gates = new Map<string, GateEntry>();
let forceAll = false;

/** Tests that check a whole section's hydration hydrate every island at once. */
export function hydrateEveryIsland(force = true): void {
  forceAll = force;
}

const OPEN: Gate = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

function islandElement(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-island="${CSS.escape(name)}"]`);
}

/** Whether `event` is aimed inside `element` and not at a static island nested in it. */
function reachesFor(element: HTMLElement, event: Event): boolean {
  const target = event.target instanceof Node ? event.target : null;
  if (!target || !element.contains(target)) return false;
  const nearest = (target instanceof Element ? target : target.parentElement)?.closest('[data-island]');
  return nearest === element || !nearest?.hasAttribute('data-island-static');
}

/** Listens on the window in the capture phase, passively; returns what stops it. */
function onWindow(types: readonly string[], listener: (event: Event) => void): () => void {
  for (const type of types) window.addEventListener(type, listener, { capture: true, passive: true });
  return () => types.forEach((type) => window.removeEventListener(type, listener, { capture: true }));
}

function watch(element: HTMLElement, plan: Extract<HydrationPlan, { now: false }>, open: () => void): () => void {
  const stops: (() => void)[] = [];
  const { interaction, afterInteraction } = plan.watch;
  if (interaction || afterInteraction) {
    let pending = false;
    const onEvent = (event: Event) => {
      if (!reachesFor(element, event)) return;
      if (interaction) open();
      else if (!pending) {
        pending = true;
        stops.push(whenIdle(open, IDLE_TIMEOUT_MS));
      }
    };
    // Window capture runs before React's root, which drops a discrete event for a part it cannot hydrate.
    stops.push(onWindow(INTERACTION_EVENTS, onEvent));
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

/** Once a navigation has begun, an island met later (nested in one just hydrated) hydrates at once. */
let navigated = false;

/** Opens every gate still closed. */
function openIslandsForNavigation(): void {
  navigated = true;
  for (const { gate, open } of [...gates.values()]) if (gate.status !== 'fulfilled') open();
}

/** React cannot update a dehydrated boundary, so the first sign of a navigation opens every gate; set up once. */
function openAllOnNavigation(): void {
  window.addEventListener(
    'click',
    (event) => {
      if (linkAt(event.target, 'a[href]')) openIslandsForNavigation();
    },
    { capture: true },
  );
  window.addEventListener('popstate', openIslandsForNavigation);
  window.addEventListener('hashchange', openIslandsForNavigation);
  // The Navigation API announces a download too, which leaves the page as it is.
  (window as { navigation?: EventTarget }).navigation?.addEventListener('navigate', (event) => {
    if (!(event as Event & { downloadRequest?: string | null }).downloadRequest) openIslandsForNavigation();
  });
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
    void Object.assign(gate, { status: 'fulfilled', value: undefined });
    stop();
    resolve();
  };
  stop = watch(element, plan, open);
  // Until its island is hydrated, the server HTML answers taps; React's root would try to hydrate it on each
  // (inside the tap, once its gate is open), so they stop at the window. A link's click is the host router's or
  // the browser's.
  const release = plan.watch.afterInteraction
    ? onWindow([...TAP_EVENTS, ...POPOVER_EVENTS], (event) => {
        if (reachesFor(element, event)) event.stopPropagation();
      })
    : () => {};
  if (gates.size === 0) openAllOnNavigation();
  gates.set(name, { gate, element, open, hydrated: false, release });
  return gate;
}

/** Whether `target` is in an island's server HTML that React has not hydrated yet (it drops a click there). */
export function awaitsHydration(target: Element): boolean {
  const element = target.closest<HTMLElement>('[data-island]');
  const entry = element?.dataset.island ? gates.get(element.dataset.island) : undefined;
  return entry !== undefined && entry.element === element && !entry.hydrated;
}

/** Suspends while hydrating until the island's schedule opens it, then marks it hydrated once React commits it; renders nothing. */
function HydrationGate({ name, when }: { name: string; when: HydrationSchedule }) {
  const hydrating = !useHydrated();
  // No document on the server; use() on every render keeps React's hook calls the same.
  use((hydrating && typeof document !== 'undefined' ? gateFor(name, when) : OPEN) as Promise<void>);
  useLayoutEffect(() => {
    const entry = gates.get(name);
    if (!entry || entry.hydrated) return;
    entry.hydrated = true;
    entry.release();
  }, [name]);
  return null;
}

interface IslandProps {
  /** Unique on the page: finds the island's server HTML. */
  name: string;
  when: HydrationSchedule;
  children: ReactNode;
}

export function Island(props: IslandProps) {
  const { name, when, children } = props;
  // On a client render, warmed server HTML is drawn as is and hydrates later (decision 0032).
  const warmedIsland = useContext(IslandMarkupContext);
  const [fromMarkup] = useState(() =>
    typeof document !== 'undefined' && !islandElement(name) ? warmedIsland(name) : null,
  );
  if (fromMarkup) return <fromMarkup.Draw {...props} markup={fromMarkup.markup} />;
  return (
    <Suspense fallback={null}>
      <HydrationGate name={name} when={when} />
      {/* display: contents adds no box; data-island-static keeps its events from waking an outer island. */}
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
