import { QueryClient } from '@tanstack/react-query';
import type { BlogPost } from '@taxback/shared/blog/schemas';
import { BLOG } from '@taxback/shared/constants';
import { describe, expect, it } from 'vitest';
import { blogPostPages } from '@/prerender/public-pages';
import { fakeApi } from './helpers/fake-api';
// Sets the runtime configuration to the fake API before each test.
import './helpers/render-app';

const post = (slug: string, language: BlogPost['language'], translationSlug: string | null): BlogPost => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: 'Summary.',
  tags: [],
  featuredImageUrl: null,
  publishedAt: '2026-11-01T12:00:00.000Z',
  language,
  content: 'Text.',
  authorName: null,
  translationSlug,
});

describe('prerendered blog posts', () => {
  it('renders each post at its language’s address, linked to its translation with hreflang', async () => {
    const english = post('what-is-an-itin', 'en', 'qu-est-ce-qu-un-itin');
    const french = post('qu-est-ce-qu-un-itin', 'fr-CA', 'what-is-an-itin');
    const alone = post('english-only', 'en', null);
    const list = (posts: BlogPost[]) => () => ({ status: 200, body: { posts, nextCursor: null } });
    fakeApi({
      [`GET /blog/posts?limit=${BLOG.publicPageSize}&language=en`]: list([english, alone]),
      [`GET /blog/posts?limit=${BLOG.publicPageSize}&language=fr-CA`]: list([french]),
      ...Object.fromEntries(
        [english, french, alone].map((item) => [`GET /blog/posts/${item.slug}`, () => ({ status: 200, body: item })]),
      ),
    });
    const pages = await blogPostPages(new QueryClient());
    expect(pages.map(({ path, lang, alternates }) => ({ path, lang, alternates }))).toEqual([
      {
        path: '/blog/what-is-an-itin',
        lang: 'en',
        alternates: [
          { lang: 'en', path: '/blog/what-is-an-itin' },
          { lang: 'fr-CA', path: '/fr/blogue/qu-est-ce-qu-un-itin' },
        ],
      },
      { path: '/blog/english-only', lang: 'en', alternates: [{ lang: 'en', path: '/blog/english-only' }] },
      {
        path: '/fr/blogue/qu-est-ce-qu-un-itin',
        lang: 'fr-CA',
        alternates: [
          { lang: 'fr-CA', path: '/fr/blogue/qu-est-ce-qu-un-itin' },
          { lang: 'en', path: '/blog/what-is-an-itin' },
        ],
      },
    ]);
  });
});
