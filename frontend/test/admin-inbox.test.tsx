import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZE } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGE_ID, contactMessageOf, signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminInbox;
const listPath = `/admin/contact-messages?limit=${PAGE_SIZE.admin}`;

describe('the Inbox tab', () => {
  it('lists contact-form messages with their status, and sends a reply by email from a dialog', async () => {
    const user = userEvent.setup();
    let stored = contactMessageOf();
    const fetchMock = fakeApi({
      ...signInAdmin(),
      [`GET ${listPath}`]: () => ({
        status: 200,
        body: {
          items: [
            stored,
            contactMessageOf({
              messageId: 'm-2',
              name: 'Sam Lee',
              email: 'sam@example.com',
              status: 'answered',
              answeredAt: '2026-11-19T10:00:00.000Z',
              answeredBy: 'staff@taxback.local',
            }),
          ],
          cursor: null,
        },
      }),
      [`POST /admin/contact-messages/${CONTACT_MESSAGE_ID}/reply`]: (body) => {
        stored = contactMessageOf({
          status: 'answered',
          reply: (body as { content: string }).content,
          answeredAt: '2026-11-24T10:00:00.000Z',
          answeredBy: 'staff@taxback.local',
        });
        return { status: 200, body: stored };
      },
    });
    renderApp('/admin/messages?section=inbox');

    const row = (await screen.findByText('Élise Roy')).closest('tr')!;
    expect(within(row).getByText(text.statuses.new)).toBeTruthy();
    const other = screen.getByText('Sam Lee').closest('tr')!;
    expect(within(other).getByText(text.statuses.answered)).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: text.replyLabel('Élise Roy') }));
    const dialog = screen.getByRole('dialog', { name: text.replyLabel('Élise Roy') });
    expect(within(dialog).getByText('Can you help with a 2024 win?')).toBeTruthy();
    // The language the answer goes out in is shown where staff write it.
    expect(within(dialog).getByText(copy.adminConversations.customerLanguage('French'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: text.send }));
    expect(within(dialog).getByText(text.replyRequired)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/admin/contact-messages/${CONTACT_MESSAGE_ID}/reply`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(text.replyField), 'Yes, start a claim for 2024.');
    await user.click(within(dialog).getByRole('button', { name: text.send }));
    await vi.waitFor(() =>
      expect(
        callsTo(fetchMock, 'POST', `/admin/contact-messages/${CONTACT_MESSAGE_ID}/reply`).map(([, init]) =>
          JSON.parse(String(init?.body)),
        ),
      ).toEqual([{ content: 'Yes, start a claim for 2024.' }]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: text.replyLabel('Élise Roy') })).toBeNull());
    const refreshed = (await screen.findByText('Élise Roy')).closest('tr')!;
    expect(await within(refreshed).findByText(text.statuses.answered)).toBeTruthy();
  });
});
