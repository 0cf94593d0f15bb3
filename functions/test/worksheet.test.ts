import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { claimableTaxYears, copy, FEES, formatUsd, returnRevision, serverCopy } from '@taxback/shared';
import { invoke, newCaller } from './support/invoke';
import { customerReadyToPay, recordWinnings, torontoProfileBody } from './support/applications';
import { executableBytes, pdfBytes, postToS3 } from './support/files';
import { mailsTo } from './support/mailbox';
import { pdfText, storedPdf } from './support/pdf-text';
import { openCheckout, pay } from './support/payments';

const admin = newCaller({ isAdmin: true });
const sheets = serverCopy.formSheets;

/** The newest claimable tax year whose Form 1040-NR lines are confirmed. */
const confirmedYear = () => String(claimableTaxYears(new Date()).find((year) => returnRevision(year))!);

const profile = torontoProfileBody({ firstName: 'Lucie', lastName: 'Tremblay' });
const americanAddress = {
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Buffalo',
  province: 'New York',
  postalCode: '14201',
  country: 'United States',
};

/** A paid claim for `year` with one slot win of $2,000, $600 withheld and $1,000 of losses. */
async function paidClaim(
  year: string,
  answers: Record<string, unknown> = {},
  country = 'Canada',
  addressLine1 = profile.addressLine1,
) {
  const customer = await customerReadyToPay({ taxYears: [year], ...answers });
  const { caller, applicationId } = customer;
  const { version } = (await invoke('getProfile', { caller })).body;
  const saved = await invoke('saveProfile', { caller, body: { ...profile, addressLine1, version } });
  expect(saved.status).toBe(200);
  if (country === 'United States') {
    const moved = await invoke('saveDeliveryAddress', {
      caller,
      body: { ...americanAddress, version: saved.body.version },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  const updated = await recordWinnings(caller, applicationId, year);
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  expect((await invoke('finishApplication', { caller, params: { applicationId } })).status).toBe(200);
  await pay(customer);
  return customer;
}

async function worksheet(applicationId: string) {
  const response = await invoke('generateFormPackage', { caller: admin, params: { applicationId } });
  expect(response.status).toBe(201);
  return response.body.documents as { documentId: string; fileName: string }[];
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("the preparer's worksheet, read back as text", () => {
  it('labels every figure with its official form and line, and says "not for signature" on every page', async () => {
    const year = confirmedYear();
    const { caller, applicationId } = await paidClaim(year);
    const files = await worksheet(applicationId);
    const returnFile = files.find((file) => file.fileName === sheets.nonresidentReturn.fileName(year))!;
    const { bytes } = await storedPdf(caller.userId, returnFile.documentId);
    const text = await pdfText(bytes);
    // 2024 Canada: $2,000 slot, $1,000 losses, $600 withheld → 10a 2,000, 10b 1,000, 10c 1,000, 23a 300, 25g 600.
    expect(text).toContain('Schedule NEC');
    expect(text).toContain('10a');
    expect(text).toContain(
      `${sheets.line('Schedule NEC', '10a')} - ${sheets.nonresidentReturn.concepts.necCanadaWinnings}`,
    );
    expect(text).toContain(
      `${sheets.line('Schedule NEC', '10b')} - ${sheets.nonresidentReturn.concepts.necCanadaLosses}`,
    );
    expect(text).toContain(`${sheets.line('Form 1040-NR', '23a')} - ${sheets.nonresidentReturn.concepts.taxOnNec}`);
    expect(text).toContain(
      `${sheets.line('Form 1040-NR', '25g')} - ${sheets.nonresidentReturn.concepts.withholding1042s}`,
    );
    expect(text).toContain(sheets.item('Schedule OI', 'L'));
    expect(text).toContain(formatUsd(300_00));
    expect(text).not.toContain('Line 8');

    for (const file of files) {
      const pdf = await storedPdf(caller.userId, file.documentId);
      const pages = (await PDFDocument.load(pdf.bytes)).getPageCount();
      expect(occurrences(await pdfText(pdf.bytes), sheets.notForSignature)).toBe(pages);
      expect(pdf.item.category).toBe('Generated');
    }
    const [mail] = (await mailsTo(caller.email)).filter((m) => m.subject === serverCopy.formsEmail.subject);
    expect(mail?.body.text).not.toMatch(/sign where indicated/i);
    expect(mail?.body.text).toContain('not for signature');
  });

  it('prints the W-7 with box b only (no treaty line), never a US address on line 3, and as a renewal when the ITIN is not active', async () => {
    const year = confirmedYear();
    const american = await paidClaim(year, {}, 'United States');
    const files = await worksheet(american.applicationId);
    const w7 = (
      await pdfText(
        (await storedPdf(american.caller.userId, files.find((f) => f.fileName === sheets.w7.fileName)!.documentId))
          .bytes,
      )
    ).replace(/\s+/g, ' ');
    expect(w7).toContain(sheets.w7.newItin);
    expect(w7).toContain(sheets.w7.foreignAddressMissing);
    expect(w7).not.toMatch(/Article XXII|Canada, Article/);

    const boxed = await paidClaim(year, {}, 'Canada', 'PO Box 12');
    const boxedFiles = await worksheet(boxed.applicationId);
    const boxedW7 = await pdfText(
      (await storedPdf(boxed.caller.userId, boxedFiles.find((f) => f.fileName === sheets.w7.fileName)!.documentId))
        .bytes,
    );
    expect(boxedW7.replace(/\s+/g, ' ')).toContain(sheets.w7.foreignAddressMissing);

    const renewing = await paidClaim(year, { hasItin: true, itinIsActive: 'no' });
    const renewed = await worksheet(renewing.applicationId);
    const renewal = await pdfText(
      (await storedPdf(renewing.caller.userId, renewed.find((f) => f.fileName === sheets.w7.fileName)!.documentId))
        .bytes,
    );
    expect(renewal).toContain(sheets.w7.renewItin);
    expect(renewal.replace(/\s+/g, ' ')).not.toContain(sheets.w7.foreignAddressMissing);
    expect(renewal).toContain('912-70-1234');
    expect(renewal).toContain('77 King St W');
  });

  it('names the Form 2848 representatives from the staff settings, with CAF number, PTIN and designation', async () => {
    const saved = await invoke('saveRepresentatives', {
      caller: admin,
      body: {
        representatives: [
          { name: 'Jane Doe', cafNumber: '0312-45678R', ptin: 'P01234567', designation: 'c', telephone: '555-0100' },
        ],
        signedFormsAddress: 'TaxBack, 1 Front St, Toronto ON',
      },
    });
    expect(saved.status).toBe(200);
    const { caller, applicationId } = await paidClaim(confirmedYear());
    const files = await worksheet(applicationId);
    const poa = await pdfText(
      (await storedPdf(caller.userId, files.find((f) => f.fileName === sheets.powerOfAttorney.fileName)!.documentId))
        .bytes,
    );
    expect(poa).toContain('Jane Doe');
    expect(poa).toContain('0312-45678R');
    expect(poa).toContain('P01234567');
    expect(poa).toContain('c - Enrolled Agent');
    expect(poa).not.toMatch(/accredited/i);
  });
});

describe('Form 2848 representatives (staff settings)', () => {
  it('are kept by staff only, and a PTIN must be P and 8 digits', async () => {
    const person = { name: 'John Roe', cafNumber: 'None', ptin: 'P87654321', designation: 'b', jurisdiction: 'NY' };
    const customer = newCaller();
    const refused = await invoke('saveRepresentatives', { caller: customer, body: { representatives: [person] } });
    expect(refused.status).toBe(403);
    expect((await invoke('getRepresentatives', { caller: customer })).status).toBe(403);

    const bad = await invoke('saveRepresentatives', {
      caller: admin,
      body: { representatives: [{ ...person, ptin: '123' }] },
    });
    expect(bad.status).toBe(400);
    const badDesignation = await invoke('saveRepresentatives', {
      caller: admin,
      body: { representatives: [{ ...person, designation: 'z' }] },
    });
    expect(badDesignation.status).toBe(400);

    expect((await invoke('saveRepresentatives', { caller: admin, body: { representatives: [person] } })).status).toBe(
      200,
    );
    const read = await invoke('getRepresentatives', { caller: admin });
    expect(read.body.representatives).toEqual([person]);
  });
});

describe('official forms put on the claim for signature', () => {
  it('are uploaded by staff only, as a checked PDF; the customer is mailed and sees the form on the claim', async () => {
    const { caller, applicationId } = await paidClaim(confirmedYear());
    const body = { form: 'w7', fileName: 'f w7.pdf', sizeBytes: 1024 };
    const customerTry = await invoke('presignFormToSign', { caller, params: { applicationId }, body });
    expect(customerTry.status).toBe(403);

    const wrongName = await invoke('presignFormToSign', {
      caller: admin,
      params: { applicationId },
      body: { ...body, fileName: 'w7.png' },
    });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.message).toBe(copy.upload.wrongType('w7.png'));

    // Named .pdf, but not a PDF: refused when its bytes are checked, and nothing is put on the claim.
    const impostor = await invoke('presignFormToSign', { caller: admin, params: { applicationId }, body });
    expect(impostor.status).toBe(201);
    await postToS3(impostor.body.url, impostor.body.fields, executableBytes(), 'f w7.pdf');
    const refused = await invoke('confirmFormToSign', {
      caller: admin,
      params: { applicationId },
      body: { uploadId: impostor.body.uploadId },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(copy.upload.wrongType('f_w7.pdf'));

    // The customer cannot confirm staff's upload as their own.
    const presigned = await invoke('presignFormToSign', { caller: admin, params: { applicationId }, body });
    await postToS3(presigned.body.url, presigned.body.fields, pdfBytes(), 'f w7.pdf');
    const asCustomer = await invoke('confirmDocumentUpload', { caller, body: { uploadId: presigned.body.uploadId } });
    expect(asCustomer.status).toBe(404);

    const confirmed = await invoke('confirmFormToSign', {
      caller: admin,
      params: { applicationId },
      body: { uploadId: presigned.body.uploadId },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ form: 'w7', emailed: true });
    const again = await invoke('confirmFormToSign', {
      caller: admin,
      params: { applicationId },
      body: { uploadId: presigned.body.uploadId },
    });
    expect(again.status).toBe(404);

    const listed = await invoke('listDocuments', { caller, query: { applicationId } });
    const toSign = listed.body.documents.filter((document: { category: string }) => document.category === 'ToSign');
    expect(toSign).toEqual([expect.objectContaining({ officialForm: 'w7', fileName: 'f_w7.pdf' })]);
    const [mail] = (await mailsTo(caller.email)).filter((m) => m.subject === serverCopy.formsToSignEmail.subject);
    expect(mail?.body.text).toContain(copy.refundStatus.formsToSign.names.w7);
    expect(mail?.body.text).toContain(copy.refundStatus.formsToSign.steps[1]);
    expect(mail?.body.text).toMatch(/original passport/);

    const onClaim = await invoke('listMyFormsToSign', { caller, params: { applicationId } });
    expect(onClaim.body).toMatchObject({
      forms: [{ form: 'w7', fileName: 'f_w7.pdf' }],
      receivedDate: null,
    });
    const stranger = await invoke('listMyFormsToSign', { caller: newCaller(), params: { applicationId } });
    expect(stranger.status).toBe(404);
    // Staff's claim page reads the same stage as the customer's: forms out for signature.
    const staffView = await invoke('getAdminApplication', { caller: admin, params: { applicationId } });
    expect(staffView.body.stage).toBe('forms_sent');
  });

  it('are refused for a claim not paid yet (409), nothing presigned', async () => {
    const { applicationId } = await customerReadyToPay();
    const response = await invoke('presignFormToSign', {
      caller: admin,
      params: { applicationId },
      body: { form: '1040nr', taxYear: confirmedYear(), fileName: 'return.pdf', sizeBytes: 1024 },
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(copy.lifecycle.notPaidYet);
  });

  it('the customer uploads a scan of the signed forms for our check, counted as neither a 1042-S nor an ID', async () => {
    const { caller, applicationId } = await paidClaim(confirmedYear());
    const before = (await invoke('getApplicationById', { caller, params: { applicationId } })).body;
    const presigned = await invoke('presignDocumentUpload', {
      caller,
      body: { category: 'SignedScan', fileName: 'signed.pdf', sizeBytes: 1024, applicationId },
    });
    expect(presigned.status).toBe(201);
    await postToS3(presigned.body.url, presigned.body.fields, pdfBytes(), 'signed.pdf');
    const confirmed = await invoke('confirmDocumentUpload', { caller, body: { uploadId: presigned.body.uploadId } });
    expect(confirmed.status).toBe(200);
    const after = (await invoke('getApplicationById', { caller, params: { applicationId } })).body;
    expect(after.num1042sForms).toBe(before.num1042sForms);
    expect(after.uploadedIdDocsCount).toBe(before.uploadedIdDocsCount);
  });
});

describe('signed forms received and the original passport', () => {
  it('staff record the originals and the passport; the customer sees the dates on the claim', async () => {
    const { caller, applicationId } = await paidClaim(confirmedYear());
    const params = { applicationId };
    // The steps before them, in order.
    for (const action of ['forms_1042s_received', 'application_completed'] as const) {
      expect((await invoke('recordProgress', { caller: admin, params, body: { action, done: true } })).status).toBe(
        200,
      );
    }
    for (const action of ['forms_received', 'passport_received', 'passport_returned'] as const) {
      const customerTry = await invoke('recordProgress', { caller, params, body: { action, done: true } });
      expect(customerTry.status).toBe(403);
      const recorded = await invoke('recordProgress', { caller: admin, params, body: { action, done: true } });
      expect(recorded.status).toBe(200);
    }
    const view = (await invoke('getApplicationById', { caller, params })).body;
    expect(view.formsReceivedDate).toEqual(expect.any(String));
    expect(view.passportReceivedDate).toEqual(expect.any(String));
    expect(view.passportReturnedDate).toEqual(expect.any(String));

    const undone = await invoke('recordProgress', {
      caller: admin,
      params,
      body: { action: 'forms_received', done: false, overrideReason: 'The originals were another customer’s' },
    });
    expect(undone.status).toBe(200);
    expect((await invoke('getApplicationById', { caller, params })).body.formsReceivedDate).toBeNull();
  });
});

describe('ITIN renewal', () => {
  it('charges the ITIN line for an ITIN not active, and for one expired by three years of non-use', async () => {
    const inactive = await customerReadyToPay({ hasItin: true, itinIsActive: 'no' });
    expect((await openCheckout(inactive)).payment.amountCents).toBe(
      FEES.baseApplicationCents + FEES.itinProcessingCents,
    );

    const active = await customerReadyToPay({ hasItin: true, itinIsActive: 'yes' });
    expect((await openCheckout(active)).payment.amountCents).toBe(FEES.baseApplicationCents);

    // Last filed with for tax year 2019: unused 2020-2022, expired on December 31, 2023.
    const expired = await customerReadyToPay({ hasItin: true, itinIsActive: 'yes', itinLastFiledYear: '2019' });
    const view = (
      await invoke('getApplicationById', { caller: expired.caller, params: { applicationId: expired.applicationId } })
    ).body;
    expect(view).toMatchObject({ itinIsActive: 'no', itinLastFiledYear: '2019' });
    expect((await openCheckout(expired)).payment.amountCents).toBe(
      FEES.baseApplicationCents + FEES.itinProcessingCents,
    );

    const recent = String(new Date().getUTCFullYear() - 1);
    const used = await customerReadyToPay({ hasItin: true, itinIsActive: 'yes', itinLastFiledYear: recent });
    expect((await openCheckout(used)).payment.amountCents).toBe(FEES.baseApplicationCents);
  });
});
