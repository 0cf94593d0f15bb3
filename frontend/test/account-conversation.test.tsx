import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@taxback/shared/messages/schemas';
import { copy } from '@taxback/shared/copy';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from './helpers/fake-api';
import { applicationOf, profileOf, signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.accountConversation;

const messageOf = (overrides: Partial<Message>): Message => ({
  messageId: 'm1',
  userId: 'user-ada',
  claim: null,
  senderType: 'admin',
  senderName: copy.adminConversations.teamName,
  title: 'Your forms',
  content: 'Please sign them.',
  isRead: false,
  createdAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

describe('messages on /account', () => {
  it('lists the thread newest first as plain text and sends a reply', async () => {
    const thread = [
      messageOf({ messageId: 'm2', title: 'Reply', senderType: 'user', senderName: 'Ada Lovelace', content: 'Done.' }),
      messageOf({ content: '<b>Please</b> sign them.' }),
    ];
    const fetchMock = fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf() }),
      'GET /messages': () => ({ status: 200, body: { messages: thread, cursor: null } }),
      'POST /messages': () => ({ status: 201, body: { messageId: 'm3' } }),
    });
    renderApp('/account');

    const list = await screen.findByRole('list', { name: text.title });
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(within(newest!).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(oldest!).getByText('<b>Please</b> sign them.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(text.emptyBody)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/messages')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(text.body, { exact: false }), '  Thank you!  ');
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(text.sent)).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST', '/messages')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'Thank you!' });
  });

  it('names the claim a message is about, loads older pages on demand, and replies about a chosen claim', async () => {
    const claim2023 = applicationOf({ applicationId: '0190a0b2-0000-7000-8000-000000000023', taxYears: ['2023'] });
    const claim2024 = applicationOf({ applicationId: '0190a0b2-0000-7000-8000-000000000024', taxYears: ['2024'] });
    const fetchMock = fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf() }),
      'GET /applications': () => ({ status: 200, body: { applications: [claim2024, claim2023] } }),
      'GET /messages': () => ({
        status: 200,
        body: {
          messages: [
            messageOf({
              messageId: 'm9',
              title: 'Your 2023 forms',
              claim: { applicationId: claim2023.applicationId, taxYears: ['2023'] },
            }),
          ],
          cursor: 'older-page',
        },
      }),
      'GET /messages?cursor=older-page': () => ({
        status: 200,
        body: { messages: [messageOf({ messageId: 'm1', title: 'Welcome' })], cursor: null },
      }),
      'POST /messages': () => ({ status: 201, body: { messageId: 'm10' } }),
    });
    renderApp('/account');

    const list = await screen.findByRole('list', { name: text.title });
    const tag = within(list).getByRole('link', { name: copy.accountPage.claims.claimFor('2023') });
    expect(tag.getAttribute('href')).toBe(`/refund-status?claim=${claim2023.applicationId}`);
    expect(within(list).queryByText('Welcome')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: text.olderMessages }));
    expect(await within(list).findByText('Welcome')).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.olderMessages })).toBeNull();

    await userEvent.selectOptions(
      screen.getByLabelText(text.about),
      screen.getByRole('option', { name: copy.accountPage.claims.claimFor('2024') }),
    );
    await userEvent.type(screen.getByLabelText(text.body, { exact: false }), 'Is 2024 filed?');
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(text.sent)).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST', '/messages')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      content: 'Is 2024 filed?',
      applicationId: claim2024.applicationId,
    });
  });
});
