import { BLOG } from '@taxback/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME } from '@/lib/ui-constants';
import { renderPublicPages } from '@/prerender/entry-server';
import { API_URL, callsTo, fakeApi } from './helpers/fake-api';

const config = { apiUrl: API_URL, region: 'prerender', userPoolId: 'prerender', userPoolClientId: 'prerender' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a build whose API fails', () => {
  it('names, for each page left with placeholders, the data that did not load; the others name none', async () => {
    const failing = () => ({ status: 503, body: { code: 'unavailable', message: 'Try again.' } });
    const blogList = `/blog/posts?limit=${BLOG.publicPageSize}&language=en`;
    const fetchMock = fakeApi({
      [`GET ${blogList}`]: failing,
      [`GET /blog/posts?limit=${BLOG.publicPageSize}&language=fr-CA`]: failing,
      [`GET /blog/posts?limit=${HOME.blogPreviewCount}&language=en`]: failing,
      'GET /company': () => ({ status: 200, body: { preparers: [], testimonials: [] } }),
    });
    const pages = await renderPublicPages({ ...config, authFlowType: 'USER_SRP_AUTH' });
    const unloaded = Object.fromEntries(pages.map(({ page, unloaded }) => [page.path, unloaded]));

    expect(unloaded['/']).toHaveLength(1);
    expect(unloaded['/blog']).toHaveLength(1);
    expect(unloaded['/pricing']).toEqual([]);
    expect(unloaded['/faq']).toEqual([]);
    // With an API a failure may pass, so the page's prefetch is tried again (the post list's own read is once more).
    expect(callsTo(fetchMock, 'GET', blogList).length).toBeGreaterThan(2);
  }, 60_000);
});

describe('a build without an API', () => {
  it('asks once for each page’s data, without retrying, and leaves those pages with placeholders', async () => {
    // What fetch does with an address that has no API before it: the request never leaves.
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => {
      throw new TypeError('Failed to parse URL');
    });
    vi.stubGlobal('fetch', fetchMock);
    const pages = await renderPublicPages({ ...config, apiUrl: '', authFlowType: 'USER_SRP_AUTH' });
    const unloaded = Object.fromEntries(pages.map(({ page, unloaded }) => [page.path, unloaded]));

    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked).toEqual([...new Set(asked)]);
    // The company details of every page's footer are asked for once for the whole build.
    const company = JSON.stringify(['company', 'info']);
    expect(unloaded['/']).toHaveLength(2);
    expect(unloaded['/blog']).toHaveLength(2);
    expect(unloaded['/pricing']).toEqual([company]);
  });
});
