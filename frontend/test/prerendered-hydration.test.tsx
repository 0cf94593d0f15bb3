import { act, fireEvent, waitFor } from '@testing-library/react';
import type { BlogPost } from '@taxback/shared/blog/schemas';
import { copyFor } from '@taxback/shared/copy';
import type { Locale } from '@taxback/shared/i18n/locale';
import type { Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicPaths } from '@/lib/public-paths';
import { PAGE_SHOWN_EVENT } from '@/app/page-shown-event';
import type { RuntimeConfig } from '@/lib/config';
import { LANGUAGE_STORAGE_KEY } from '@/lib/initial-language';
import { PRERENDERED_QUERIES_ID } from '@/lib/prerendered-queries';
import { renderPublicPages, type RenderedPage } from '@/prerender/entry-server';

const config: RuntimeConfig = {
  apiUrl: 'https://api.test',
  region: 'ca-central-1',
  userPoolId: 'ca-central-1_test',
  userPoolClientId: 'client',
  authFlowType: 'USER_SRP_AUTH',
};

const post: BlogPost = {
  slug: 'what-is-an-itin',
  title: 'What is an ITIN?',
  excerpt: 'The number the IRS gives those without an SSN.',
  tags: ['itin'],
  featuredImageUrl: null,
  publishedAt: '2026-11-01T12:00:00.000Z',
  language: 'en',
  content: 'An ITIN is a tax processing number.',
  authorName: null,
  translationSlug: null,
};

/** The company details every page's footer shows (and the testimonials of the home page). */
const company = {
  legalName: 'Demo Tax Services Inc.',
  phone: '+1 416-555-0142',
  preparers: [{ name: 'Jane Roe', credentials: 'EA' }],
  testimonials: [{ quote: 'Quick and clear.', name: 'Marie L.', place: 'Montréal, QC', date: '2026-03-14' }],
};

/** The API as the build and the browser both find it: one English post; the rest (the session's calls) down. */
const api = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'https://site.test');
  if (url.pathname === '/config.json') return Response.json(config);
  if (url.pathname === '/blog/posts') {
    const posts = url.searchParams.get('language') === post.language ? [post] : [];
    return Response.json({
      posts: posts.map(({ content: _, authorName: __, translationSlug: ___, ...summary }) => summary),
      nextCursor: null,
    });
  }
  if (url.pathname === `/blog/posts/${post.slug}`) return Response.json(post);
  if (url.pathname === '/company') return Response.json(company);
  return Response.json({ message: 'offline' }, { status: 503 });
});

/** The roots the app makes, unmounted after each test. */
const roots = vi.hoisted(() => [] as Root[]);
vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof import('react-dom/client')>();
  const kept = <R extends Root>(root: R) => (roots.push(root), root);
  return {
    ...client,
    createRoot: (...args: Parameters<typeof client.createRoot>) => kept(client.createRoot(...args)),
    hydrateRoot: (...args: Parameters<typeof client.hydrateRoot>) => kept(client.hydrateRoot(...args)),
  };
});

/** What React reported while it took a page over: a recoverable error (a hydration mismatch) or a warning. */
let reported: string[] = [];
const onError = (event: ErrorEvent) => {
  event.preventDefault();
  reported.push(String(event.error));
};

let built: RenderedPage[] = [];
beforeAll(async () => {
  vi.stubGlobal('fetch', api);
  // As the build renders them (src/prerender/vite-plugin.ts), with a blog post.
  built = await renderPublicPages(config);
  // The build renders in Node, the browser in a realm of its own; here they share React's contexts, on which
  // the build's renderer leaves the values of the last component it rendered. A render of nothing resets them.
  for await (const chunk of (await prerenderToNodeStream(<></>)).prelude) void chunk;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ');
    // The build's renderer and the browser's in one realm: never so in a browser.
    if (!message.startsWith('Detected multiple renderers')) reported.push(message);
  });
}, 60_000);

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  reported = [];
  window.addEventListener('error', onError);
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  window.removeEventListener('error', onError);
  localStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
});

