// Applies the saved or preferred theme before first paint. The build inlines it into each page
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
})();
