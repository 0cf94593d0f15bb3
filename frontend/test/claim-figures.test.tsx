import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import type { Form1042sEntry } from '@taxback/shared/claim/schemas';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { fakeApi, type Handler } from './helpers/fake-api';
import { APPLICATION_ID, applicationOf, applicationServer, signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.claimFigures;
const labels = copy.estimator;

const documentOf = (documentId: string, fileName: string, category: string) => ({
  documentId,
  fileName,
  fileType: 'application/pdf',
  category,
  sizeBytes: 2048,
  createdAt: '2026-02-01T09:00:00.000Z',
  applicationId: APPLICATION_ID,
});

function openUploads(application = applicationOf({ taxYears: ['2025', '2024'] }), patch?: Handler) {
  const server = applicationServer(application);
  fakeApi({
    ...signInAda(),
    ...server.handlers,
    ...(patch ? { [`PATCH /applications/${APPLICATION_ID}`]: patch } : {}),
    'GET /uploads': () => ({
      status: 200,
      body: {
        documents: [
          documentOf('doc-form', 'bellagio-2025.pdf', 'Form'),
          documentOf('doc-id', 'passport.png', 'ID'),
          documentOf('doc-generated', 'form-w7-data-sheet.pdf', 'Generated'),
        ],
      },
    }),
  });
  renderApp('/upload-documents');
  return server;
}

/** A Form 1042-S with every box asked (keno in 2024, US$3,000 won, US$900 withheld); `fields` replace them. */
const form1042s = (fields: Partial<Form1042sEntry>): Form1042sEntry => ({
  id: 'entry-1',
  taxYear: '2024',
  game: 'keno' as const,
  winningsCents: 300_000,
  federalWithheldCents: 90_000,
  withholdingAgentName: 'Bellagio LLC',
  withholdingAgentEin: '12-3456789',
  incomeCode: '28',
  totalWithholdingCreditCents: 90_000,
  ...fields,
});

/** A form typed in the wizard's winnings step, before its file was uploaded: it has no document. */
const typedInWizard = form1042s({
  id: 'typed-1',
  taxYear: '2025',
  game: 'slot-machine',
  winningsCents: 500_000,
  federalWithheldCents: 150_000,
  withholdingAgentEin: '88-0123456',
  totalWithholdingCreditCents: 150_000,
});
/** The same figures saved against the uploaded form. */
const keno2024 = form1042s({ documentId: 'doc-form' });

describe('the figures of the claim, on the upload page', () => {
  it('shows the figures typed in the wizard beside the uploaded form, and links them on save (one form, not two)', async () => {
    const user = userEvent.setup();
    const server = openUploads(applicationOf({ taxYears: ['2025'], form1042sEntries: [typedInWizard] }));

    const form = await screen.findByRole('form', { name: text.entryLabel('bellagio-2025.pdf') });
    expect((within(form).getByLabelText(labels.winnings) as HTMLInputElement).value).toBe('5000');
    await user.click(within(form).getByRole('button', { name: text.saveLabel('bellagio-2025.pdf') }));

    expect(await within(form).findByText(text.saved)).toBeTruthy();
    expect(server.stored?.form1042sEntries).toEqual([{ ...typedInWizard, documentId: 'doc-form' }]);
  });

  it('saves the figures of an uploaded Form 1042-S as a form1042sEntries answer', async () => {
    const user = userEvent.setup();
    const server = openUploads();

    const form = await screen.findByRole('form', { name: text.entryLabel('bellagio-2025.pdf') });
    const saveButton = within(form).getByRole('button', { name: text.saveLabel('bellagio-2025.pdf') });
    expect((saveButton as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('form', { name: text.entryLabel('passport.png') })).toBeNull();
    expect(screen.getByText(copy.uploadsPage.categories.Generated)).toBeTruthy();

    await user.selectOptions(within(form).getByLabelText(text.taxYear), '2025');
    await user.selectOptions(within(form).getByLabelText(labels.game), labels.games['poker-tournament']);
    await user.type(within(form).getByLabelText(labels.winnings), '2,000');
    await user.type(within(form).getByLabelText(labels.withheld), '600.50');
    await user.type(within(form).getByLabelText(text.agentName), 'Bellagio LLC');
    expect((saveButton as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(form).getByLabelText(text.agentEin), '12345');
    expect(within(form).getByText(text.einInvalid)).toBeTruthy();
    await user.type(within(form).getByLabelText(text.agentEin), '6789');
    expect((within(form).getByLabelText(text.agentEin) as HTMLInputElement).value).toBe('12-3456789');
    expect(within(form).queryByText(text.einInvalid)).toBeNull();
    // Gambling winnings are income code 28, offered as typed on every form.
    expect((within(form).getByLabelText(text.incomeCode) as HTMLInputElement).value).toBe('28');
    await user.type(within(form).getByLabelText(text.totalCredit), '600.50');
    await user.click(saveButton);

    expect(await within(form).findByText(text.saved)).toBeTruthy();
    expect(server.stored?.form1042sEntries).toEqual([
      {
        ...keno2024,
        id: expect.any(String),
        taxYear: '2025',
        game: 'poker-tournament',
        winningsCents: 200_000,
        federalWithheldCents: 60_050,
        totalWithholdingCreditCents: 60_050,
      },
    ]);
  });

  it('shows a form saved before the agent and box 10 were asked, and asks them to save it again', async () => {
    const user = userEvent.setup();
    const older = {
      id: 'old',
      documentId: 'doc-form',
      taxYear: '2025',
      game: 'keno' as const,
      winningsCents: 300_000,
      federalWithheldCents: 90_000,
    };
    const server = openUploads(applicationOf({ taxYears: ['2025'], form1042sEntries: [older] }));

    const form = await screen.findByRole('form', { name: text.entryLabel('bellagio-2025.pdf') });
    expect((within(form).getByLabelText(labels.winnings) as HTMLInputElement).value).toBe('3000');
    const saveButton = within(form).getByRole('button', { name: text.saveLabel('bellagio-2025.pdf') });
    expect((saveButton as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(form).getByLabelText(text.agentName), 'MGM Grand');
    await user.type(within(form).getByLabelText(text.agentEin), '98-7654321');
    await user.type(within(form).getByLabelText(text.incomeCode), '28');
    await user.type(within(form).getByLabelText(text.totalCredit), '900');
    await user.click(saveButton);

    expect(await within(form).findByText(text.saved)).toBeTruthy();
    expect(server.stored?.form1042sEntries).toEqual([
      {
        ...older,
        withholdingAgentName: 'MGM Grand',
        withholdingAgentEin: '98-7654321',
        incomeCode: '28',
        totalWithholdingCreditCents: 90_000,
      },
    ]);
  });

  it("saves each claimed year's gambling losses as lossesByYear", async () => {
    const user = userEvent.setup();
    const server = openUploads();

    const form = await screen.findByRole('form', { name: text.lossesTitle });
    await user.type(within(form).getByLabelText(text.losses('2024')), '1000');
    await user.click(within(form).getByRole('button', { name: text.saveLosses }));

    await waitFor(() => expect(server.stored?.lossesByYear).toEqual({ '2024': 100_000 }));
    expect(await within(form).findByText(text.lossesSaved)).toBeTruthy();
  });

  it('asks again for the year of a form saved for a year the claim no longer covers', async () => {
    const user = userEvent.setup();
    const server = openUploads(applicationOf({ taxYears: ['2025'], form1042sEntries: [keno2024] }));

    const form = await screen.findByRole('form', { name: text.entryLabel('bellagio-2025.pdf') });
    expect(within(form).getByText(copy.application.formYearOutside)).toBeTruthy();
    const saveButton = within(form).getByRole('button', { name: text.saveLabel('bellagio-2025.pdf') });
    expect((saveButton as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(within(form).getByLabelText(text.taxYear), '2025');
    expect(within(form).queryByText(copy.application.formYearOutside)).toBeNull();
    await user.click(saveButton);

    expect(await within(form).findByText(text.saved)).toBeTruthy();
    expect(server.stored?.form1042sEntries).toEqual([{ ...keno2024, taxYear: '2025' }]);
  });

  it('tells why the server refused a save, in its words', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    const refusal = { form1042sEntries: copy.application.formYearOutside };
    openUploads(undefined, () => ({
      status: 400,
      body: { code: 'bad_request', message: copy.application.formYearOutside, fields: refusal },
    }));

    const form = await screen.findByRole('form', { name: text.entryLabel('bellagio-2025.pdf') });
    await user.selectOptions(within(form).getByLabelText(text.taxYear), '2025');
    await user.selectOptions(within(form).getByLabelText(labels.game), labels.games.keno);
    await user.type(within(form).getByLabelText(labels.winnings), '3,000');
    await user.type(within(form).getByLabelText(labels.withheld), '900');
    await user.type(within(form).getByLabelText(text.agentName), 'Bellagio LLC');
    await user.type(within(form).getByLabelText(text.agentEin), '12-3456789');
    await user.type(within(form).getByLabelText(text.totalCredit), '900');
    await user.click(within(form).getByRole('button', { name: text.saveLabel('bellagio-2025.pdf') }));

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(copy.application.saveFailedTitle, {
        id: 'application-save-failed',
        description: copy.application.formYearOutside,
      }),
    );
  });
});
