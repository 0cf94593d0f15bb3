import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { claimableTaxYears, copy, staffCopy } from '@taxback/shared';
import { formatDate } from '@taxback/shared/i18n/format';
import { newContext, screenshot, stillsAtBothWidths, useBrowser } from '../src/browser';
import { api, authLabels, paidClaim, signInThroughUi, type Customer } from '../src/customers';
import { openSection, signInAsSeededAdmin } from '../src/staff';

const stack = () => inject('localStack');
const signInLabels = authLabels(copy);
const mine = copy.retrieval;
const staffText = staffCopy.adminRetrieval.claim;
const workList = staffCopy.adminRetrieval.list;
const [older, newer] = claimableTaxYears(new Date()).map(String) as [string, string];

/** Two forms lost at two casinos, in two tax years. */
const missingForms = [
  {
    id: 'lost-bellagio',
    date: `${older}-03-14`,
    winType: 'slot-machine',
    amountWonCents: 5_000_00,
    withholdingCents: 1_500_00,
    casino: 'bellagio',
    playerCardNumber: 'BEL-4471',
  },
  {
    id: 'lost-mgm',
    date: `${newer}-07-04`,
    winType: 'keno',
    amountWonCents: 2_000_00,
    withholdingCents: 600_00,
    casino: 'mgm-grand',
  },
];

/** The customer's scan of their passport, uploaded as an ID through the API as the uploads page would; its name. */
async function uploadPassport(customer: Customer, applicationId: string): Promise<string> {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, ...Buffer.alloc(1024)]);
  const presigned = await api<{ uploadId: string; url: string; fields: Record<string, string> }>(
    customer,
    'POST',
    '/uploads',
    { category: 'ID', fileName: 'passport.png', sizeBytes: png.length, applicationId },
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([png], { type: 'image/png' }), 'passport.png');
  expect((await fetch(presigned.url, { method: 'POST', body: form })).ok).toBe(true);
  await api(customer, 'POST', '/uploads/confirm', { uploadId: presigned.uploadId });
  return 'passport.png';
}

/** The customer's line for one missing form on their refund-status page. */
const formLine = (page: Page, casino: string, date: string) =>
  page
    .getByTestId('missing-forms')
    .getByRole('listitem')
    .filter({ hasText: mine.formLine(casino, date) });

/** A PDF as a scanner would give it: enough for the server's type check. */
const scannedCopy = () => {
  const bytes = Buffer.alloc(2048, 0x20);
  bytes.write('%PDF-1.7\n');
  return { name: 'bellagio-1042s.pdf', mimeType: 'application/pdf', buffer: bytes };
};

