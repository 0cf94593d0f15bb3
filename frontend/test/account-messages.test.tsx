import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@taxback/shared/admin/schemas';
import { copy } from '@taxback/shared/copy';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from './helpers/fake-api';
import { profileOf, signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.accountMessages;

const messageOf = (overrides: Partial<Message>): Message => ({
  messageId: 'm1',
  userId: 'user-ada',
  senderType: 'admin',
  senderName: copy.adminMessages.teamName,
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
      'GET /messages': () => ({ status: 200, body: { messages: thread } }),
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
});
