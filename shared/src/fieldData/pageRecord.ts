/**
 * What the page notes for its field-data beacon (issue 31) while it runs: the page views and what
 * each remote section did in them. Plain data and a few assignments, in the main bundle so the
 * host's remotes feature and app can note things from the first render on; everything else (the
 * vitals, building and sending the beacon) is loaded when the browser is idle
 * (host/src/features/field-data). Nothing here leaves the page unless that code sends it.
 */
import type { FallbackReason, NavigationType, RetryResult, SectionOutcome } from './beacon';

export interface RecordedSection {
  outcome: SectionOutcome;
  /** The URL the section's HTML or code came from (its release folder, or the entry in it). */
  source?: string;
  reason?: FallbackReason;
  retry?: RetryResult;
}

export interface RecordedView {
  /** `location.pathname` of the view (the site's base path still on it). */
  path: string;
  /** Null until the app notes how the view began (a section may note its outcome first). */
  nav: NavigationType | null;
  sections: Partial<Record<string, RecordedSection>>;
}

/** A section event: what it first showed, or the result of a Retry on its fallback. */
export type SectionEvent =
  | { outcome: Exclude<SectionOutcome, 'fallback'>; source?: string }
  | { outcome: 'fallback'; reason: FallbackReason; source?: string }
  | { retry: RetryResult; source?: string };

let views: RecordedView[] = [];

function viewAt(path: string): RecordedView {
  const last = views.at(-1);
  if (last && last.path === path) return last;
  const view: RecordedView = { path, nav: null, sections: {} };
  views.push(view);
  return view;
}

/**
 * A page view began at `path`. The sections of a route note their outcomes in effects, which run
 * before the app's: a view they opened is taken over here, anything else starts a new one.
 */
export function recordView(path: string, nav: NavigationType): void {
  const last = views.at(-1);
  if (last && last.path === path && last.nav === null) last.nav = nav;
  else views.push({ path, nav, sections: {} });
}

let documentViewRecorded = false;

/**
 * The view the document was loaded as. Noted once: on a document page the boot's record notes it
 * before the app loads, and the app, when it comes, does not note it again.
 */
export function recordDocumentView(path: string, nav: NavigationType): void {
  if (documentViewRecorded) return;
  documentViewRecorded = true;
  recordView(path, nav);
}

/**
 * A remote section's event in the current view. The first outcome stays (what the visitor got
 * first); a Retry's result replaces the previous one, and takes its source.
 */
export function recordSection(remote: string, event: SectionEvent, path = window.location.pathname): void {
  const view = viewAt(path);
  const known = view.sections[remote];
  if ('retry' in event) {
    if (!known) return; // a Retry is only ever on a fallback that was noted
    known.retry = event.retry;
    if (event.source) known.source = event.source;
    return;
  }
  if (known) return;
  view.sections[remote] = { ...event };
}

export function recordedViews(): readonly RecordedView[] {
  return views;
}

/**
 * The page came back from the back/forward cache: a new beacon begins, with the view shown again
 * (its sections are already on screen as they were).
 */
export function restartRecord(path: string): void {
  views = [{ path, nav: 'restore', sections: {} }];
}
