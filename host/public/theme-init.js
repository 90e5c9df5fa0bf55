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
  function switchTheme() {
    var next = document.documentElement.dataset.theme === 'light' ? 'dark' : 'light';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem('portfolio-theme', next);
    } catch {
      /* storage blocked (private mode): the toggle still works for this visit */
    }
  }
  // A finger's tap switches when the finger lifts, not at its click: the click comes only after the
  // browser has seen the touch end and recognised a tap, a second trip through the main thread that
  // cost 5-10 ms a tap at 4x CPU, more while the page loads (docs/decisions/0013). Only a press that
  // the browser will certainly turn into a click: a primary touch or pen, short of a long press and
  // within the tap's slop (Chromium's is 15 px); a scroll cancels it. Anything else (a mouse, whose
  // release and click come in one task; a keyboard; a screen reader) switches at the click, and the
  // click that follows a switch on release is not counted twice.
  var TAP_MAX_MS = 300;
  var TAP_SLOP_PX = 10;
  var press = null;
  var switchedOnRelease = null;
  window.addEventListener(
    'pointerdown',
    function (event) {
      switchedOnRelease = null;
      press =
        event.isPrimary && event.pointerType !== 'mouse' && onToggle(event)
          ? { at: event.timeStamp, x: event.clientX, y: event.clientY }
          : null;
    },
    true,
  );
  window.addEventListener(
    'pointercancel',
    function () {
      press = null;
    },
    true,
  );
  window.addEventListener(
    'pointerup',
    function (event) {
      var pressed = press;
      press = null;
      if (
        !pressed ||
        !event.isPrimary ||
        event.timeStamp - pressed.at > TAP_MAX_MS ||
        Math.abs(event.clientX - pressed.x) > TAP_SLOP_PX ||
        Math.abs(event.clientY - pressed.y) > TAP_SLOP_PX
      )
        return;
      switchTheme();
      switchedOnRelease = event.timeStamp;
    },
    true,
  );
  // One listener for the page: a toggle rendered later (a client render) works too. On the window,
  // capturing: React's root listener stops a click aimed at a part it has not hydrated (the toggle
  // never is), so a listener below it would never hear the tap.
  window.addEventListener(
    'click',
    function (event) {
      if (!onToggle(event)) return;
      var afterRelease = switchedOnRelease !== null && event.timeStamp - switchedOnRelease < 1000;
      switchedOnRelease = null;
      if (!afterRelease) switchTheme();
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
