import {
  DOCUMENT_BOOT,
  DOCUMENT_INTENT_EVENTS,
  DOCUMENT_PAGE_SELECTOR,
} from '@portfolio/shared/hydration/documentPage';
import { APP_START_WITHIN_MS, WEB_FONT_ATTRIBUTE, type BootConfig } from './bootConfig';

type Scheduler = { postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void> };

/** A task behind everything else the page has to do (a background task where the browser has them). */
function afterOtherWork(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return typeof scheduler?.postTask === 'function'
    ? scheduler.postTask(() => {}, { priority: 'background' })
    : new Promise((resolve) => setTimeout(resolve, 0));
}

/** A frame drawn, then a task: a module evaluated here never lands between a tap and its frame (decision 0013). */
async function betweenSteps(): Promise<void> {
  if (document.visibilityState !== 'hidden') await new Promise((resolve) => requestAnimationFrame(resolve));
  await afterOtherWork();
}

/** Unless the page has one for the URL; crossorigin as the module loader asks, or the preload is not reused. */
function preloadModule(href: string): void {
  const url = new URL(href, location.href).href;
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  if ([...links].some((link) => link.href === url)) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
}

type ImportModule = (href: string) => Promise<unknown>;

/** The preloads, the early modules, then the app: each step its own task. */
async function startApp(config: BootConfig, importModule: ImportModule): Promise<void> {
  for (const href of config.preloads) {
    await afterOtherWork();
    preloadModule(href);
  }
  await betweenSteps();
  for (const href of config.early) {
    try {
      await importModule(href);
    } catch {
      break; // the app reports it when it imports the same module
    }
    await betweenSteps();
  }
  void importModule(config.app);
}

/** A document page works without the app: it runs its own module, and the app waits for the visitor's intent. */
async function startDocumentPage(entry: string, config: BootConfig, importModule: ImportModule) {
  document.documentElement.dataset.boot = DOCUMENT_BOOT;
  await betweenSteps();
  for (const href of config.documentPreloads) preloadModule(href);
  importModule(entry).catch(() => {});
  const onIntent = () => {
    for (const type of DOCUMENT_INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    void startApp(config, importModule);
  };
  for (const type of DOCUMENT_INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
}

/** Starts the web font, then the app (or a document page's own module) once the page has painted (decision 0009). */
export function boot(config: BootConfig, importModule: ImportModule = (href) => import(/* @vite-ignore */ href)): void {
  const root = document.getElementById('root');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    if (config.webFont)
      document.fonts?.load(`1em "${config.webFont}"`).then(
        (faces) => faces.length > 0 && document.documentElement.setAttribute(WEB_FONT_ATTRIBUTE, ''),
        () => {},
      );
    if (config.documentEntry && root?.querySelector(DOCUMENT_PAGE_SELECTOR))
      void startDocumentPage(config.documentEntry, config, importModule);
    else void startApp(config, importModule);
  };
  const paints = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (document.visibilityState === 'hidden' || !root?.hasChildNodes() || !paints) {
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, APP_START_WITHIN_MS);
}
