import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPostSummary } from '@taxback/shared/blog/schemas';
import { BLOG } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { sessionOf } from './helpers/amplify-session';
import { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const post = (slug: string, title: string, tags: string[]): BlogPostSummary => ({
  slug,
  title,
  excerpt: `All about ${title.toLowerCase()}.`,
  tags,
  featuredImageUrl: null,
  publishedAt: '2026-11-01T12:00:00.000Z',
});

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
      [`GET /blog/posts?limit=${BLOG.publicPageSize}`]: () => ({ status: 200, body: { posts, nextCursor: null } }),
    });
  });

  it('narrows the cards by search text and by tag', async () => {
    const user = userEvent.setup();
    renderApp('/blog');
    expect(await screen.findAllByRole('article')).toHaveLength(3);

    await user.type(screen.getByLabelText(copy.blog.searchLabel), 'deadline');
    expect(cardTitles()).toEqual(['Claim deadlines']);

    await user.clear(screen.getByLabelText(copy.blog.searchLabel));
    const tags = within(screen.getByRole('group', { name: copy.blog.tagsLabel }));
    await user.click(tags.getByRole('button', { name: 'basics' }));
    expect(cardTitles()).toEqual(['What is an ITIN?', 'Reading your 1042-S']);
    expect(tags.getByRole('button', { name: 'basics' }).getAttribute('aria-pressed')).toBe('true');

    await user.type(screen.getByLabelText(copy.blog.searchLabel), 'deadline');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText(copy.blog.noPosts)).toBeTruthy();

    await user.click(tags.getByRole('button', { name: copy.blog.allTags }));
    expect(cardTitles()).toEqual(['Claim deadlines']);
  });

  it('links each card to its post', async () => {
    renderApp('/blog');
    const link = await screen.findByRole('link', { name: copy.blog.readMoreAbout('Claim deadlines') });
    expect(link.getAttribute('href')).toBe('/blog/deadlines');
  });
});
