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
      if (!onToggle(event)) return;
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
  // Nothing but this script acts on the toggle, so the events of a tap on it reach no other
  // listener, not even the window's own (this script's are the first there: it runs before any
  // other): React's root dispatched each one (a dozen per tap: pointer, touch, emulated mouse,
  // focus, click) into the header it has not hydrated, ≈ 20 ms of main thread at 4x CPU before the
  // switch could paint, and every island's window listener looked at each (docs/decisions/0013).
  // The browser's own handling (focus, the :active and :focus-visible styles, a popover's light
  // dismiss) does not depend on propagation.
  var TAP_EVENTS = [
    'pointerover',
    'pointerenter',
    'pointerdown',
    'pointermove',
    'pointerup',
    'pointercancel',
    'pointerout',
    'pointerleave',
    'gotpointercapture',
    'lostpointercapture',
    'touchstart',
    'touchmove',
    'touchend',
    'touchcancel',
    'mouseover',
    'mouseenter',
    'mousemove',
    'mousedown',
    'mouseup',
    'mouseout',
    'mouseleave',
    'focusin',
    'focusout',
    'focus',
    'blur',
    'keydown',
    'keyup',
    'keypress',
    'click',
    'auxclick',
    'dblclick',
    'contextmenu',
  ];
  for (var i = 0; i < TAP_EVENTS.length; i++) {
    window.addEventListener(
      TAP_EVENTS[i],
      function (event) {
        if (onToggle(event)) event.stopImmediatePropagation();
      },
      { capture: true, passive: true },
    );
  }
  function onToggle(event) {
    var target = event.target;
    return target instanceof Element && !!target.closest('[data-theme-toggle]');
  }
})();
