import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_PATH } from '../src/browser';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/**
 * Lighthouse's performance and accessibility scores for a page, with its default mobile emulation (a
 * slowed CPU and a simulated slow 4G link), in the same Debian Chromium the browser tests use.
 */
export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      metrics: Object.fromEntries(METRICS.map((id) => [id, audits[id]?.displayValue ?? 'n/a'])),
    };
  } finally {
    chrome.kill();
  }
}