describe('the retrieval of lost Forms 1042-S in the browser', () => {
  const browser = useBrowser();

  it('the customer signs the authorisation, staff send the letters and record a copy, the customer sees it received', async () => {
    // The forms' withholding is all the tax owed (no losses): an estimate of $0, below the fee, confirmed.
    const { customer, applicationId, fullName } = await paidClaim('Rosalie', {
      taxYears: [older, newer],
      hasAll1042s: false,
      missingForms,
    });
    await uploadPassport(customer, applicationId);
    type Claim = {
      form1042sEntries: {
        missingFormId?: string;
        taxYear: string;
        winningsCents: number;
        federalWithheldCents: number;
      }[];
      num1042sForms: number;
    };
    const before = await api<Claim>(customer, 'GET', `/applications/${applicationId}`);

    // The customer: both forms wait for the authorisation, which they sign with their typed name.
    const own = await (await newContext(browser())).newPage();
    await signInThroughUi(own, customer, signInLabels);
    await own.goto(`${stack().urls.app}/refund-status`);
    const card = own.getByTestId('missing-forms');
    await card.getByRole('heading', { name: mine.authoriseTitle }).waitFor();
    expect(await card.getByText(mine.statuses.awaiting_authorisation).count()).toBe(2);
    await card.getByLabel(mine.fullName).fill('Someone Else');
    await card.getByRole('button', { name: mine.sign }).click();
    await card.getByText(mine.nameMismatch(fullName)).waitFor();
    await card.getByLabel(mine.fullName).fill(fullName);
    await card.getByRole('button', { name: mine.sign }).click();
    await card.getByText(new RegExp(`^Signed by ${fullName} on `)).waitFor();
    expect(await card.getByText(mine.statuses.to_request).count()).toBe(2);
    await screenshot(own, 'retrieval-customer-signed-desktop');

    // Staff: the work list shows both forms to request; the claim's letters are generated and sent.
    const staff = await (await newContext(browser())).newPage();
    await signInAsSeededAdmin(staff);
    await staff.waitForURL('**/account');
    await staff.goto(`${stack().urls.app}/admin`);
    await openSection(staff, staffCopy.staffLayout.sections.retrieval);
    const rows = () => staff.getByRole('row').filter({ hasText: fullName });
    // Entries of other runs may fill the first page: load pages until both of this customer's show.
    while ((await rows().count()) < 2) {
      const more = staff.getByRole('button', { name: staffCopy.adminBackOffice.lists.loadMore });
      await Promise.race([rows().nth(1).waitFor(), more.waitFor()]);
      if ((await rows().count()) < 2) await more.click();
    }
    expect(await rows().filter({ hasText: 'Bellagio' }).getByText(staffText.statuses.to_request).count()).toBe(1);
    expect(await rows().filter({ hasText: 'MGM Grand' }).count()).toBe(1);
    await stillsAtBothWidths(staff, 'admin-form-retrieval');

    await rows()
      .filter({ hasText: 'Bellagio' })
      .getByRole('button', { name: workList.openLabel(fullName, 'Bellagio') })
      .click();
    const dialog = staff.getByRole('dialog', { name: workList.dialogTitle(fullName) });
    await dialog.getByText(new RegExp(`^Signed by ${fullName} at `)).waitFor();
    // No letter before staff checked the customer's passport: they type the name printed on it.
    await dialog.getByText(copy.retrievalErrors.identityNotChecked).waitFor();
    expect(await dialog.getByRole('button', { name: staffText.generateLetters }).count()).toBe(0);
    const identity = dialog.getByRole('form', { name: staffText.identityFormLabel });
    await identity.getByLabel(staffText.nameOnDocument).fill(`GAGNON, ${customer.firstName.toUpperCase()}`);
    await identity.getByRole('button', { name: staffText.recordIdentity }).click();
    await dialog.getByText(staffText.identityRecorded).waitFor();
    await dialog.getByRole('button', { name: staffText.generateLetters }).click();
    await dialog.getByText(staffText.lettersGenerated).waitFor();
    const bellagioLetter = dialog.getByTestId('letter-bellagio');
    const mgmLetter = dialog.getByTestId('letter-mgm-grand');
    await bellagioLetter.getByText(older, { exact: true }).waitFor();
    await mgmLetter.getByText(newer, { exact: true }).waitFor();

    // The letter opens through its signed link to the stored PDF.
    const opened = staff.context().waitForEvent(
      'request',
      (request) =>
        // The stored file's signed address, not the API call that hands it out.
        request.url().includes('/retrieval/') && !request.url().startsWith(stack().urls.api),
    );
    await bellagioLetter.getByRole('button', { name: staffText.download }).click();
    const letter = await fetch((await opened).url());
    expect(letter.status).toBe(200);
    expect(
      Buffer.from(await letter.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    for (const sent of [bellagioLetter, mgmLetter]) {
      await sent.getByLabel(staffText.channel).selectOption(staffText.channels.mail);
      await sent.getByRole('button', { name: staffText.markSent }).click();
      await sent.getByText(/^Sent on .* by Mail$/).waitFor();
    }
    const bellagioEntry = dialog.getByTestId('retrieval-entry-lost-bellagio');
    await bellagioEntry.getByText(staffText.statuses.requested).waitFor();
    // Nothing is left to request: no more letters to generate.
    expect(await dialog.getByRole('button', { name: staffText.generateLetters }).count()).toBe(0);
    await screenshot(staff, 'admin-form-retrieval-claim-desktop');

    // The casino's copy arrives with other figures than the customer remembered: staff check them, and the
    // copy closes the entry.
    const received = bellagioEntry.getByRole('form', { name: staffText.receivedLabel('Bellagio') });
    expect(await received.getByLabel(copy.estimator.winnings).inputValue()).toBe('5000');
    await received.getByLabel(staffText.upload).setInputFiles(scannedCopy());
    await received.getByLabel(copy.estimator.winnings).fill('5,250.00');
    await received.getByLabel(copy.estimator.withheld).fill('1575');
    await screenshot(staff, 'admin-form-retrieval-received-desktop');
    await received.getByRole('button', { name: staffText.record }).click();
    await dialog.getByText(staffText.uploaded).waitFor();
    await bellagioEntry.getByText(staffText.statuses.received).waitFor();
    await dialog.getByTestId('retrieval-entry-lost-mgm').getByText(staffText.statuses.requested).waitFor();
    await staff.keyboard.press('Escape');

    // The work list follows: the received form under "Received", the other under "Requested".
    await staff.getByLabel(workList.status).selectOption(staffText.statuses.received);
    await rows().filter({ hasText: 'Bellagio' }).getByText(staffText.statuses.received).waitFor();
    await staff.getByLabel(workList.status).selectOption(staffText.statuses.requested);
    const requested = rows().filter({ hasText: 'MGM Grand' });
    await requested.getByText(staffText.statuses.requested).waitFor();
    expect(await rows().filter({ hasText: 'Bellagio' }).count()).toBe(0);

    // The customer sees the received form and the one still requested, in plain words.
    await own.reload();
    await formLine(own, 'Bellagio', formatDate(missingForms[0]!.date, 'en'))
      .getByText(mine.statuses.received, { exact: true })
      .waitFor();
    await formLine(own, 'MGM Grand', formatDate(missingForms[1]!.date, 'en'))
      .getByText(mine.statuses.requested, { exact: true })
      .waitFor();
    await screenshot(own, 'retrieval-customer-received-desktop');

    // The received copy is one of the claim's Forms 1042-S, counted as retrieved, not as an extra form.
    const application = await api<Claim & { numRetrieved1042s: number }>(
      customer,
      'GET',
      `/applications/${applicationId}`,
    );
    expect(application.form1042sEntries).toContainEqual(
      expect.objectContaining({
        missingFormId: 'lost-bellagio',
        taxYear: older,
        winningsCents: 5_250_00,
        federalWithheldCents: 1_575_00,
      }),
    );
    expect(application.numRetrieved1042s).toBe(1);
    expect(application.num1042sForms).toBe(before.num1042sForms);
  });
});
