// The boot module: the page's one script after the inline theme script (host/build/firstPaint.ts).
import { boot } from './boot';
import type { BootConfig } from './bootConfig';
import { holdHeaderClicks } from './holdClicks';

declare const __BOOT_CONFIG__: BootConfig;

// A held click hurries the app's start.
const clickHeld = new Promise<void>((resolve) => holdHeaderClicks(window, resolve));
boot(__BOOT_CONFIG__, undefined, clickHeld);
