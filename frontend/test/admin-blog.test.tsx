import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBlogPost } from '@taxback/shared/blog/schemas';
import { BLOG, PAGE_SIZE } from '@taxback/shared/constants';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const { adminBlog } = staffCopy;

const postOf = (slug: string, language: AdminBlogPost['language'], title: string): AdminBlogPost => ({
  postId: slug,
  slug,
  title,
  excerpt: 'Summary.',
  content: 'Text.',
  tags: [],
  featuredImageUrl: null,
  authorName: null,
  byline: null,
  published: true,
  publishedAt: '2026-11-01T12:00:00.000Z',
  language,
  translationSlug: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
});

const english = postOf('what-is-an-itin', 'en', 'What is an ITIN?');
const otherEnglish = postOf('claim-deadlines', 'en', 'Claim deadlines');

function openAdminBlog(create: (body: unknown) => { status: number; body?: unknown }) {
  const fetchMock = fakeApi({
    ...signInAdmin(),
    [`GET /admin/blog/posts?limit=${PAGE_SIZE.admin}`]: () => ({
      status: 200,
      body: { posts: [english, otherEnglish], nextCursor: null },
    }),
    'POST /admin/blog/posts': create,
  });
  renderApp('/admin/blog');
  return fetchMock;
}

describe('blog administration: languages and translations', () => {
  it('writes a French post linked to its English version, and shows each post’s language and address', async () => {
    const user = userEvent.setup();
    const fetchMock = openAdminBlog((body) => ({
      status: 201,
      body: { ...postOf('qu-est-ce-qu-un-itin', 'fr-CA', 'Qu’est-ce qu’un ITIN?'), ...(body as object) },
    }));
    const row = (await screen.findByRole('rowheader', { name: /What is an ITIN\?/ })).closest('tr')!;
    expect(within(row).getByText(adminBlog.languageNames.en)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: adminBlog.newPost }));
    const dialog = screen.getByRole('dialog', { name: adminBlog.newPost });
    await user.type(within(dialog).getByLabelText(adminBlog.form.title, { exact: false }), 'Qu’est-ce qu’un ITIN?');
    await user.type(within(dialog).getByLabelText(adminBlog.form.excerpt, { exact: false }), 'Résumé.');
    await user.type(within(dialog).getByLabelText(adminBlog.form.content, { exact: false }), 'Texte.');
    const translation = within(dialog).getByLabelText(adminBlog.form.translation);
    // An English post offers the English posts nothing: translations are in the other language.
    expect(within(translation).queryByRole('option', { name: /what-is-an-itin/ })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(adminBlog.form.language), 'fr-CA');
    expect(
      within(translation)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'what-is-an-itin', 'claim-deadlines']);
    await user.selectOptions(translation, 'what-is-an-itin');
    await user.click(within(dialog).getByRole('button', { name: adminBlog.form.save }));

    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', '/admin/blog/posts')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/admin/blog/posts')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      slug: 'qu-est-ce-qu-un-itin',
      language: 'fr-CA',
      translationSlug: 'what-is-an-itin',
    });
  });

  it('shows the server’s reason for refusing a translation on the translation field', async () => {
    const user = userEvent.setup();
    const message = adminBlog.validation.translationTaken('what-is-an-itin', 'qu-est-ce-qu-un-itin');
    openAdminBlog(() => ({
      status: 400,
      body: { code: 'bad_request', message, fields: { translationSlug: message } },
    }));
    await screen.findByRole('rowheader', { name: /What is an ITIN\?/ });
    await user.click(screen.getByRole('button', { name: adminBlog.newPost }));
    const dialog = screen.getByRole('dialog', { name: adminBlog.newPost });
    await user.type(within(dialog).getByLabelText(adminBlog.form.title, { exact: false }), 'Un autre');
    await user.type(within(dialog).getByLabelText(adminBlog.form.excerpt, { exact: false }), 'Résumé.');
    await user.type(within(dialog).getByLabelText(adminBlog.form.content, { exact: false }), 'Texte.');
    await user.selectOptions(within(dialog).getByLabelText(adminBlog.form.language), 'fr-CA');
    await user.selectOptions(within(dialog).getByLabelText(adminBlog.form.translation), 'what-is-an-itin');
    await user.click(within(dialog).getByRole('button', { name: adminBlog.form.save }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });
});

