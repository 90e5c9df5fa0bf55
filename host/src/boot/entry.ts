// The boot module: the page's one script after the inline theme script (host/build/firstPaint.ts).
import { boot } from './boot';
import type { BootConfig } from './bootConfig';

declare const __BOOT_CONFIG__: BootConfig;

boot(__BOOT_CONFIG__);
