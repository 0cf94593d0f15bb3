import { describe, expect, it } from 'vitest';
import { formatUsd, copy, staffCopy, serverCopy, serverCopyFor } from '@taxback/shared';
import { documents } from '../src/data/entities/document';
import { invoke, newCaller } from './support/invoke';
import { customerReadyToPay, recordWinnings, torontoProfileBody } from './support/applications';
import { mailsTo } from './support/mailbox';
import { pdfText, storedPdf } from './support/pdf-text';
import { pay } from './support/payments';

const admin = newCaller({ isAdmin: true });

/** A claim whose fee is paid: forms are prepared for paid claims only. */
async function paidCustomer(answers?: Parameters<typeof customerReadyToPay>[0]) {
  const customer = await customerReadyToPay(answers);
  await pay(customer);
  return customer;
}

describe("the preparer's worksheet", () => {
  it('generates the worksheet from the application and the decrypted profile, stores it and mails a link, never the files', async () => {
    const customer = await customerReadyToPay();
    const { caller, applicationId } = customer;
    const year = (await invoke('getApplicationById', { caller, params: { applicationId } })).body.taxYears[0];
    await invoke('saveProfile', { caller, body: torontoProfileBody() });
    await recordWinnings(caller, applicationId, year);
    expect((await invoke('finishApplication', { caller, params: { applicationId } })).status).toBe(200);
    await pay(customer);

    const response = await invoke('generateFormPackage', { caller: admin, params: { applicationId } });
    expect(response.status).toBe(201);
    const names = response.body.documents.map((document: { fileName: string }) => document.fileName);
    expect(names).toEqual([
      serverCopy.formSheets.cover.fileName,
      serverCopy.formSheets.w7.fileName,
      serverCopy.formSheets.nonresidentReturn.fileName(year),
      serverCopy.formSheets.powerOfAttorney.fileName,
    ]);

    const returnSheet = response.body.documents[2];
    const { item, bytes } = await storedPdf(caller.userId, returnSheet.documentId);
    expect(item).toMatchObject({
      category: 'Generated',
      applicationId,
      filePath: expect.stringMatching(new RegExp(`^${caller.userId}/generated/`)),
    });
    const text = await pdfText(bytes);
    expect(text).toContain('Hélène Roy');
    expect(text).toContain(formatUsd(2_000_00));
    expect(text).toContain(formatUsd(600_00));
    const refund = Number(year) >= 2026 ? 270_00 : 300_00;
    expect(text).toContain(formatUsd(refund));

    const w7 = await pdfText((await storedPdf(caller.userId, response.body.documents[1].documentId)).bytes);
    // Line 4 asks MM/DD/YYYY.
    expect(w7).toContain('12/31/1970');
    expect(w7).toContain(serverCopy.formSheets.w7.reason);

    const [mail] = await mailsTo(caller.email).then((mails) =>
      mails.filter((m) => m.subject === serverCopy.formsEmail.subject),
    );
    // Never attached: the mail links to the signed-in documents page, where each file is a 60 s signed link.
    expect(mail?.attachments ?? []).toEqual([]);
    expect(mail?.body.text).toMatch(/^https?:\/\/\S+\/upload-documents$/m);
    expect(names.some((name: string) => mail?.body.text?.includes(name))).toBe(false);
    const listed = await invoke('listDocuments', { caller });
    expect(
      listed.body.documents.filter((document: { category: string }) => document.category === 'Generated'),
    ).toHaveLength(4);
  });

  it("writes the customer's copy and its mail in the customer's language, IRS field names kept", async () => {
    const { caller, applicationId } = await paidCustomer();
    const saved = await invoke('saveProfile', {
      caller,
      headers: { 'accept-language': 'fr-CA' },
      body: torontoProfileBody({
        addressLine1: '12 rue Saint-Jean',
        city: 'Québec',
        province: 'Quebec',
        postalCode: 'G1R 1N8',
      }),
    });
    expect(saved.status).toBe(200);

    // Staff generate the package from an English session.
    const response = await invoke('generateFormPackage', {
      caller: admin,
      params: { applicationId },
      headers: { 'accept-language': 'en-CA' },
    });
    const french = serverCopyFor('fr-CA').formSheets;
    expect(response.body.documents[0].fileName).toBe(french.cover.fileName);
    const w7 = await pdfText((await storedPdf(caller.userId, response.body.documents[1].documentId)).bytes);
    expect(w7).toContain(french.w7.title);
    expect(w7).toContain('(Date of birth)');
    // Every page says it is not for signature, in the customer's language.
    expect(w7).toContain(french.notForSignature);
    const [mail] = await mailsTo(caller.email).then((mails) =>
      mails.filter((m) => m.subject === serverCopyFor('fr-CA').formsEmail.subject),
    );
    expect(mail?.body.text).toContain('Bonjour Hélène');
  });

  it('keeps apostrophes, ampersands and accents (œ too) of names on the data sheets; refuses < and > with a message', async () => {
    const { caller, applicationId } = await paidCustomer();
    const profile = {
      firstName: 'Zoë Œlla',
      lastName: "Côté-O'Brien & Co",
      addressLine1: "12 rue de l'Église",
      addressLine2: '',
      city: 'Montréal',
      province: 'Quebec',
      postalCode: 'H2X 1K4',
      dateOfBirth: '1970-12-31',
      countryOfBirth: 'Canada',
      phone: '',
    };
    const refused = await invoke('saveProfile', { caller, body: { ...profile, lastName: '<b>Côté</b>', version: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.lastName).toBe(copy.profile.nameCharacters);

    expect((await invoke('saveProfile', { caller, body: { ...profile, version: 1 } })).status).toBe(200);
    expect((await invoke('getProfile', { caller })).body).toMatchObject({ lastName: "Côté-O'Brien & Co" });
    const response = await invoke('generateFormPackage', { caller: admin, params: { applicationId } });
    expect(response.status).toBe(201);
    const cover = await pdfText((await storedPdf(caller.userId, response.body.documents[0].documentId)).bytes);
    expect(cover).toContain("Zoë Œlla Côté-O'Brien & Co");
    const w7 = await pdfText((await storedPdf(caller.userId, response.body.documents[1].documentId)).bytes);
    expect(w7).toContain("12 rue de l'Église");
    // Œ is in the standard fonts' encoding: drawn, not replaced by a question mark.
    expect(cover).not.toContain('?');
  });

  it('leaves out the W-7 sheet for a customer who has an ITIN', async () => {
    const { applicationId } = await paidCustomer({ hasItin: true, itinIsActive: 'yes' });
    const response = await invoke('generateFormPackage', { caller: admin, params: { applicationId } });
    const names = response.body.documents.map((document: { fileName: string }) => document.fileName);
    expect(names).not.toContain(serverCopy.formSheets.w7.fileName);
  });

  it('are not prepared for a claim not paid yet, or reopened for changes: 409 with the reason, nothing stored or mailed', async () => {
    const unpaid = await customerReadyToPay();
    const refused = await invoke('generateFormPackage', {
      caller: admin,
      params: { applicationId: unpaid.applicationId },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(copy.lifecycle.notPaidYet);
    const stored = (await documents().query.byUser({ userId: unpaid.caller.userId }).go()).data;
    expect(stored.filter((item) => item.filePath.includes('/generated/'))).toEqual([]);
    const mails = await mailsTo(unpaid.caller.email);
    expect(mails.filter((mail) => mail.subject === serverCopy.formsEmail.subject)).toEqual([]);

    const reopened = await paidCustomer();
    const change = { action: 'reopen', notes: 'Customer found another form' };
    const params = { applicationId: reopened.applicationId };
    expect((await invoke('changeStatus', { caller: admin, params, body: change })).status).toBe(200);
    const again = await invoke('generateFormPackage', { caller: admin, params });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(copy.lifecycle.formsAwaitChanges);
  });

  it('prepares one package and mails once when staff ask three times at once; asked again after, prepares again', async () => {
    const { caller, applicationId } = await paidCustomer();
    const asked = await Promise.all(
      [1, 2, 3].map(() => invoke('generateFormPackage', { caller: admin, params: { applicationId } })),
    );
    expect(asked.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    for (const refused of asked.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toBe(staffCopy.adminFormPackage.alreadyRunning);
    }
    const readyMails = async () =>
      (await mailsTo(caller.email)).filter((mail) => mail.subject === serverCopy.formsEmail.subject).length;
    expect(await readyMails()).toBe(1);

    const again = await invoke('generateFormPackage', { caller: admin, params: { applicationId } });
    expect(again.status).toBe(201);
    expect(await readyMails()).toBe(2);
  });
});
