import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { frontendDist } from '../../local/src/testing/frontend-build';
import type { Page } from 'playwright-core';
import { copy } from '@taxback/shared';
import { PAGE_SHOWN_EVENT } from '../../frontend/src/app/page-shown-event';
import { launchBrowser, newContext } from '../src/browser';
import { signInThroughUi, type Customer } from '../src/customers';

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

const gzipBytes = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(frontendDist, file)), { level: 9 }).length;
const sizeOf = (file: string): ChunkSize => ({ file, gzipBytes: gzipBytes(file) });
const sum = (chunks: ChunkSize[]) => chunks.reduce((total, chunk) => total + chunk.gzipBytes, 0);

/** Watches the scripts a tab requests (cached or not); the function returned gives them so far, heaviest first. */
function scriptsRequested(tab: Page): () => ChunkSize[] {
  const scripts = new Set<string>();
  tab.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return () => [...scripts].map(sizeOf).sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The gzip size of the scripts a tab requested so far. */
function scriptsOf(tab: Page): () => number {
  const requested = scriptsRequested(tab);
  return () => sum(requested());
}

/** The JS of the built SPA: what index.html loads (entry and modulepreloads), all of it, and each lazy chunk. */
export function javascriptSizes() {
  const html = fs.readFileSync(path.join(frontendDist, 'index.html'), 'utf8');
  const urls = (pattern: RegExp) => [...html.matchAll(pattern)].map(([, url]) => url!);
  const initial = [
    ...urls(/<script[^>]*type="module"[^>]*src="([^"]+\.js)"/g),
    ...urls(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g),
  ];
  const all = fs
    .readdirSync(path.join(frontendDist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`);
  const lazy = all.filter((file) => !initial.includes(file)).map(sizeOf);
  const initialChunks = initial.map(sizeOf).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    indexHtmlGzipBytes: sum(initialChunks),
    initialChunks,
    totalGzipBytes: sum(all.map(sizeOf)),
    lazyChunks: lazy.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * In headless Chromium, for each public page: the JS a first visit downloads (gzip sizes of the files it
 * requested), then what it has downloaded once the visitor taps the page, and for the home page the Performance API's navigation timing and LCP (median of `runs`).
 */
export async function browserMeasures(appUrl: string, publicPages: string[], runs = 5) {
  const browser = await launchBrowser();
  try {
    const firstLoad: Record<string, number> = {};
    // What a visitor who then taps the page has downloaded: the app, which starts on the first interaction.
    const afterTap: Record<string, number> = {};
    for (const page of publicPages) {
      const context = await newContext(browser);
      const tab = await context.newPage();
      const scriptBytes = scriptsOf(tab);
      await tab.goto(`${appUrl}${page}`, { waitUntil: 'networkidle' });
      firstLoad[page] = scriptBytes();
      const shown = tab.evaluate(
        (event) =>
          new Promise<void>((resolve) => {
            const { document } = globalThis as unknown as { document: EventTarget };
            document.addEventListener(event, () => resolve(), { once: true });
          }),
        PAGE_SHOWN_EVENT,
      );
      await tab.locator('body').dispatchEvent('pointerdown');
      // A page that started the app at once (/auth) shows no page again.
      await Promise.race([shown, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await tab.waitForLoadState('networkidle');
      afterTap[page] = scriptBytes();
      await context.close();
    }
    const timings = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await newContext(browser);
      const tab = await context.newPage();
      await tab.goto(`${appUrl}/`, { waitUntil: 'networkidle' });
      timings.push(
        await tab.evaluate(
          () =>
            new Promise<{ domContentLoadedMs: number; loadMs: number; lcpMs: number }>((resolve) => {
              const { performance, PerformanceObserver } = globalThis as any;
              const [navigation] = performance.getEntriesByType('navigation');
              let lcpMs = 0;
              new PerformanceObserver((list: any) => {
                for (const entry of list.getEntries()) lcpMs = entry.startTime;
              }).observe({ type: 'largest-contentful-paint', buffered: true });
              setTimeout(
                () =>
                  resolve({
                    domContentLoadedMs: navigation.domContentLoadedEventEnd,
                    loadMs: navigation.loadEventEnd,
                    lcpMs,
                  }),
                200,
              );
            }),
        ),
      );
      await context.close();
    }
    return {
      firstLoadGzipBytes: firstLoad,
      afterTapGzipBytes: afterTap,
      home: {
        domContentLoadedMs: Math.round(median(timings.map((timing) => timing.domContentLoadedMs))),
        loadMs: Math.round(median(timings.map((timing) => timing.loadMs))),
        lcpMs: Math.round(median(timings.map((timing) => timing.lcpMs))),
      },
    };
  } finally {
    await browser.close();
  }
}

/**
 * The scripts a signed-in customer's visit of each page downloads (gzip sizes of the files it requested, heaviest
 * first), in a fresh tab of a browser that signed in through the sign-in page.
 */
export async function signedInFirstLoad(
  appUrl: string,
  customer: Pick<Customer, 'email' | 'password'>,
  pages: string[],
) {
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser);
    const labels = { email: copy.auth.email, password: copy.auth.password, submit: copy.auth.signIn };
    await signInThroughUi(await context.newPage(), customer, labels, appUrl);
    const firstLoad: Record<string, ChunkSize[]> = {};
    for (const page of pages) {
      const tab = await context.newPage();
      const scripts = scriptsRequested(tab);
      await tab.goto(`${appUrl}${page}`, { waitUntil: 'networkidle' });
      firstLoad[page] = scripts();
      await tab.close();
    }
    return firstLoad;
  } finally {
    await browser.close();
  }
}
