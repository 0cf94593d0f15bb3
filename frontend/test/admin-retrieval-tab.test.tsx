import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import type { RetrievalListItem } from '@taxback/shared/retrieval/schemas';
import { describe, expect, it, vi } from 'vitest';
import { adminApplicationOf, signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminRetrieval.list;
const statuses = staffCopy.adminRetrieval.claim.statuses;
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
  readiness: { paid: true, identityChecked: true, refusal: null },
  ...overrides,
});

/** A claim's retrieval as staff see it: paid, identity checked, with these entries. */
const claimRetrieval = (entries: RetrievalListItem[], overrides: Record<string, unknown> = {}) => ({
  userId: 'user-lucie',
  readiness: { paid: true, identityChecked: true, refusal: null },
  identityCheck: null,
  idDocuments: [],
  authorisation: null,
  entries,
  letters: [],
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
  renderApp('/admin/dashboard');
  await userEvent.click(await screen.findByRole('tab', { name: staffCopy.adminDashboard.tabs.retrieval }));
  return fetchMock;
}

describe('the Form Retrieval tab', () => {
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

    await userEvent.click(screen.getByRole('button', { name: staffCopy.adminBackOffice.lists.loadMore }));
    const third = (await screen.findAllByRole('row'))[3]!;
    expect(within(third).getByText(text.unnamed)).toBeTruthy();
    expect(within(third).getByText('MGM Grand')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/admin/retrieval?status=to_request&cursor=next-page')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: staffCopy.adminBackOffice.lists.loadMore })).toBeNull();
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

  it('shows whether each claim is paid and its customer identity-checked', async () => {
    await openTab({
      'GET /admin/retrieval?status=to_request': page([
        entryOf(),
        entryOf({
          entryId: 'm2',
          casinoName: 'Foxwoods',
          readiness: { paid: true, identityChecked: false, refusal: copy.retrievalErrors.identityNotChecked },
        }),
      ]),
    });
    const rows = await screen.findAllByRole('row');
    const header = within(rows[0]!);
    expect(header.getByText(text.columns.paid)).toBeTruthy();
    expect(header.getByText(text.columns.identity)).toBeTruthy();
    expect(within(rows[1]!).getAllByText(text.yes)).toHaveLength(2);
    expect(within(rows[2]!).getByText(text.yes)).toBeTruthy();
    expect(within(rows[2]!).getByText(text.no)).toBeTruthy();
  });

  it("records the customer's identity check from the claim, and writes no letter before it", async () => {
    const claimText = staffCopy.adminRetrieval.claim;
    const fetchMock = await openTab({
      'GET /admin/retrieval?status=to_request': page([entryOf()]),
      [`GET /admin/applications/${applicationId}/retrieval`]: () => ({
        status: 200,
        body: claimRetrieval([entryOf()], {
          readiness: { paid: true, identityChecked: false, refusal: copy.retrievalErrors.identityNotChecked },
          authorisation: {
            fullName: 'Lucie Tremblay',
            signedOn: '2026-11-02',
            signedAt: '2026-11-02T10:00:00.000Z',
            forms: [],
            ipAddress: '203.0.113.9',
            userAgent: 'Firefox',
          },
          idDocuments: [{ documentId: 'd-1', fileName: 'passport.png', createdAt: '2026-11-01T09:00:00.000Z' }],
        }),
      }),
      'GET /admin/casinos': () => ({ status: 200, body: { items: [] } }),
      [`POST /admin/applications/${applicationId}/identity-check`]: () => ({
        status: 200,
        body: adminApplicationOf({ applicationId }),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: text.openLabel('Lucie Tremblay', 'Bellagio') }));
    const dialog = within(screen.getByRole('dialog', { name: text.dialogTitle('Lucie Tremblay') }));
    expect(await dialog.findByText(copy.retrievalErrors.identityNotChecked)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: claimText.generateLetters })).toBeNull();

    const form = within(dialog.getByRole('form', { name: claimText.identityFormLabel }));
    await userEvent.type(form.getByLabelText(claimText.nameOnDocument), 'TREMBLAY, LUCIE');
    await userEvent.click(form.getByRole('button', { name: claimText.recordIdentity }));
    expect(await dialog.findByText(claimText.identityRecorded)).toBeTruthy();
    const posted = callsTo(fetchMock, 'POST', `/admin/applications/${applicationId}/identity-check`);
    expect(posted).toHaveLength(1);
    expect(JSON.parse(String(posted[0]![1]!.body))).toEqual({ documentId: 'd-1', nameOnDocument: 'TREMBLAY, LUCIE' });
  });

  it("opens the claim's retrieval from a row", async () => {
    await openTab({
      'GET /admin/retrieval?status=to_request': page([entryOf()]),
      [`GET /admin/applications/${applicationId}/retrieval`]: () => ({
        status: 200,
        body: claimRetrieval([entryOf()]),
      }),
      'GET /admin/casinos': () => ({ status: 200, body: { items: [] } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: text.openLabel('Lucie Tremblay', 'Bellagio') }));
    const dialog = within(screen.getByRole('dialog', { name: text.dialogTitle('Lucie Tremblay') }));
    expect(await dialog.findByText(staffCopy.adminRetrieval.claim.notAuthorised)).toBeTruthy();
  });

  describe("recording the casino's copy", () => {
    const claimText = staffCopy.adminRetrieval.claim;
    const requested = entryOf({
      status: 'requested',
      requestedAt: '2025-01-10T12:00:00.000Z',
      followUpOn: '2025-02-07',
    });
    const entryPath = `/admin/applications/${applicationId}/retrieval/entries/m1`;
    const uploadId = '0b6c5a1e-8f2d-4c3b-9a7e-5d4f3e2c1b0a';
    const scan = () => new File(['%PDF-1.7 scanned copy'], 'bellagio-1042s.pdf', { type: 'application/pdf' });

    async function openRequestedEntry(record: (body: unknown) => { status: number; body?: unknown }) {
      const fetchMock = await openTab({
        'GET /admin/retrieval?status=to_request': page([requested]),
        [`GET /admin/applications/${applicationId}/retrieval`]: () => ({
          status: 200,
          body: claimRetrieval([requested]),
        }),
        'GET /admin/casinos': () => ({ status: 200, body: { items: [] } }),
        [`POST ${entryPath}/upload`]: () => ({
          status: 201,
          body: { uploadId, url: 'https://uploads.test/quarantine', fields: { key: `retrieval/${uploadId}` } },
        }),
        'POST https://uploads.test/quarantine': () => ({ status: 204 }),
        [`POST ${entryPath}/received`]: record,
      });
      await userEvent.click(await screen.findByRole('button', { name: text.openLabel('Lucie Tremblay', 'Bellagio') }));
      const form = within(await screen.findByRole('form', { name: claimText.receivedLabel('Bellagio') }));
      return { fetchMock, form };
    }

    it("starts from the customer's description and sends the figures staff checked with the file", async () => {
      const { fetchMock, form } = await openRequestedEntry(() => ({
        status: 200,
        body: claimRetrieval([{ ...requested, status: 'received' }]),
      }));
      const year = form.getByLabelText(claimText.taxYear);
      const winnings = form.getByLabelText(copy.estimator.winnings);
      const withheld = form.getByLabelText(copy.estimator.withheld);
      expect([year, winnings, withheld].map((field) => (field as HTMLInputElement).value)).toEqual([
        '2024',
        '5000',
        '1500',
      ]);
      const record = form.getByRole('button', { name: claimText.record });
      expect((record as HTMLButtonElement).disabled).toBe(true);

      await userEvent.upload(form.getByLabelText(claimText.upload), scan());
      expect(form.getByText(claimText.chosenFile('bellagio-1042s.pdf'))).toBeTruthy();
      await userEvent.clear(withheld);
      await userEvent.type(withheld, '6000');
      expect(form.getByText(copy.estimator.withheldOverWinnings)).toBeTruthy();
      expect((record as HTMLButtonElement).disabled).toBe(true);

      await userEvent.clear(withheld);
      await userEvent.type(withheld, '1,212.50');
      await userEvent.click(record);
      expect(await screen.findByText(claimText.uploaded)).toBeTruthy();
      const stored = fetchMock.mock.calls.filter(([input]) => String(input) === 'https://uploads.test/quarantine');
      expect(stored).toHaveLength(1);
      expect((stored[0]![1]!.body as FormData).get('key')).toBe(`retrieval/${uploadId}`);
      const recorded = callsTo(fetchMock, 'POST', `${entryPath}/received`);
      expect(recorded).toHaveLength(1);
      expect(JSON.parse(String(recorded[0]![1]!.body))).toEqual({
        uploadId,
        taxYear: '2024',
        winningsCents: 5_000_00,
        federalWithheldCents: 1_212_50,
      });
    });

    it("shows the server's reason for refusing the figures, and keeps them to correct", async () => {
      await openRequestedEntry(() => ({
        status: 400,
        body: {
          code: 'bad_request',
          message: copy.common.invalidRequest,
          fields: { federalWithheldCents: copy.estimator.withheldOverWinnings },
        },
      }));
      const form = within(screen.getByRole('form', { name: claimText.receivedLabel('Bellagio') }));
      await userEvent.upload(form.getByLabelText(claimText.upload), scan());
      await userEvent.click(form.getByRole('button', { name: claimText.record }));
      expect((await screen.findByRole('alert')).textContent).toBe(copy.estimator.withheldOverWinnings);
      expect((form.getByLabelText(copy.estimator.withheld) as HTMLInputElement).value).toBe('1500');
      expect(form.getByText(claimText.chosenFile('bellagio-1042s.pdf'))).toBeTruthy();
    });
  });
});
