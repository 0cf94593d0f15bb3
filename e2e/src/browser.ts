import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

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

/**
 * Screenshots are for people to look at; CI's clone is thrown away unread, so there they are not taken (about
 * a tenth of the browser suite's time).
 */
const takingScreenshots = !process.env.CI;

/**
 * Saves a screenshot for people to look at (git-ignored): the whole page, or with `fullPage: false` the window as the
 * visitor sees it, where fixed elements (toasts, the chat button) sit where they really do.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!takingScreenshots) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

/**
 * One browser for the enclosing `describe` (or file): launched before its tests, closed after them.
 * Returns a getter, as the browser exists only once the hook has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser: the browser is used before its beforeAll hook ran');
    return browser;
  };
}

/** A screenshot with reduced motion (no transition caught half-way), from the top (the sticky header in place). */
export async function still(page: Page, name: string): Promise<void> {
  if (!takingScreenshots) return;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, name);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
}

/** The page at desktop width, then at phone width, as `<name>-desktop` and `<name>-phone`. */
export async function stillsAtBothWidths(page: Page, name: string): Promise<void> {
  if (!takingScreenshots) return;
  await still(page, `${name}-desktop`);
  await page.setViewportSize(viewports.phone);
  await still(page, `${name}-phone`);
  await page.setViewportSize(viewports.desktop);
}

/** How far the page reaches past the window's right edge (0 or less: nothing pushes it sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
