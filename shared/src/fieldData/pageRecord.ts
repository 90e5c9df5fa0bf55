/** Page views and each remote section's outcome, for the field-data beacon (sent by host/src/features/field-data). */
import type { FallbackReason, NavigationType, RetryResult, SectionOutcome } from './beacon';

export interface RecordedSection {
  outcome: SectionOutcome;
  /** Where the section's HTML or code came from (its release folder, or the entry in it). */
  source?: string;
  reason?: FallbackReason;
  retry?: RetryResult;
}

export interface RecordedView {
  /** `location.pathname`, the site's base path still on it. */
  path: string;
  /** Null until the app notes how the view began (a section may note its outcome first). */
  nav: NavigationType | null;
  sections: Partial<Record<string, RecordedSection>>;
}

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

/** Sections note outcomes in effects, which run before the app's: a view they opened is taken over. */
export function recordView(path: string, nav: NavigationType): void {
  const last = views.at(-1);
  if (last && last.path === path && last.nav === null) last.nav = nav;
  else views.push({ path, nav, sections: {} });
}

let documentViewRecorded = false;

/** Noted once: on a document page the boot notes it before the app loads. */
export function recordDocumentView(path: string, nav: NavigationType): void {
  if (documentViewRecorded) return;
  documentViewRecorded = true;
  recordView(path, nav);
}

/** The first outcome stays; a Retry's result replaces the previous one, with its source. */
export function recordSection(remote: string, event: SectionEvent, path = window.location.pathname): void {
  const { sections } = viewAt(path);
  const known = sections[remote];
  if (!('retry' in event)) sections[remote] ??= { ...event };
  else if (known) {
    // A Retry is only ever on a fallback that was noted.
    known.retry = event.retry;
    if (event.source) known.source = event.source;
  }
}

export function recordedViews(): readonly RecordedView[] {
  return views;
}

/** The page came back from the back/forward cache: a new beacon begins with the view shown again. */
export function restartRecord(path: string): void {
  views = [{ path, nav: 'restore', sections: {} }];
}