describe('blog administration: bylines', () => {
  it('offers the preparers staff keep as bylines, and sends the one chosen', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      ...signInAdmin(),
      [`GET /admin/blog/posts?limit=${PAGE_SIZE.admin}`]: () => ({
        status: 200,
        body: { posts: [english], nextCursor: null },
      }),
      'GET /company': () => ({
        status: 200,
        body: { preparers: [{ name: 'Jane Roe', credentials: 'EA' }], testimonials: [] },
      }),
      'POST /admin/blog/posts': (body) => ({
        status: 201,
        body: { ...postOf('bylines', 'en', 'Bylines'), ...(body as object) },
      }),
    });
    renderApp('/admin/blog');
    await screen.findByRole('rowheader', { name: /What is an ITIN\?/ });
    await user.click(screen.getByRole('button', { name: adminBlog.newPost }));
    const dialog = screen.getByRole('dialog', { name: adminBlog.newPost });
    await vi.waitFor(() =>
      expect([...dialog.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'))).toEqual([
        'Jane Roe, EA',
      ]),
    );
    await user.type(within(dialog).getByLabelText(adminBlog.form.title, { exact: false }), 'Bylines');
    await user.type(within(dialog).getByLabelText(adminBlog.form.excerpt, { exact: false }), 'Who.');
    await user.type(within(dialog).getByLabelText(adminBlog.form.content, { exact: false }), 'Text.');
    await user.type(within(dialog).getByLabelText(adminBlog.form.byline, { exact: false }), 'Jane Roe, EA');
    await user.click(within(dialog).getByRole('button', { name: adminBlog.form.save }));

    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', '/admin/blog/posts')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/admin/blog/posts')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ slug: 'bylines', byline: 'Jane Roe, EA' });
  });
});

describe('blog administration: publishing again', () => {
  const republished = { ...postOf('claim-deadlines', 'en', 'Claim deadlines'), published: false };
  const neverPublished = { ...postOf('new-draft', 'en', 'A new draft'), published: false, publishedAt: null };

  function openWithDrafts() {
    return fakeApi({
      ...signInAdmin(),
      [`GET /admin/blog/posts?limit=${PAGE_SIZE.admin}`]: () => ({
        status: 200,
        body: { posts: [republished, neverPublished], nextCursor: null },
      }),
      'POST /admin/blog/posts/claim-deadlines/publish': () => ({
        status: 200,
        body: { ...republished, published: true },
      }),
      'POST /admin/blog/posts/new-draft/publish': () => ({ status: 200, body: { ...neverPublished, published: true } }),
    });
  }

  const publishButtonOf = async (title: string) =>
    within((await screen.findByRole('rowheader', { name: new RegExp(title) })).closest('tr')!).getByRole('button', {
      name: adminBlog.actions.publish,
    });
  const sentBody = (fetchMock: ReturnType<typeof fakeApi>, slug: string) =>
    callsTo(fetchMock, 'POST', `/admin/blog/posts/${slug}/publish`).map(([, init]) =>
      init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    );

  it('asks whether a post published before keeps its first date or is dated today, and sends the choice', async () => {
    const user = userEvent.setup();
    const fetchMock = openWithDrafts();
    renderApp('/admin/blog');
    await user.click(await publishButtonOf('Claim deadlines'));
    const dialog = screen.getByRole('dialog', { name: adminBlog.republishDialog.title });
    const firstDate = within(dialog).getByRole('button', { name: /^Keep / });
    expect(firstDate.textContent).toContain('2026');
    expect(sentBody(fetchMock, 'claim-deadlines')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: adminBlog.republishDialog.today }));
    await vi.waitFor(() => expect(sentBody(fetchMock, 'claim-deadlines')).toEqual([{ publishedDate: 'today' }]));
  });

  it('publishes a post never published before at once, with no question', async () => {
    const user = userEvent.setup();
    const fetchMock = openWithDrafts();
    renderApp('/admin/blog');
    await user.click(await publishButtonOf('A new draft'));
    await vi.waitFor(() => expect(sentBody(fetchMock, 'new-draft')).toEqual([undefined]));
    expect(screen.queryByRole('dialog', { name: adminBlog.republishDialog.title })).toBeNull();
  });
});

