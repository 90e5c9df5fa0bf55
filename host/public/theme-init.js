// Applies the saved or preferred theme before first paint, and makes the header's theme toggle
// (<button data-theme-toggle>) work from then on, with no app code: its label and icon follow
// <html data-theme> through CSS, so the toggle never needs hydrating. The build inlines it into each page
// (host/build/inlineScriptPlugin.ts) and allows it in the CSP by its hash, not 'unsafe-inline'.
// Dark when nothing is known.
(function () {
  var theme = 'dark';
  try {
    var saved = localStorage.getItem('portfolio-theme');
    if (saved === 'dark' || saved === 'light') theme = saved;
    else if (window.matchMedia('(prefers-color-scheme: light)').matches) theme = 'light';
  } catch {
    /* storage blocked: keep the default */
  }
  document.documentElement.dataset.theme = theme;
  // One listener for the page: a toggle rendered later (a client render) works too. On the window,
  // capturing: React's root listener stops a click aimed at a part it has not hydrated (the toggle
  // never is), so a listener below it would never hear the tap.
  window.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (!(target instanceof Element) || !target.closest('[data-theme-toggle]')) return;
      var next = document.documentElement.dataset.theme === 'light' ? 'dark' : 'light';
      document.documentElement.dataset.theme = next;
      try {
        localStorage.setItem('portfolio-theme', next);
      } catch {
        /* storage blocked (private mode): the toggle still works for this visit */
      }
    },
    true,
  );
})();
