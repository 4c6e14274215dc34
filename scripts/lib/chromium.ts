/**
 * The browser of the browser tests and the bench: Debian's Chromium where it
 * is installed (these machines never download browsers; CHROMIUM_PATH
 * overrides it), with the flags that keep it quiet and offline-friendly.
 */
import { existsSync } from 'node:fs';

/** The Chromium executable, or undefined to let Playwright use its own browser. */
export function chromiumPath(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

/** No sandbox (containers), no GPU, no QUIC, no background traffic to Google. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A phone's first visit (the bench's first tap, the start-up trace): 390 px, touch, no service worker yet. */
export const PHONE_FIRST_VISIT = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
} as const;
