import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { describe, expect, it, vi } from 'vitest';
import { adminUserOf, firstPage, signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.adminMessages;

const users = [
  adminUserOf({ userId: 'u-bea', firstName: 'Béa', lastName: 'Roy', email: 'zed@example.com', status: 'completed' }),
  adminUserOf({ userId: 'u-al', firstName: 'Al', lastName: 'Cole', email: 'mid@example.com', status: null }),
  adminUserOf({ userId: 'u-cy', firstName: 'Cy', lastName: 'Diaz', email: 'abe@example.com', status: 'processing' }),
];

function openMessages(more: Parameters<typeof fakeApi>[0] = {}) {
  const fetchMock = fakeApi({
    ...signInAdmin(),
    ...firstPage('users', users, { emailsUnavailable: false }),
    ...firstPage('conversations', []),
    ...more,
  });
  renderApp('/admin/messages');
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

    await screen.findByRole('option', { name: text.recipientOption('Cy Diaz', 'abe@example.com') });
    await userEvent.selectOptions(screen.getByLabelText(text.recipient), 'u-cy');
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await userEvent.type(screen.getByLabelText(text.subject), '   ');
    await userEvent.click(send);

    expect(await screen.findByText(text.fillBoth)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/admin/messages')).toHaveLength(0);
  });

  it('sends the trimmed message to the chosen user', async () => {
    const fetchMock = openMessages({ 'POST /admin/messages': () => ({ status: 201, body: { messageId: 'm1' } }) });
    await screen.findByRole('option', { name: text.recipientOption('Cy Diaz', 'abe@example.com') });
    await userEvent.selectOptions(screen.getByLabelText(text.recipient), 'u-cy');
    await userEvent.type(screen.getByLabelText(text.subject), '  Your forms  ');
    await userEvent.type(screen.getByLabelText(text.body), ' Please sign them. ');
    await userEvent.click(screen.getByRole('button', { name: text.send }));

    expect(await screen.findByText(text.sent)).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST', '/admin/messages')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      userId: 'u-cy',
      title: 'Your forms',
      content: 'Please sign them.',
    });
  });
});
