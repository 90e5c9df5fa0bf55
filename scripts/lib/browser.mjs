// Debian's Chromium where installed, Playwright's own browser otherwise (same rule as playwright.config.ts).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_PATH ? CHROMIUM_ARGS : [] });
}
