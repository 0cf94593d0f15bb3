import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import type { RetrievalListItem } from '@taxback/shared/retrieval/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAdmin, supportModalDialogs } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.adminRetrieval.list;
const statuses = copy.adminRetrieval.claim.statuses;
const applicationId = '6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b';

const entryOf = (overrides: Partial<RetrievalListItem> = {}): RetrievalListItem => ({
  entryId: 'm1',
  applicationId,
  customerName: 'Lucie Tremblay',
  casinoName: 'Bellagio',
  casinoSlug: 'bellagio',
  casinoOther: '',
  date: '2024-03-14',
  status: 'to_request',
  requestedAt: null,
  followUpOn: null,
  playerCardNumber: '',
  amountWonCents: 5_000_00,
  withholdingCents: 1_500_00,
  channel: null,
  letterId: null,
  documentId: null,
  history: [],
  version: 1,
  ...overrides,
});

const page =
  (items: RetrievalListItem[], cursor: string | null = null) =>
  () => ({
    status: 200,
    body: { items, cursor },
  });

async function openTab(handlers: Parameters<typeof fakeApi>[0]) {
  const fetchMock = fakeApi({ ...signInAdmin(), ...handlers });
  renderApp('/admin');
  await userEvent.click(await screen.findByRole('tab', { name: copy.adminDashboard.tabs.retrieval }));
  return fetchMock;
}

describe('the Form Retrieval tab', () => {
  beforeEach(supportModalDialogs);

  it('lists the forms to request of every claim with their customer, and pages with the server cursor', async () => {
    const fetchMock = await openTab({
      'GET /admin/retrieval?status=to_request': page(
        [entryOf(), entryOf({ entryId: 'o1', casinoName: 'Foxwoods', casinoOther: 'Lucky Star Bingo Hall' })],
        'next-page',
      ),
      'GET /admin/retrieval?status=to_request&cursor=next-page': page([
        entryOf({ applicationId: 'a-2', entryId: 'm9', customerName: '', casinoName: 'MGM Grand' }),
      ]),
    });
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('Lucie Tremblay')).toBeTruthy();
    expect(within(rows[1]!).getByText('Bellagio')).toBeTruthy();
    expect(within(rows[1]!).getByText(statuses.to_request)).toBeTruthy();
    expect(within(rows[2]!).getByText('Foxwoods (Lucky Star Bingo Hall)')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: copy.adminBackOffice.lists.loadMore }));
    const third = (await screen.findAllByRole('row'))[3]!;
    expect(within(third).getByText(text.unnamed)).toBeTruthy();
    expect(within(third).getByText('MGM Grand')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/admin/retrieval?status=to_request&cursor=next-page')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: copy.adminBackOffice.lists.loadMore })).toBeNull();
  });

  it('filters by status and flags a follow-up that is due', async () => {
    const fetchMock = await openTab({
      'GET /admin/retrieval?status=to_request': page([]),
      'GET /admin/retrieval?status=requested': page([
        entryOf({ status: 'requested', requestedAt: '2024-05-01T10:00:00.000Z', followUpOn: '2024-05-31' }),
        entryOf({
          entryId: 'm2',
          status: 'requested',
          requestedAt: '2099-01-01T10:00:00.000Z',
          followUpOn: '2099-01-31',
        }),
      ]),
    });
    expect(await screen.findByText(text.empty)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(text.status), statuses.requested);
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText(text.overdue)).toBeTruthy();
    expect(within(rows[2]!).queryByText(text.overdue)).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/admin/retrieval?status=requested')).toHaveLength(1);
  });

  it("opens the claim's retrieval from a row", async () => {
    await openTab({
      'GET /admin/retrieval?status=to_request': page([entryOf()]),
      [`GET /admin/applications/${applicationId}/retrieval`]: () => ({
        status: 200,
        body: { authorisation: null, entries: [entryOf()], letters: [] },
      }),
      'GET /admin/casinos': () => ({ status: 200, body: { items: [] } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: text.openLabel('Lucie Tremblay', 'Bellagio') }));
    const dialog = within(screen.getByRole('dialog', { name: text.dialogTitle('Lucie Tremblay') }));
    expect(await dialog.findByText(copy.adminRetrieval.claim.notAuthorised)).toBeTruthy();
  });
});