const builtAt = (path: string) => {
  const page = built.find((candidate) => candidate.page.path === path);
  if (!page) throw new Error(`${path} is not prerendered`);
  return page;
};

/**
 * Opens a built page as a browser does (its HTML, then main.tsx afresh, as on a page load) for a visitor who
 * chose `chosen` with the language switch on an earlier visit, and presses the page, which starts the app
 * there; settles once the app has shown a page.
 */
async function open({ page, html, queries }: RenderedPage, chosen?: Locale) {
  if (chosen) localStorage.setItem(LANGUAGE_STORAGE_KEY, chosen);
  window.history.replaceState(null, '', page.path);
  document.documentElement.lang = page.lang;
  // As src/prerender/vite-plugin.ts writes it into the page.
  const state = `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${JSON.stringify(queries)}</script>`;
  document.body.innerHTML = `<div id="root">${html}</div>${state}`;
  const root = document.getElementById('root')!;
  const drawn = [...root.querySelectorAll('*')];
  const shown = new Promise((resolve) => document.addEventListener(PAGE_SHOWN_EVENT, resolve, { once: true }));
  vi.resetModules();
  await import('@/main');
  fireEvent.pointerDown(document.body);
  await shown;
  return { root, drawn };
}

const headingOf = (root: HTMLElement) => root.querySelector('h1')?.textContent;

describe('the company details staff set, in the pages as built', () => {
  it('are in every page’s footer, the preparers on why choose us and the testimonial on the home page', () => {
    for (const page of built) expect(page.html, page.page.path).toContain(company.legalName);
    expect(builtAt('/why-choose-us').html).toContain('Jane Roe');
    expect(builtAt('/').html).toContain('Marie L.');
    expect(builtAt('/pricing').html).not.toContain('Marie L.');
  });
});

describe('a prerendered page opened in its own language', () => {
  const paths = [...Object.values(publicPaths).flatMap(Object.values), `/blog/${post.slug}`, '/404'] as string[];

  it.each(paths)('%s is taken over as the build wrote it', async (path) => {
    const { drawn } = await open(builtAt(path));

    // The not-found page logs the address it has no page for.
    expect(reported.filter((message) => !message.startsWith('404: no route'))).toEqual([]);
    // Hydrated: every element of the prerendered markup is still the page's, none drawn again.
    expect(drawn.filter((element) => !element.isConnected)).toEqual([]);
  });
});

describe('a prerendered page in another language than the one the visitor chose', () => {
  it.each([
    ['en', 'fr-CA'],
    ['fr-CA', 'en'],
  ] as const)('the contact page in %s moves to %s without a hydration error', async (language, chosen) => {
    const { root } = await open(builtAt(publicPaths.contact[language]), chosen);

    await waitFor(() => expect(window.location.pathname).toBe(publicPaths.contact[chosen]));
    await waitFor(() => expect(headingOf(root)).toBe(copyFor(chosen).contact.title));
    expect(document.documentElement.lang).toBe(chosen);
    expect(reported).toEqual([]);
  });
});

describe('a prerendered estimator opened after the build', () => {
  afterEach(() => vi.useRealTimers());

  it('is taken over as built when a new tax year has opened since, then offers that year', async () => {
    const newYear = Number(__BUILD_DAY__.slice(0, 4));
    const page = builtAt(publicPaths.refundEstimator.en);
    expect(page.html).not.toContain(copyFor('en').estimator.addYear(newYear));

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${newYear + 1}-01-02T12:00:00Z`));
    const { root, drawn } = await open(page);

    expect(reported).toEqual([]);
    expect(drawn.filter((element) => !element.isConnected)).toEqual([]);
    await waitFor(() => expect(root.textContent).toContain(copyFor('en').estimator.addYear(newYear)));
  });
});
