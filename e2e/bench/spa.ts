import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { frontendDist } from '../../local/src/testing/frontend-build';
import { launchBrowser, newContext } from '../src/browser';

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

const gzipBytes = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(frontendDist, file)), { level: 9 }).length;
const sizeOf = (file: string): ChunkSize => ({ file, gzipBytes: gzipBytes(file) });
const sum = (chunks: ChunkSize[]) => chunks.reduce((total, chunk) => total + chunk.gzipBytes, 0);

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
 * requested), and for the home page the Performance API's navigation timing and LCP (median of `runs`).
 */
export async function browserMeasures(appUrl: string, publicPages: string[], runs = 5) {
  const browser = await launchBrowser();
  try {
    const firstLoad: Record<string, number> = {};
    for (const page of publicPages) {
      const context = await newContext(browser);
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
      });
      await tab.goto(`${appUrl}${page}`, { waitUntil: 'networkidle' });
      firstLoad[page] = sum([...scripts].map(sizeOf));
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
