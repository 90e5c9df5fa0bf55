// The engines suite's page probe (e2e/engines/): runs before any of the page's own scripts
// and reports what the page sees go wrong to the suite, as a same-origin beacon (allowed by the
// site's own CSP, `connect-src 'self'`; nothing in the page's policy is loosened for it).
// Firefox installs it as a WebDriver BiDi preload script; WebKit's classic WebDriver has none,
// so the suite's proxy adds it as the first script of each of the site's pages (e2e/engines/proxy.mjs).
(() => {
  if (window.__enginesProbe) return;
  window.__enginesProbe = true;
  const report = (kind, text) => {
    const body = JSON.stringify({ kind, text: String(text).slice(0, 500), page: location.pathname });
    try {
      navigator.sendBeacon('/__engines/report', new Blob([body], { type: 'text/plain' }));
    } catch {
      // a page that cannot beacon still has the engine's own channel (BiDi log in Firefox)
    }
  };
  const describe = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  // A load still in flight when the visitor leaves the page is cancelled, and the engine reports it as an
  // error: not a failure of the page. WebKit fails the preloads (the idle warm-up preloads other remotes'
  // modules, docs/decisions/0023); Firefox rejects the pending module imports (a click before the app has
  // started is a page load, docs/decisions/0052), and the rejection is silenced here so that Firefox's own
  // channel does not report it either.
  let leaving = false;
  const cancelledImport = (reason) =>
    reason instanceof TypeError && /dynamically imported module|importing a module script failed/i.test(reason.message);
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLLinkElement) {
        if (leaving) return;
        report('failed-preload', `${target.rel} ${target.href} failed to load`);
      } else if (target instanceof HTMLScriptElement) {
        report('failed-script', `${target.src} failed to load`);
      } else if (event instanceof ErrorEvent) {
        report('uncaught', `${describe(event.error ?? event.message)} (${event.filename}:${event.lineno})`);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    if (leaving && cancelledImport(event.reason)) event.preventDefault();
    else report('unhandled-rejection', describe(event.reason));
  });
  document.addEventListener('securitypolicyviolation', (event) =>
    report('csp', `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
  );
  const consoleError = console.error;
  console.error = function (...args) {
    report('console.error', args.map(describe).join(' '));
    return consoleError.apply(this, args);
  };
  // An uncaught error in a worker fires at its Worker object, not at the window.
  const PageWorker = window.Worker;
  if (PageWorker) {
    window.Worker = class extends PageWorker {
      constructor(...args) {
        super(.../** @type {[string | URL, WorkerOptions?]} */ (args));
        this.addEventListener('error', (event) => report('worker', event.message || 'worker error'));
      }
    };
  }
})();
