// The page's only script before its app code arrives. It applies the saved or preferred theme before
// first paint, and makes the header's theme toggle (<button data-theme-toggle>) work from then on,
// with no app code: its label and icon follow <html data-theme> through CSS (and, for a frame after
// a tap, the button's own attribute), so the toggle never needs hydrating. Dark when nothing is
// known. Until the app's code runs it also keeps a header link's click for the app (a client-side
// navigation, not a reload) and shows a form's own status line when the browser finds it invalid.
// The build inlines it, minified, into each page (host/build/inlineScriptPlugin.ts) and allows it in
// the CSP by its hash, not 'unsafe-inline'.
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
  //
  // A tap is answered in two frames (docs/decisions/0013). In the tap's own frame the toggle alone
  // shows and announces the theme asked for (data-theme-toggle="light" or "dark": the `toggle-light`
  // variant), a restyle of a few elements. The page follows in the next frame: a new theme restyles
  // and repaints every element (10-17 ms of style and 7-16 ms of paint at 4x CPU, then raster),
  // which in the tap's frame kept its answer from the screen 16-40 ms longer.
  var asked = null; // the theme a tap asked for, until the page shows it
  window.addEventListener(
    'click',
    function (event) {
      var toggle = toggleOf(event);
      if (!toggle) return;
      var next = (asked || document.documentElement.dataset.theme) === 'light' ? 'dark' : 'light';
      toggle.setAttribute('data-theme-toggle', next);
      if (asked === null) afterThisFrame(showAsked);
      asked = next;
      try {
        localStorage.setItem('portfolio-theme', next);
      } catch {
        /* storage blocked (private mode): the toggle still works for this visit */
      }
    },
    true,
  );
  function showAsked() {
    if (asked === null) return;
    document.documentElement.dataset.theme = asked;
    asked = null;
    var toggles = document.querySelectorAll('[data-theme-toggle]');
    for (var i = 0; i < toggles.length; i++) toggles[i].setAttribute('data-theme-toggle', '');
  }
  // A task once the current frame is drawn: a timeout queued by the frame's animation callback. The
  // other timeout is for a page that draws no frames (hidden, or an iframe out of view); whichever
  // comes second finds nothing left to show.
  function afterThisFrame(callback) {
    requestAnimationFrame(function () {
      setTimeout(callback, 0);
    });
    setTimeout(callback, 500);
  }
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
        if (toggleOf(event)) event.stopImmediatePropagation();
      },
      { capture: true, passive: true },
    );
  }
  // A click on a header link before the app is ready (its code on a slow network, or an engine that
  // starts it late: WebKitGTK reloaded the whole page) is kept for the app, which replays it as a
  // client-side navigation once it has hydrated (host/src/app/heldClick.ts): the page on screen stays,
  // and the hop costs what any other costs. If the app is not ready within HOLD_MS (its code failed),
  // the browser loads the link's page, as it would have done at once. A document page (the boot set
  // data-boot="document": its app loads only on the visitor's intent) lets the link load its page.
  var HOLD_MS = 3000;
  window.addEventListener(
    'click',
    function (event) {
      var root = document.documentElement.dataset;
      if (root.appReady === 'true' || root.boot === 'document' || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window
      var target = event.target;
      var link = target instanceof Element ? target.closest('[data-island="header"] a[href]') : null;
      if (!link || link.origin !== location.origin || (link.target && link.target !== '_self')) return;
      event.preventDefault();
      if (window.__heldClick) clearTimeout(window.__heldClick.timer);
      window.__heldClick = {
        link: link,
        timer: setTimeout(function () {
          window.__heldClick = null;
          location.assign(link.href);
        }, HOLD_MS),
      };
    },
    true,
  );
  // A form checked by the browser (its code has not arrived, so it is not noValidate yet) says why
  // the send did not go in its own status line, as it will once its code runs: the browser fires
  // 'invalid' at each field that fails, and the form's hidden status text (data-native-invalid-status,
  // server HTML) is shown. Its code adopts that state when it hydrates.
  window.addEventListener(
    'invalid',
    function (event) {
      var form = event.target && event.target.form;
      var status = form ? form.querySelector('[data-native-invalid-status]') : null;
      if (status) status.hidden = false;
    },
    true,
  );
  function toggleOf(event) {
    var target = event.target;
    return target instanceof Element ? target.closest('[data-theme-toggle]') : null;
  }
})();
