import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy, copyFor } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { adminUserOf, contactMessageOf, firstPage, signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.adminConversations;

const users = [
  adminUserOf({ userId: 'u-bea', firstName: 'Béa', lastName: 'Roy', email: 'zed@example.com', status: 'completed' }),
  adminUserOf({ userId: 'u-al', firstName: 'Al', lastName: 'Cole', email: 'mid@example.com', status: null }),
  adminUserOf({ userId: 'u-cy', firstName: 'Cy', lastName: 'Diaz', email: 'abe@example.com', status: 'processing' }),
];

function openMessages(more: Parameters<typeof fakeApi>[0] = {}, path = '/admin/messages') {
  const fetchMock = fakeApi({
    ...signInAdmin(),
    ...firstPage('users', users, { emailsUnavailable: false }),
    ...firstPage('conversations', []),
    'GET /admin/broadcasts': () => ({ status: 200, body: { items: [] } }),
    ...more,
  });
  renderApp(path);
  return fetchMock;
}

/** The users in the order listed, read from their Write buttons. */
const listedNames = async () => {
  const list = await screen.findByRole('list', { name: text.usersTitle });
  return within(list)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label')!.replace(text.writeLabel(''), ''));
};

describe('admin messages', () => {
  it('sorts all users by name, email or status, each button flipping its direction', async () => {
    openMessages();
    expect(await listedNames()).toEqual(['Al Cole', 'Béa Roy', 'Cy Diaz']);

    await userEvent.click(screen.getByRole('button', { name: text.sortState(text.sortKeys.name, true) }));
    expect(await listedNames()).toEqual(['Cy Diaz', 'Béa Roy', 'Al Cole']);

    await userEvent.click(screen.getByRole('button', { name: text.sortKeys.email }));
    expect(await listedNames()).toEqual(['Cy Diaz', 'Al Cole', 'Béa Roy']);

    await userEvent.click(screen.getByRole('button', { name: text.sortKeys.status }));
    expect(await listedNames()).toEqual(['Cy Diaz', 'Béa Roy', 'Al Cole']);
    await userEvent.click(screen.getByRole('button', { name: text.sortState(text.sortKeys.status, true) }));
    expect(await listedNames()).toEqual(['Al Cole', 'Béa Roy', 'Cy Diaz']);
  });

  it('shows each user’s status, or No Application, and the application count', async () => {
    openMessages();
    const list = await screen.findByRole('list', { name: text.usersTitle });
    const [al, bea] = within(list).getAllByRole('listitem');
    expect(within(al!).getByText(text.noApplication)).toBeTruthy();
    expect(within(bea!).getByText(copy.statusLabels.completed)).toBeTruthy();
    expect(within(bea!).getByText(text.applicationCount(1))).toBeTruthy();
  });

  it('keeps Send disabled until a recipient is chosen, then asks for both title and content', async () => {
    const fetchMock = openMessages();
    const send = await screen.findByRole('button', { name: text.send });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(
      await screen.findByRole('checkbox', { name: text.pickRecipient('Cy Diaz', 'abe@example.com') }),
    );
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await userEvent.type(screen.getByLabelText(text.subject), '   ');
    await userEvent.click(send);

    expect(await screen.findByText(text.fillBoth)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/admin/messages')).toHaveLength(0);
  });

  it('sends the trimmed message to the chosen user', async () => {
    const fetchMock = openMessages({ 'POST /admin/messages': () => ({ status: 201, body: { messageId: 'm1' } }) });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: text.pickRecipient('Cy Diaz', 'abe@example.com') }),
    );
    await userEvent.type(screen.getByLabelText(text.subject), '  Your forms  ');
    await userEvent.type(screen.getByLabelText(text.body), ' Please sign them. ');
    await userEvent.click(screen.getByRole('button', { name: text.send }));

    expect(await screen.findByText(text.sent)).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST', '/admin/messages')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      userId: 'u-cy',
      title: 'Your forms',
      content: 'Please sign them.',
      applicationId: null,
    });
  });

  it('sends one message to customers ticked across searches, in the background, and shows its delivery', async () => {
    const searched = adminUserOf({ userId: 'u-dee', firstName: 'Dee', lastName: 'Ng', email: 'dee@example.com' });
    let broadcasts: unknown[] = [];
    const fetchMock = openMessages({
      'GET /admin/users?limit=25&q=dee': () => ({
        status: 200,
        body: { items: [searched], cursor: null, emailsUnavailable: false },
      }),
      'GET /admin/broadcasts': () => ({ status: 200, body: { items: broadcasts } }),
      'POST /admin/broadcasts': (body) => {
        const { title, userIds } = body as { title: string; userIds: string[] };
        const broadcast = {
          broadcastId: 'b-1',
          title,
          sentBy: 'ada@example.com',
          recipients: userIds.length,
          delivered: 0,
          skipped: 0,
          status: 'sending',
          createdAt: '2026-11-24T10:00:00.000Z',
        };
        broadcasts = [{ ...broadcast, delivered: userIds.length, status: 'sent' }];
        return { status: 202, body: broadcast };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: text.pickPage }));
    expect(screen.getByText(text.chosenCount(3))).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: text.pickRecipient('Al Cole', 'mid@example.com') }));

    await userEvent.type(screen.getByLabelText(text.recipientsSearch), 'dee{Enter}');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: text.pickRecipient('Dee Ng', 'dee@example.com') }),
    );
    expect(screen.getByText(text.chosenCount(3))).toBeTruthy();
    // The same search again asks the server again (a customer who just signed up may be found now).
    await userEvent.type(screen.getByLabelText(text.recipientsSearch), '{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/admin/users?limit=25&q=dee')).toHaveLength(2));

    await userEvent.type(screen.getByLabelText(text.subject), 'Refunds are arriving');
    await userEvent.type(screen.getByLabelText(text.body), 'Check your timeline.');
    await userEvent.click(screen.getByRole('button', { name: text.send }));

    expect(await screen.findByText(text.broadcastStarted(3))).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST', '/admin/broadcasts')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      userIds: ['u-bea', 'u-cy', 'u-dee'],
      title: 'Refunds are arriving',
      content: 'Check your timeline.',
    });
    expect(callsTo(fetchMock, 'POST', '/admin/messages')).toHaveLength(0);
    expect(await screen.findByText(/3 of 3 delivered/)).toBeTruthy();
    expect(screen.getByText(text.chosenCount(0))).toBeTruthy();
  });

  it('reads a thread a page at a time, names each message’s claim, and replies about a chosen claim', async () => {
    const claimId = '0190a0b2-0000-7000-8000-000000000023';
    const message = (
      messageId: string,
      title: string,
      claim: { applicationId: string; taxYears: string[] } | null,
    ) => ({
      messageId,
      userId: 'u-cy',
      claim,
      senderType: 'user',
      senderName: 'Cy Diaz',
      title,
      content: `${title}, in full.`,
      isRead: false,
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    const claims = [{ applicationId: claimId, taxYears: ['2023'] }];
    const conversation = {
      userId: 'u-cy',
      userName: 'Cy Diaz',
      lastMessageAt: '2026-03-02T10:00:00.000Z',
      unreadCount: 1,
      preview: { text: 'About my 2023 claim, in full.', fromStaff: false },
      claim: { applicationId: claimId, taxYears: ['2023'], stage: 'forms_sent' },
    };
    const thread = { claims, threadClaimId: claimId, language: 'fr-CA' };
    const templates = copyFor('fr-CA').adminConversations.templates;
    const fetchMock = openMessages({
      ...firstPage('conversations', [conversation]),
      'POST /admin/conversations/u-cy/read': () => ({ status: 200, body: { ok: true } }),
      'GET /admin/conversations/u-cy': () => ({
        status: 200,
        body: { messages: [message('m2', 'About my 2023 claim', claims[0]!)], cursor: 'older', ...thread },
      }),
      'GET /admin/conversations/u-cy?cursor=older': () => ({
        status: 200,
        body: { messages: [message('m1', 'Hello', null)], cursor: null, ...thread },
      }),
      [`GET /admin/conversations/u-cy/templates?applicationId=${claimId}`]: () => ({
        status: 200,
        body: {
          language: 'fr-CA',
          delivery: 'email',
          templates: [
            {
              key: 'forms_ready',
              title: templates.forms_ready.title,
              content: templates.forms_ready.content.email,
            },
          ],
        },
      }),
      'POST /admin/messages': () => ({ status: 201, body: { messageId: 'm3' } }),
    });

    const entry = await screen.findByRole('button', { name: /^Cy Diaz/ });
    expect(within(entry).getByText('About my 2023 claim, in full.')).toBeTruthy();
    expect(within(entry).getByText(`2023 · ${copy.refundStatus.shownStatuses.forms_sent}`)).toBeTruthy();
    expect(within(entry).getByText(text.unreadCount(1))).toBeTruthy();
    await userEvent.click(entry);
    const panel = await screen.findByRole('region', { name: text.threadTitle('Cy Diaz') });
    const tag = await within(panel).findByRole('link', { name: copy.accountPage.claims.claimFor('2023') });
    expect(tag.getAttribute('href')).toBe(`/admin/claims/${claimId}`);
    expect(callsTo(fetchMock, 'POST', '/admin/conversations/u-cy/read')).toHaveLength(1);

    await userEvent.click(within(panel).getByRole('button', { name: text.olderMessages }));
    expect(await within(panel).findByText('Hello')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: text.olderMessages })).toBeNull();

    // The reply is about the thread's claim without staff choosing it, and says who it is written to.
    await userEvent.click(screen.getByRole('button', { name: text.reply }));
    await waitFor(() => expect((screen.getByLabelText(text.about) as HTMLSelectElement).value).toBe(claimId));
    expect(await screen.findByText(text.customerLanguage(text.languageNames['fr-CA']))).toBeTruthy();
    expect(screen.getByText(text.deliveryChoice(copy.wizard.delivery.choices.email))).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(text.templatesLabel), 'forms_ready');
    expect((screen.getByLabelText(text.subject) as HTMLInputElement).value).toBe(templates.forms_ready.title);
    await userEvent.click(screen.getByRole('button', { name: text.send }));

    expect(await screen.findByText(text.sent)).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST', '/admin/messages')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      userId: 'u-cy',
      title: templates.forms_ready.title,
      content: templates.forms_ready.content.email,
      applicationId: claimId,
    });
  });

  it('opens the thread of the customer a claim page links to (?user=) and marks it read', async () => {
    const conversation = (userId: string, userName: string) => ({
      userId,
      userName,
      lastMessageAt: '2026-03-02T10:00:00.000Z',
      unreadCount: 1,
      preview: null,
      claim: null,
    });
    const fetchMock = openMessages(
      {
        ...firstPage('conversations', [conversation('u-ana', 'Ana Roy'), conversation('u-cy', 'Cy Diaz')]),
        'POST /admin/conversations/u-cy/read': () => ({ status: 200, body: { ok: true } }),
        'GET /admin/conversations/u-cy': () => ({
          status: 200,
          body: { messages: [], cursor: null, claims: [], threadClaimId: null, language: 'en' },
        }),
      },
      '/admin/messages?user=u-cy',
    );

    expect(await screen.findByRole('region', { name: text.threadTitle('Cy Diaz') })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Cy Diaz/, pressed: true })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/admin/conversations/u-cy/read')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/admin/conversations/u-ana/read')).toHaveLength(0);
  });

  it('holds the contact form’s inbox too, one click from the conversations', async () => {
    openMessages({
      'GET /admin/contact-messages?limit=25': () => ({
        status: 200,
        body: {
          items: [contactMessageOf({ language: 'en' })],
          cursor: null,
        },
      }),
    });
    const conversations = await screen.findByRole('button', { name: text.sections.conversations });
    expect(conversations.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: text.sections.inbox }));
    expect(await screen.findByText('Can you help with a 2024 win?')).toBeTruthy();
    expect(screen.getByRole('button', { name: staffCopy.adminInbox.replyLabel('Élise Roy') })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: text.conversationsTitle })).toBeNull();
  });
});
