import type { Browser } from '@playwright/test';

export const CHROMIUM_ARGS: string[];
export function launchChromium(): Promise<Browser>;
