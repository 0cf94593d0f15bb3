import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's Chromium, driven by playwright-core, with the flags this machine's closed network needs.
 * Playwright gives every launch a fresh, empty profile of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

export async function newContext(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: viewports[viewport] });
  context.setDefaultTimeout(15_000);
  return context;
}

const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

/** Saves a screenshot for people to look at (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