describe('blog administration: the featured image', () => {
  const path = `/blog-images/${'a'.repeat(64)}.png`;
  const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

  function openEditor(uploadImage: (body: unknown) => { status: number; body?: unknown }) {
    const withImage = { ...otherEnglish, featuredImageUrl: path };
    const fetchMock = fakeApi({
      ...signInAdmin(),
      [`GET /admin/blog/posts?limit=${PAGE_SIZE.admin}`]: () => ({
        status: 200,
        body: { posts: [english, withImage], nextCursor: null },
      }),
      'POST /admin/blog/images': uploadImage,
      'POST /admin/blog/posts': (body) => ({ status: 201, body: { ...english, ...(body as object) } }),
    });
    renderApp('/admin/blog');
    return fetchMock;
  }

  async function newPostDialog(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('rowheader', { name: /What is an ITIN\?/ });
    await user.click(screen.getByRole('button', { name: adminBlog.newPost }));
    return screen.getByRole('dialog', { name: adminBlog.newPost });
  }

  it('uploads the chosen file, previews it and saves the post with its site path', async () => {
    const user = userEvent.setup();
    const fetchMock = openEditor(() => ({ status: 201, body: { path } }));
    const dialog = await newPostDialog(user);
    expect(within(dialog).queryByRole('img', { name: adminBlog.form.imagePreview })).toBeNull();

    const file = new File([Uint8Array.from(pngBytes)], 'casino.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(adminBlog.form.chooseImage), file);

    const preview = await within(dialog).findByRole('img', { name: adminBlog.form.imagePreview });
    expect(preview.getAttribute('src')).toBe(path);
    const [, init] = callsTo(fetchMock, 'POST', '/admin/blog/images')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ imageBase64: btoa(String.fromCharCode(...pngBytes)) });
    expect(within(dialog).getByLabelText(adminBlog.form.replaceImage)).toBeTruthy();

    await user.type(within(dialog).getByLabelText(adminBlog.form.title, { exact: false }), 'With an image');
    await user.type(within(dialog).getByLabelText(adminBlog.form.excerpt, { exact: false }), 'Summary.');
    await user.type(within(dialog).getByLabelText(adminBlog.form.content, { exact: false }), 'Text.');
    await user.click(within(dialog).getByRole('button', { name: adminBlog.form.save }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', '/admin/blog/posts')).toHaveLength(1));
    const [, saved] = callsTo(fetchMock, 'POST', '/admin/blog/posts')[0]!;
    expect(JSON.parse(String(saved?.body))).toMatchObject({ slug: 'with-an-image', featuredImageUrl: path });
  });

  it('shows the server’s reason for refusing a file, and keeps no image', async () => {
    const user = userEvent.setup();
    const message = adminBlog.validation.imageNotSupported;
    openEditor(() => ({ status: 400, body: { code: 'bad_request', message } }));
    const dialog = await newPostDialog(user);
    const file = new File(['just text'], 'notes.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(adminBlog.form.chooseImage), file);
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', message);
    expect(within(dialog).queryByRole('img', { name: adminBlog.form.imagePreview })).toBeNull();
  });

  it('refuses a file over the size limit without sending it', async () => {
    const user = userEvent.setup();
    const fetchMock = openEditor(() => ({ status: 201, body: { path } }));
    const dialog = await newPostDialog(user);
    const file = new File([new Uint8Array(BLOG.imageMaxBytes + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(adminBlog.form.chooseImage), file);
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', adminBlog.validation.imageTooLarge);
    expect(callsTo(fetchMock, 'POST', '/admin/blog/images')).toHaveLength(0);
  });

  it('removes the image of a post that has one', async () => {
    const user = userEvent.setup();
    openEditor(() => ({ status: 201, body: { path } }));
    await screen.findByRole('rowheader', { name: /What is an ITIN\?/ });
    await user.click(screen.getByRole('button', { name: adminBlog.actions.editLabel(otherEnglish.title) }));
    const dialog = screen.getByRole('dialog', { name: adminBlog.editPost });
    expect(within(dialog).getByRole('img', { name: adminBlog.form.imagePreview }).getAttribute('src')).toBe(path);
    await user.click(within(dialog).getByRole('button', { name: adminBlog.form.removeImage }));
    expect(within(dialog).queryByRole('img', { name: adminBlog.form.imagePreview })).toBeNull();
    expect(within(dialog).getByLabelText(adminBlog.form.chooseImage)).toBeTruthy();
  });
});
