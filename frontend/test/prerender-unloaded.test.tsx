import { BLOG, HOME } from '@taxback/shared/constants';
import { describe, expect, it } from 'vitest';
import { renderPublicPages } from '@/prerender/entry-server';
import { API_URL, fakeApi } from './helpers/fake-api';

const config = { apiUrl: API_URL, region: 'prerender', userPoolId: 'prerender', userPoolClientId: 'prerender' };

describe('a build whose API fails', () => {
  it('names, for each page left with placeholders, the data that did not load; the others name none', async () => {
    const failing = () => ({ status: 503, body: { code: 'unavailable', message: 'Try again.' } });
    fakeApi({
      [`GET /blog/posts?limit=${BLOG.publicPageSize}&language=en`]: failing,
      [`GET /blog/posts?limit=${BLOG.publicPageSize}&language=fr-CA`]: failing,
      [`GET /blog/posts?limit=${HOME.blogPreviewCount}&language=en`]: failing,
    });
    const pages = await renderPublicPages({ ...config, authFlowType: 'USER_SRP_AUTH' });
    const unloaded = Object.fromEntries(pages.map(({ page, unloaded }) => [page.path, unloaded]));

    expect(unloaded['/']).toHaveLength(1);
    expect(unloaded['/blog']).toHaveLength(1);
    expect(unloaded['/pricing']).toEqual([]);
    expect(unloaded['/faq']).toEqual([]);
  }, 60_000);
});
