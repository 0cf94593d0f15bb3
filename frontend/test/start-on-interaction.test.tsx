import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { copy } from '@taxback/shared/copy';
import { useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageShown } from '@/app/layout/page-shown';
import { prerenderedPostsAreCurrent } from '@/app/prerendered-posts';
import { PAGE_SHOWN_EVENT } from '@/app/page-shown-event';
import { startOnFirstInteraction, startsAtOnce } from '@/app/start-on-interaction';
import { latestPostsKey } from '@/features/blog/api/post-list-requests';
import { ChatWidget } from '@/features/chatbot/components/chat-widget';
import { HOME } from '@/lib/ui-constants';
import { PRERENDERED_QUERIES_ID } from '@/lib/prerendered-queries';

/** A page as the build writes it: the component's markup in #root, nothing listening yet. */
function prerenderedPage(element: React.ReactElement) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(element);
  document.body.append(root);
  return root;
}

/** What main.tsx hands over: React taking over the page (with the layout's PageShown after it), counted. */
function starter(root: HTMLElement, element: React.ReactElement) {
  const start = vi.fn(async () => {
    // The app's code arrives over the network some time after the first interaction.
    await new Promise((resolve) => setTimeout(resolve, 50));
    act(() => {
      hydrateRoot(
        root,
        <>
          {element}
          <PageShown />
        </>,
      );
    });
  });
  return start;
}

const shownOnce = () => new Promise((resolve) => document.addEventListener(PAGE_SHOWN_EVENT, resolve, { once: true }));

/** Two fields in one state, each change written from the last render's values, as the estimator's are. */
function ContactLikeForm({ onSend }: { onSend: (values: { name: string; city: string }) => void }) {
  const [values, setValues] = useState({ name: '', city: '' });
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(values);
  };
  return (
    <form onSubmit={send}>
      <label>
        Name
        <input value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} />
      </label>
      <label>
        City
        <input value={values.city} onChange={(event) => setValues({ ...values, city: event.target.value })} />
      </label>
      <output>{`${values.name}, ${values.city}`}</output>
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('when the app starts', () => {
  beforeEach(() => {
    document.documentElement.lang = 'en';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-CA']);
  });

  it('waits for an interaction on a prerendered page read by a visitor without a session', () => {
    expect(startsAtOnce(prerenderedPage(<p>Hello</p>))).toBe(false);
  });

  it('starts at once on a page drawn in the browser, or over a post written on publish', () => {
    const empty = document.createElement('div');
    expect(startsAtOnce(empty)).toBe(true);
    const post = prerenderedPage(<p>A post</p>);
    post.dataset.render = 'client';
    expect(startsAtOnce(post)).toBe(true);
  });

  it('starts at once for a browser that holds a session: the header and live updates are the app’s', () => {
    localStorage.setItem('CognitoIdentityServiceProvider.abc123.LastAuthUser', 'someone');
    expect(startsAtOnce(prerenderedPage(<p>Hello</p>))).toBe(true);
  });

  it('starts at once when the visitor reads another language than the page’s, to move them to theirs', () => {
    localStorage.setItem('taxback.language', 'fr-CA');
    expect(startsAtOnce(prerenderedPage(<p>Hello</p>))).toBe(true);
    localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    expect(startsAtOnce(prerenderedPage(<p>Bonjour</p>))).toBe(true);
  });
});

