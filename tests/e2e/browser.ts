// Debian's Chromium, driven by playwright-core (never a browser download).
import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Quiet and deterministic: no sandbox (CI runs as root), no GPU, no background traffic.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumAvailable(): boolean {
  return existsSync(chromiumPath);
}

/**
 * One headless Chromium for the whole run; test files connect to it. Each launch gets a fresh
 * temporary profile (user-data-dir) from Playwright, and each page a fresh context.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}
