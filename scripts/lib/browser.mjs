// A Playwright Chromium for the bench and the audit, found by the project's one lookup (findChromium.mjs).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumOrExit } from './findChromium.mjs';

/**
 * @returns {Promise<import('@playwright/test').Browser>}
 */
export async function launchChromium() {
  return chromium.launch({ executablePath: await chromiumOrExit(), args: CHROMIUM_ARGS });
}