describe('a prerendered page before the app has started', () => {
  it('downloads nothing while the visitor only reads, and starts once on the first interaction', async () => {
    const root = prerenderedPage(<p>Hello</p>);
    const start = starter(root, <p>Hello</p>);
    startOnFirstInteraction(root, start);
    const pageShown = shownOnce();
    fireEvent.scroll(window);
    expect(start).not.toHaveBeenCalled();

    fireEvent.pointerDown(root.firstElementChild!);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.focusIn(root);
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    await pageShown;
  });

  it('holds a press of the chat launcher and makes it again once the app has the page', async () => {
    const root = prerenderedPage(<ChatWidget />);
    const start = starter(root, <ChatWidget />);
    startOnFirstInteraction(root, start);

    const launcher = within(root).getByRole('button', { name: copy.chatbot.open });
    fireEvent.pointerDown(launcher);
    fireEvent.click(launcher);

    expect(await screen.findByRole('log')).toBeTruthy();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed and sends the form held before the app started, once', async () => {
    const sent = vi.fn();
    const root = prerenderedPage(<ContactLikeForm onSend={sent} />);
    const start = starter(root, <ContactLikeForm onSend={sent} />);
    startOnFirstInteraction(root, start);

    const name = within(root).getByLabelText('Name') as HTMLInputElement;
    const city = within(root).getByLabelText('City') as HTMLInputElement;
    fireEvent.focusIn(name);
    name.value = 'Marie Tremblay';
    fireEvent.input(name);
    city.value = 'Gatineau';
    fireEvent.input(city);
    const submitted = fireEvent.submit(name.form!);
    // Held, not sent by the browser to the page's own address with the fields in its query.
    expect(submitted).toBe(false);

    await waitFor(() => expect(sent).toHaveBeenCalledWith({ name: 'Marie Tremblay', city: 'Gatineau' }));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(within(root).getByRole('status').textContent).toBe('Marie Tremblay, Gatineau');
  });

  it('sends a form once when it was sent twice and its button pressed before the app started', async () => {
    const sent = vi.fn();
    const root = prerenderedPage(<ContactLikeForm onSend={sent} />);
    const shown = shownOnce();
    startOnFirstInteraction(root, starter(root, <ContactLikeForm onSend={sent} />));

    const name = within(root).getByLabelText('Name') as HTMLInputElement;
    fireEvent.pointerDown(name);
    name.value = 'Marie Tremblay';
    fireEvent.input(name);
    fireEvent.submit(name.form!);
    fireEvent.submit(name.form!);
    const send = within(root).getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);

    await shown;
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('lets presses through untouched once the app shows the page', async () => {
    const sent = vi.fn();
    const root = prerenderedPage(<ContactLikeForm onSend={sent} />);
    startOnFirstInteraction(root, starter(root, <ContactLikeForm onSend={sent} />));
    const shown = shownOnce();
    fireEvent.pointerDown(root);
    await shown;

    fireEvent.click(within(root).getByRole('button', { name: 'Send' }));
    expect(sent).toHaveBeenCalledTimes(1);
  });
});

describe('the blog lists of a prerendered page', () => {
  const config = {
    apiUrl: 'https://api.test',
    region: 'ca-central-1',
    userPoolId: 'pool',
    userPoolClientId: 'client',
    authFlowType: 'USER_SRP_AUTH',
  };
  const post = (slug: string) => ({
    slug,
    title: `Post ${slug}`,
    excerpt: 'An excerpt',
    tags: ['itin'],
    featuredImageUrl: null,
    publishedAt: '2026-11-01T12:00:00.000Z',
    language: 'en',
  });
  /** The page's query cache as the build writes it: the home page's newest posts. */
  function prerenderedHome(posts: unknown[]) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PRERENDERED_QUERIES_ID;
    script.textContent = JSON.stringify({
      mutations: [],
      queries: [
        {
          queryKey: latestPostsKey('en'),
          queryHash: JSON.stringify(latestPostsKey('en')),
          state: { data: { posts, nextCursor: null }, status: 'success' },
        },
      ],
    });
    document.body.append(script);
  }
  const api = (posts: unknown[] | Error) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/config.json') return Response.json(config);
        if (posts instanceof Error) throw posts;
        expect(url).toBe(`https://api.test/blog/posts?limit=${HOME.blogPreviewCount}&language=en`);
        return Response.json({ posts, nextCursor: null });
      }),
    );
  afterEach(() => vi.unstubAllGlobals());

  it('are current when the API lists the same posts', async () => {
    prerenderedHome([post('a'), post('b')]);
    api([post('a'), post('b')]);
    expect(await prerenderedPostsAreCurrent()).toBe(true);
  });

  it('are not once a post was published since the build: the app then starts to draw it', async () => {
    prerenderedHome([post('a'), post('b')]);
    api([post('new'), post('a'), post('b')]);
    expect(await prerenderedPostsAreCurrent()).toBe(false);
  });

  it('read the configuration once with the app that then starts', async () => {
    prerenderedHome([post('a')]);
    api([post('a')]);
    // A page's first read: modules fresh from the earlier tests' reads.
    vi.resetModules();
    const { prerenderedPostsAreCurrent: check } = await import('@/app/prerendered-posts');
    const { loadRuntimeConfig } = await import('@/lib/config');
    await check();
    await loadRuntimeConfig();
    const configReads = vi.mocked(fetch).mock.calls.filter(([url]) => url === '/config.json');
    expect(configReads).toHaveLength(1);
  });

  it('are taken as they are on a page without lists, or when the API cannot be reached', async () => {
    api(new Error('offline'));
    expect(await prerenderedPostsAreCurrent()).toBe(true);
    prerenderedHome([post('a')]);
    expect(await prerenderedPostsAreCurrent()).toBe(true);
  });

  it('start the app at once when the build could not load them (the page shows placeholders)', () => {
    const root = prerenderedPage(<ul aria-busy="true" />);
    expect(startsAtOnce(root)).toBe(true);
  });
});
