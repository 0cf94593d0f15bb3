import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPost, BlogPostSummary } from '@taxback/shared/blog/schemas';
import { BLOG } from '@taxback/shared/constants';
import { siteCopy, siteCopyFor } from '@taxback/shared/copy-site';
// Registers the French catalogue, so choosing French applies at once.
import type { Locale } from '@taxback/shared/i18n/locale';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '@/lib/language';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { sessionOf } from './helpers/amplify-session';
import { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { registerEveryLanguage } from '@taxback/shared/catalogue/every-language';

registerEveryLanguage();

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const post = (slug: string, title: string, tags: string[], language: Locale = 'en'): BlogPostSummary => ({
  slug,
  title,
  excerpt: `All about ${title.toLowerCase()}.`,
  tags,
  featuredImageUrl: null,
  publishedAt: '2026-11-01T12:00:00.000Z',
  language,
});

const fullPost = (summary: BlogPostSummary, translationSlug: string | null = null): BlogPost => ({
  ...summary,
  content: 'First paragraph.',
  authorName: null,
  translationSlug,
});

const listKey = (language: Locale) => `GET /blog/posts?limit=${BLOG.publicPageSize}&language=${language}`;

const posts = [
  post('what-is-an-itin', 'What is an ITIN?', ['ITIN', 'basics']),
  post('deadlines', 'Claim deadlines', ['deadlines']),
  post('form-1042-s', 'Reading your 1042-S', ['1042-S', 'basics']),
];

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('blog page', () => {
  beforeEach(() => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
    fakeApi({
      [listKey('en')]: () => ({ status: 200, body: { posts, nextCursor: null } }),
    });
  });

  it('narrows the cards by search text and by tag', async () => {
    const user = userEvent.setup();
    renderApp('/blog');
    expect(await screen.findAllByRole('article')).toHaveLength(3);

    await user.type(screen.getByLabelText(siteCopy.blog.searchLabel), 'deadline');
    expect(cardTitles()).toEqual(['Claim deadlines']);

    await user.clear(screen.getByLabelText(siteCopy.blog.searchLabel));
    const tags = within(screen.getByRole('group', { name: siteCopy.blog.tagsLabel }));
    await user.click(tags.getByRole('button', { name: 'basics' }));
    expect(cardTitles()).toEqual(['What is an ITIN?', 'Reading your 1042-S']);
    expect(tags.getByRole('button', { name: 'basics' }).getAttribute('aria-pressed')).toBe('true');

    await user.type(screen.getByLabelText(siteCopy.blog.searchLabel), 'deadline');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText(siteCopy.blog.noPosts)).toBeTruthy();

    await user.click(tags.getByRole('button', { name: siteCopy.blog.allTags }));
    expect(cardTitles()).toEqual(['Claim deadlines']);
  });

  it('draws a featured image from the site in a box kept before it loads, on the card and on the post', async () => {
    const image = `/blog-images/${'b'.repeat(64)}.webp`;
    const illustrated = { ...post('illustrated', 'An illustrated post', []), featuredImageUrl: image };
    fakeApi({
      [listKey('en')]: () => ({ status: 200, body: { posts: [illustrated], nextCursor: null } }),
      'GET /blog/posts/illustrated': () => ({ status: 200, body: fullPost(illustrated) }),
    });
    const reserved = (img: Element) => [img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')];
    const list = renderApp('/blog');
    const card = await screen.findByRole('article');
    expect(reserved(card.querySelector('img')!)).toEqual([image, '1280', '720']);
    list.unmount();

    renderApp('/blog/illustrated');
    await screen.findByRole('heading', { level: 1, name: illustrated.title });
    expect(reserved(document.querySelector('img.post-page__image')!)).toEqual([image, '1280', '720']);
  });

  it('links each card to its post', async () => {
    renderApp('/blog');
    const link = await screen.findByRole('link', { name: siteCopy.blog.readMoreAbout('Claim deadlines') });
    expect(link.getAttribute('href')).toBe('/blog/deadlines');
  });
});

describe('the blog in French', () => {
  const fr = siteCopyFor('fr-CA').blog;
  const english = post('what-is-an-itin', 'What is an ITIN?', ['ITIN']);
  const french = post('qu-est-ce-qu-un-itin', 'Qu’est-ce qu’un ITIN?', ['ITIN'], 'fr-CA');
  const lonely = post('english-only', 'Only in English', ['basics']);
  const answer = (body: unknown) => () => ({ status: 200, body });

  beforeEach(() => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
    chooseLanguage('fr-CA');
  });
  afterEach(() => chooseLanguage('en'));

  it('lists the French posts only, each linked at its French address', async () => {
    const fetchMock = fakeApi({ [listKey('fr-CA')]: answer({ posts: [french], nextCursor: null }) });
    renderApp('/fr/blogue');
    const link = await screen.findByRole('link', { name: fr.readMoreAbout(french.title) });
    expect(link.getAttribute('href')).toBe('/fr/blogue/qu-est-ce-qu-un-itin');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(expect.stringContaining('language=en'));
  });

  it('says plainly when there is no French post yet, and offers the English ones', async () => {
    fakeApi({
      [listKey('fr-CA')]: answer({ posts: [], nextCursor: null }),
      [listKey('en')]: answer({ posts: [english], nextCursor: null }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/fr/blogue');
    expect(await screen.findByText(fr.noPostsInLanguage)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: fr.readOtherLanguage }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(await screen.findByRole('link', { name: siteCopy.blog.readMoreAbout(english.title) })).toBeTruthy();
  });

  it('moves from an English post to its French translation', async () => {
    fakeApi({
      [`GET /blog/posts/${english.slug}`]: answer(fullPost(english, french.slug)),
      [`GET /blog/posts/${french.slug}`]: answer(fullPost(french, english.slug)),
    });
    const { router } = renderApp(`/blog/${english.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: french.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/fr/blogue/${french.slug}`);
    expect(screen.queryByRole('note')).toBeNull();
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      new URL(link.getAttribute('href')!).pathname,
    ]);
    expect(alternates).toEqual([
      ['fr-CA', `/fr/blogue/${french.slug}`],
      ['en', `/blog/${english.slug}`],
      ['x-default', `/blog/${english.slug}`],
    ]);
  });

  it('shows a post that exists only in English, marked as English', async () => {
    fakeApi({ [`GET /blog/posts/${lonely.slug}`]: answer(fullPost(lonely)) });
    const { router } = renderApp(`/blog/${lonely.slug}`);
    const heading = await screen.findByRole('heading', { level: 1, name: lonely.title });
    expect(router.state.location.pathname).toBe(`/fr/blogue/${lonely.slug}`);
    expect(heading.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('note').textContent).toBe(fr.otherLanguageNote);
    expect(screen.getAllByRole('link', { name: fr.backToBlog })[0]?.getAttribute('href')).toBe('/fr/blogue');
  });
});
