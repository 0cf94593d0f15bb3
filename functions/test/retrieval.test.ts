import { GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { claimableTaxYears, copy, followUpDate, quoteFee, seededCasinos } from '@taxback/shared';
import { s3 } from '../src/adapters/s3-client';
import { getApplication, updateApplication } from '../src/data/stores/application';
import { getAuthorisation, recordAuthorisation } from '../src/data/stores/authorisation';
import { getLetter } from '../src/data/stores/letter';
import { letters } from '../src/data/entities/letter';
import { checkFollowUps } from '../src/retrieval/follow-ups';
import { postToS3, pdfBytes, pngBytes } from './support/files';
import { invoke, newCaller } from './support/invoke';
import { pdfText } from './support/pdf-text';
import { customerReadyToPay, recordFirstStep, torontoProfileBody } from './support/applications';
import { pay } from './support/payments';

const admin = newCaller({ isAdmin: true, email: 'staff@taxback.example' });
const [y1, y2, y3] = claimableTaxYears(new Date()).map(String) as [string, string, string];

const profile = torontoProfileBody();

const missingForms = [
  {
    id: 'm1',
    date: `${y1}-03-14`,
    winType: 'slot-machine',
    amountWonCents: 5_000_00,
    withholdingCents: 1_500_00,
    casino: 'bellagio',
    playerCardNumber: 'BEL-4471',
  },
  {
    id: 'm2',
    date: `${y2}-07-04`,
    winType: 'keno',
    amountWonCents: 2_000_00,
    withholdingCents: 600_00,
    casino: 'mgm-grand',
  },
  { id: 'm3', date: `${y3}-12-30`, winType: 'table-game', amountWonCents: 1_200_00, casino: 'mgm-grand' },
];

/** A finished claim with three missing forms at two casinos, and the customer's profile. */
async function claimWithMissingForms(forms: object[] = missingForms) {
  const { caller, applicationId } = await customerReadyToPay({
    taxYears: [y1, y2, y3],
    hasAll1042s: false,
    missingForms: forms,
  });
  await invoke('saveProfile', { caller, body: profile });
  return { caller, applicationId };
}

/** The customer's upload of an ID document for the claim; its document id. */
async function uploadId(caller: ReturnType<typeof newCaller>, applicationId: string, fileName = 'passport.png') {
  const presigned = await invoke('presignDocumentUpload', {
    caller,
    body: { category: 'ID', fileName, sizeBytes: pngBytes().length, applicationId },
  });
  expect(presigned.status).toBe(201);
  await postToS3(presigned.body.url, presigned.body.fields, pngBytes(), fileName);
  const confirmed = await invoke('confirmDocumentUpload', { caller, body: { uploadId: presigned.body.uploadId } });
  expect(confirmed.status).toBe(200);
  return confirmed.body.documentId as string;
}

const checkIdentity = (applicationId: string, documentId: string, nameOnDocument = 'ROY, HELENE') =>
  invoke('recordIdentityCheck', { caller: admin, params: { applicationId }, body: { documentId, nameOnDocument } });

/** A paid claim with three missing forms, signed by the customer, whose identity staff checked on their passport. */
async function readyClaim(forms: object[] = missingForms) {
  const customer = await claimWithMissingForms(forms);
  await pay(customer);
  expect((await sign(customer.caller, customer.applicationId)).status).toBe(200);
  const checked = await checkIdentity(customer.applicationId, await uploadId(customer.caller, customer.applicationId));
  expect(checked.status).toBe(200);
  return customer;
}

const sign = (caller: ReturnType<typeof newCaller>, applicationId: string, fullName = 'Hélène Roy') =>
  invoke('signRetrievalAuthorisation', {
    caller,
    params: { applicationId },
    body: { fullName },
    sourceIp: '203.0.113.9',
    headers: { 'user-agent': 'Mozilla/5.0 (TaxBack test)' },
  });

async function letterPdf(applicationId: string, letterId: string) {
  const letter = await getLetter(applicationId, letterId);
  const object = await (
    await s3()
  ).client.send(new GetObjectCommand({ Bucket: process.env.DOCUMENTS_BUCKET, Key: letter!.filePath }));
  return pdfText(await object.Body!.transformToByteArray());
}

/** Staff send the request letters (MGM's by `channel`) and upload the copy MGM sends back for entry m2. */
async function mgmCopyUploaded(applicationId: string, channel: 'fax' | 'mail') {
  const { letters } = (await invoke('generateRequestLetters', { caller: admin, params: { applicationId } })).body;
  const mgm = letters.find((letter: { casinoSlug: string }) => letter.casinoSlug === 'mgm-grand');
  await invoke('markLetterSent', {
    caller: admin,
    params: { applicationId, letterId: mgm.letterId },
    body: { sentOn: '2026-11-02', channel },
  });
  const presigned = await invoke('presignRetrievedCopy', {
    caller: admin,
    params: { applicationId, entryId: 'm2' },
    body: { fileName: 'MGM 1042-S.pdf', sizeBytes: 1024 },
  });
  expect(presigned.status).toBe(201);
  await postToS3(presigned.body.url, presigned.body.fields, pdfBytes(), 'MGM 1042-S.pdf');
  return presigned;
}

describe('casino directory', () => {
  it('is seeded with the wizard casinos, marked to verify, and feeds the wizard list with "other" last', async () => {
    const listed = await invoke('listCasinos', { caller: admin });
    expect(listed.status).toBe(200);
    const bellagio = listed.body.items.find((casino: { slug: string }) => casino.slug === 'bellagio');
    expect(bellagio).toMatchObject({ displayName: 'Bellagio', toVerify: true, answerDays: 30 });
    expect(listed.body.items.length).toBeGreaterThanOrEqual(seededCasinos().length);

    const choices = await invoke('listCasinoChoices', { caller: newCaller() });
    expect(choices.body.items.at(-1)).toEqual({ slug: 'other', name: copy.wizard.missingForms.otherCasino });
    expect(choices.body.items.map((choice: { slug: string }) => choice.slug)).toContain('mgm-grand');
  });

  it('lets staff add, edit and delete a casino, and refuses a duplicate and non-staff', async () => {
    const slug = `test-casino-${Date.now()}`;
    const form = {
      displayName: 'Lucky & Co',
      legalName: 'Lucky Gaming LLC',
      address: '1 Main St, Reno NV',
      email: 'tax@lucky.example',
      fax: '',
      requirements: ['signed_authorisation', 'player_card'],
      notes: 'Asks for the player-card number.',
      answerDays: 14,
      toVerify: false,
    };
    expect((await invoke('createCasino', { caller: newCaller(), body: { slug, ...form } })).status).toBe(403);
    expect((await invoke('createCasino', { caller: admin, body: { slug, ...form } })).status).toBe(201);
    expect((await invoke('createCasino', { caller: admin, body: { slug, ...form } })).status).toBe(409);
    const updated = await invoke('updateCasino', {
      caller: admin,
      params: { slug },
      body: { ...form, answerDays: 21, requirements: [] },
    });
    expect(updated.body).toMatchObject({ slug, answerDays: 21, requirements: [], displayName: 'Lucky & Co' });
    const choices = await invoke('listCasinoChoices', { caller: newCaller() });
    expect(choices.body.items).toContainEqual({ slug, name: 'Lucky & Co' });
    expect((await invoke('deleteCasino', { caller: admin, params: { slug } })).status).toBe(204);
    expect((await invoke('deleteCasino', { caller: admin, params: { slug } })).status).toBe(404);
    expect((await invoke('updateCasino', { caller: admin, params: { slug }, body: form })).status).toBe(404);
  });

  it('refuses a wizard casino that is not in the directory', async () => {
    const { caller, applicationId } = await customerReadyToPay();
    const current = (await invoke('getApplicationById', { caller, params: { applicationId } })).body;
    const response = await invoke('updateApplicationAnswers', {
      caller,
      params: { applicationId },
      body: {
        version: current.version,
        answers: { missingForms: [{ id: 'x', date: `${y1}-01-01`, casino: 'no-such-casino' }] },
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields['missingForms.0.casino']).toBe(copy.retrievalErrors.unknownCasino);
  });
});

describe('retrieval of missing forms', () => {
  it('is refused before payment, before the signature and before the identity check; runs after all three', async () => {
    const customer = await claimWithMissingForms();
    const { caller, applicationId } = customer;
    const letters = () => invoke('generateRequestLetters', { caller: admin, params: { applicationId } });
    const upload = () =>
      invoke('presignRetrievedCopy', {
        caller: admin,
        params: { applicationId, entryId: 'm1' },
        body: { fileName: 'copy.pdf', sizeBytes: 1024 },
      });
    const workList = async () =>
      (await invoke('listRetrievals', { caller: admin, query: { status: 'to_request' } })).body.items.find(
        (item: { applicationId: string }) => item.applicationId === applicationId,
      );

    // Unpaid: the customer cannot sign, staff cannot write.
    expect(await sign(caller, applicationId)).toMatchObject({
      status: 409,
      body: { message: copy.retrievalErrors.payFirst },
    });
    expect(await letters()).toMatchObject({ status: 409, body: { message: copy.retrievalErrors.notPaid } });
    const mine = await invoke('getMyRetrieval', { caller, params: { applicationId } });
    expect(mine.body).toMatchObject({ authorisation: null, entries: [] });
    expect(mine.body.formsToAuthorise.map((form: { casinoName: string }) => form.casinoName)).toEqual([
      'Bellagio',
      'MGM Grand',
      'MGM Grand',
    ]);

    // Paid, not signed: nothing to request, and the claim waits for the signature before processing.
    await pay(customer);
    expect(await letters()).toMatchObject({ status: 409, body: { message: copy.retrievalErrors.notAuthorised } });
    const blocked = await recordFirstStep(applicationId);
    expect(blocked).toMatchObject({
      status: 409,
      body: { message: copy.retrievalErrors.processingNeedsAuthorisation },
    });

    // Signed, identity not checked: no letter, no copy's upload; the work list says why.
    expect((await sign(caller, applicationId)).status).toBe(200);
    expect(await letters()).toMatchObject({ status: 409, body: { message: copy.retrievalErrors.identityNotChecked } });
    expect(await upload()).toMatchObject({ status: 409, body: { message: copy.retrievalErrors.identityNotChecked } });
    expect((await workList()).readiness).toEqual({
      paid: true,
      identityChecked: false,
      refusal: copy.retrievalErrors.identityNotChecked,
    });
    expect((await invoke('getAdminRetrieval', { caller: admin, params: { applicationId } })).body.readiness).toEqual({
      paid: true,
      identityChecked: false,
      refusal: copy.retrievalErrors.identityNotChecked,
    });

    // Staff check the customer's passport: the letters can be written.
    expect((await checkIdentity(applicationId, await uploadId(caller, applicationId))).status).toBe(200);
    expect((await workList()).readiness).toEqual({ paid: true, identityChecked: true, refusal: null });
    expect((await letters()).status).toBe(201);
    const moved = await recordFirstStep(applicationId);
    expect(moved).toMatchObject({ status: 200, body: { status: 'processing' } });

    // A new name on the profile is not the one checked: checked again before any more work.
    const renamed = await invoke('saveProfile', {
      caller,
      body: { ...profile, firstName: 'Hélène-Marie', version: 2 },
    });
    expect(renamed.status).toBe(200);
    expect(await letters()).toMatchObject({ status: 409, body: { message: copy.retrievalErrors.identityChanged } });
  });

  it('records the identity check (staff only, audited) only for an ID of the customer whose name is the profile’s', async () => {
    const customer = await claimWithMissingForms();
    const { caller, applicationId } = customer;
    const passport = await uploadId(caller, applicationId);

    const asCustomer = await invoke('recordIdentityCheck', {
      caller,
      params: { applicationId },
      body: { documentId: passport, nameOnDocument: 'Hélène Roy' },
    });
    expect(asCustomer.status).toBe(403);
    expect(await checkIdentity(applicationId, passport, 'Helen Roy')).toMatchObject({
      status: 409,
      body: { message: copy.retrievalErrors.idNameMismatch('Hélène Roy') },
    });
    // A form (or another customer's ID) is not this customer's ID.
    const form = await invoke('presignDocumentUpload', {
      caller,
      body: { category: 'Form', fileName: '1042-S.pdf', sizeBytes: 1024, applicationId },
    });
    await postToS3(form.body.url, form.body.fields, pdfBytes(), '1042-S.pdf');
    expect((await invoke('confirmDocumentUpload', { caller, body: { uploadId: form.body.uploadId } })).status).toBe(
      200,
    );
    expect(await checkIdentity(applicationId, form.body.uploadId)).toMatchObject({
      status: 409,
      body: { message: copy.retrievalErrors.notAnIdDocument },
    });
    const other = await customerReadyToPay();
    const othersId = await uploadId(other.caller, other.applicationId);
    expect(await checkIdentity(applicationId, othersId)).toMatchObject({
      status: 409,
      body: { message: copy.retrievalErrors.notAnIdDocument },
    });
    const unchanged = await invoke('getAdminApplication', { caller: admin, params: { applicationId } });
    expect(unchanged.body).toMatchObject({ identityCheck: null, auditTrail: [] });

    const checked = await checkIdentity(applicationId, passport, 'ROY, HELENE MARIE');
    expect(checked.status).toBe(200);
    expect(checked.body.identityCheck).toMatchObject({
      checkedBy: 'staff@taxback.example',
      documentId: passport,
      fileName: 'passport.png',
      nameOnDocument: 'ROY, HELENE MARIE',
      profileName: 'Hélène Roy',
    });
    expect(checked.body.auditTrail).toEqual([
      expect.objectContaining({
        by: 'staff@taxback.example',
        action: 'identity_checked',
        detail: 'passport.png: ROY, HELENE MARIE',
      }),
    ]);
  });

  it('takes a signature only with the profile name, once, and then locks the missing forms', async () => {
    const customer = await claimWithMissingForms();
    const { caller, applicationId } = customer;
    await pay(customer);
    const wrong = await sign(caller, applicationId, 'Someone Else');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.fullName).toBe(copy.retrieval.nameMismatch('Hélène Roy'));

    const signed = await sign(caller, applicationId, '  hélène   ROY ');
    expect(signed.status).toBe(200);
    expect(signed.body.authorisation).toMatchObject({ fullName: 'hélène   ROY', forms: expect.any(Array) });
    expect(signed.body.entries.map((entry: { status: string }) => entry.status)).toEqual([
      'to_request',
      'to_request',
      'to_request',
    ]);
    expect((await sign(caller, applicationId)).status).toBe(409);

    const admins = await invoke('getAdminRetrieval', { caller: admin, params: { applicationId } });
    expect(admins.body.authorisation).toMatchObject({
      ipAddress: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (TaxBack test)',
    });

    // Reopened by staff, the claim's answers can change again, but not the forms signed for.
    await invoke('changeStatus', { caller: admin, params: { applicationId }, body: { action: 'reopen' } });
    const current = (await invoke('getApplicationById', { caller, params: { applicationId } })).body;
    const changed = await invoke('updateApplicationAnswers', {
      caller,
      params: { applicationId },
      body: { version: current.version, answers: { missingForms: missingForms.slice(0, 1) } },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(copy.retrievalErrors.formsLocked);
    // The wizard saving the same forms again is no change.
    const same = await invoke('updateApplicationAnswers', {
      caller,
      params: { applicationId },
      body: { version: current.version, answers: { missingForms: current.missingForms, currentStep: 7 } },
    });
    expect(same.status).toBe(200);
  });

  it('is not signed for a claim staff closed (rejected): 409 with the reason, no entry opened', async () => {
    const { caller, applicationId } = await claimWithMissingForms();
    const rejected = await invoke('changeStatus', {
      caller: admin,
      params: { applicationId },
      body: { action: 'reject' },
    });
    expect(rejected.status).toBe(200);
    const refused = await sign(caller, applicationId);
    expect(refused).toMatchObject({ status: 409, body: { message: copy.retrievalErrors.claimClosed } });
    const retrieval = await invoke('getMyRetrieval', { caller, params: { applicationId } });
    expect(retrieval.body).toMatchObject({ authorisation: null, entries: [] });
  });

  it('writes the letters once when staff ask three times at once; the others are told they are being written', async () => {
    const { applicationId } = await readyClaim();
    const asked = await Promise.all(
      [1, 2, 3].map(() => invoke('generateRequestLetters', { caller: admin, params: { applicationId } })),
    );
    expect(asked.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    for (const refused of asked.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toBe(copy.retrievalErrors.lettersRunning);
    }
    const written = (await letters().query.byClaim({ applicationId }).go()).data;
    expect(written).toHaveLength(2); // one per casino
  });

  it('writes one letter per casino with the right years, and sending it starts the follow-up clock', async () => {
    const { caller, applicationId } = await readyClaim();
    const generated = await invoke('generateRequestLetters', { caller: admin, params: { applicationId } });
    expect(generated.status).toBe(201);
    const letters = generated.body.letters as {
      letterId: string;
      casinoSlug: string;
      taxYears: string[];
      entryIds: string[];
    }[];
    expect(letters.map((letter) => [letter.casinoSlug, letter.taxYears, letter.entryIds]).sort()).toEqual(
      [
        ['bellagio', [y1], ['m1']],
        ['mgm-grand', [y3, y2], ['m3', 'm2']],
      ].sort(),
    );

    const bellagio = letters.find((letter) => letter.casinoSlug === 'bellagio')!;
    const text = await letterPdf(applicationId, bellagio.letterId);
    for (const expected of ['Hélène Roy', '1970-12-31', '77 King St W', 'BEL-4471', y1, '203.0.113.9', 'US$5,000.00']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(y2 + '-07-04');
    // The authorisation's date and time, never what the customer's browser sent.
    const { authorisation } = (await invoke('getAdminRetrieval', { caller: admin, params: { applicationId } })).body;
    expect(text).toContain(authorisation.signedAt.slice(0, 19).replace('T', ' '));
    expect(text).not.toContain('Mozilla');
    expect(text).not.toContain('TaxBack test');
    const mgmText = await letterPdf(
      applicationId,
      letters.find((letter) => letter.casinoSlug === 'mgm-grand')!.letterId,
    );
    expect(mgmText).not.toContain('BEL-4471');

    const link = await invoke('downloadRequestLetter', {
      caller: admin,
      params: { applicationId, letterId: bellagio.letterId },
    });
    expect(link.body.url).toMatch(/X-Amz-Signature/);
    expect((await fetch(link.body.url)).status).toBe(200);

    const sent = await invoke('markLetterSent', {
      caller: admin,
      params: { applicationId, letterId: bellagio.letterId },
      body: { sentOn: '2026-11-02', channel: 'email' },
    });
    expect(sent.status).toBe(200);
    const entry = sent.body.entries.find((item: { entryId: string }) => item.entryId === 'm1');
    expect(entry).toMatchObject({ status: 'requested', channel: 'email', followUpOn: followUpDate('2026-11-02', 30) });
    expect(entry.history).toEqual([
      expect.objectContaining({ event: 'sent', from: 'to_request', to: 'requested', by: 'staff@taxback.example' }),
    ]);
    expect(
      sent.body.letters.find((letter: { letterId: string }) => letter.letterId === bellagio.letterId),
    ).toMatchObject({
      sentOn: '2026-11-02',
      channel: 'email',
    });

    // The follow-up timer: nothing before the day, the entry falls due on it.
    await checkFollowUps(new Date('2026-11-20T00:00:00Z'));
    let mine = await invoke('getMyRetrieval', { caller, params: { applicationId } });
    expect(mine.body.entries.find((item: { entryId: string }) => item.entryId === 'm1').status).toBe('requested');
    expect(await checkFollowUps(new Date(`${followUpDate('2026-11-02', 30)}T06:00:00Z`))).toBeGreaterThanOrEqual(1);
    mine = await invoke('getMyRetrieval', { caller, params: { applicationId } });
    expect(mine.body.entries.find((item: { entryId: string }) => item.entryId === 'm1').status).toBe('follow_up_due');

    // The next letters cover the due follow-up again and what is still to request.
    const again = await invoke('generateRequestLetters', { caller: admin, params: { applicationId } });
    expect(again.body.letters).toHaveLength(2);
  });

  it('turns the received copy into a Form 1042-S of the claim, closes the entry and charges nothing more', async () => {
    const { caller, applicationId } = await readyClaim();
    const before = (await invoke('getApplicationById', { caller, params: { applicationId } })).body;
    const feeBefore = quoteFee({
      hasItin: before.hasItin,
      num1042sForms: before.num1042sForms,
      numMissing1042s: before.numMissing1042s,
    });

    // Not requested yet: nothing can be received.
    const early = await invoke('presignRetrievedCopy', {
      caller: admin,
      params: { applicationId, entryId: 'm2' },
      body: { fileName: 'copy.pdf', sizeBytes: 1024 },
    });
    expect(early.status).toBe(409);

    const presigned = await mgmCopyUploaded(applicationId, 'fax');
    // A copy for a year the claim does not cover would be left out of every return.
    const otherYear = await invoke('recordReceivedCopy', {
      caller: admin,
      params: { applicationId, entryId: 'm2' },
      body: { uploadId: presigned.body.uploadId, winningsCents: 2_100_00, taxYear: '2001' },
    });
    expect(otherYear.status).toBe(400);
    expect(otherYear.body.fields.taxYear).toBe(copy.retrievalErrors.copyYearOutside([y1, y2, y3].join(', ')));
    // The customer described $600 withheld: a copy of $500 won cannot carry it, as on a form they type.
    const impossible = await invoke('recordReceivedCopy', {
      caller: admin,
      params: { applicationId, entryId: 'm2' },
      body: { uploadId: presigned.body.uploadId, winningsCents: 500_00 },
    });
    expect(impossible.status).toBe(400);
    expect(impossible.body.fields.federalWithheldCents).toBe(copy.estimator.withheldOverWinnings);
    const unchanged = (await invoke('getApplicationById', { caller, params: { applicationId } })).body;
    expect(unchanged.form1042sEntries ?? []).toEqual([]);
    const received = await invoke('recordReceivedCopy', {
      caller: admin,
      params: { applicationId, entryId: 'm2' },
      body: { uploadId: presigned.body.uploadId, winningsCents: 2_100_00 },
    });
    expect(received.status).toBe(200);
    expect(received.body.entries.find((item: { entryId: string }) => item.entryId === 'm2')).toMatchObject({
      status: 'received',
      documentId: presigned.body.uploadId,
      followUpOn: null,
    });

    const after = (await invoke('getApplicationById', { caller, params: { applicationId } })).body;
    expect(after.form1042sEntries).toEqual([
      expect.objectContaining({
        taxYear: y2,
        game: 'keno',
        winningsCents: 2_100_00,
        federalWithheldCents: 600_00,
        missingFormId: 'm2',
        documentId: presigned.body.uploadId,
      }),
    ]);
    expect(after.num1042sForms).toBe(before.num1042sForms);
    expect(after.numRetrieved1042s).toBe(1);
    expect(
      quoteFee({ hasItin: after.hasItin, num1042sForms: after.num1042sForms, numMissing1042s: after.numMissing1042s }),
    ).toEqual(feeBefore);
    const documents = (await invoke('listDocuments', { caller })).body.documents;
    expect(documents).toContainEqual(
      expect.objectContaining({ documentId: presigned.body.uploadId, category: 'Form' }),
    );

    // A customer save of their own forms (on the claim staff reopened) keeps the retrieved one and cannot claim
    // one as retrieved.
    const reopened = await invoke('changeStatus', {
      caller: admin,
      params: { applicationId },
      body: { action: 'reopen' },
    });
    const saved = await invoke('updateApplicationAnswers', {
      caller,
      params: { applicationId },
      body: {
        version: reopened.body.version,
        answers: {
          form1042sEntries: [
            {
              id: 'own',
              taxYear: y1,
              game: 'slot-machine',
              winningsCents: 1_000_00,
              federalWithheldCents: 300_00,
              missingFormId: 'm1',
            },
          ],
        },
      },
    });
    expect(saved.status).toBe(200);
    expect(
      saved.body.form1042sEntries.map((form: { id: string; missingFormId?: string }) => [
        form.id === 'own',
        form.missingFormId ?? null,
      ]),
    ).toEqual([
      [true, null],
      [false, 'm2'],
    ]);

    const mine = await invoke('getMyRetrieval', { caller, params: { applicationId } });
    expect(mine.body.entries.find((item: { entryId: string }) => item.entryId === 'm2').status).toBe('received');

    // The same upload cannot be recorded twice, and a closed entry takes no new copy.
    const twice = await invoke('recordReceivedCopy', {
      caller: admin,
      params: { applicationId, entryId: 'm2' },
      body: { uploadId: presigned.body.uploadId },
    });
    expect(twice.status).toBe(404);
  });

  it('files no copy for a claim rejected meanwhile: 409 with the reason, the entry still requested', async () => {
    const { applicationId } = await readyClaim();
    const presigned = await mgmCopyUploaded(applicationId, 'mail');

    const rejected = await invoke('changeStatus', {
      caller: admin,
      params: { applicationId },
      body: { action: 'reject' },
    });
    expect(rejected.status).toBe(200);
    const received = await invoke('recordReceivedCopy', {
      caller: admin,
      params: { applicationId, entryId: 'm2' },
      body: { uploadId: presigned.body.uploadId },
    });
    expect(received).toMatchObject({ status: 409, body: { message: copy.retrievalErrors.claimClosed } });
    const again = await invoke('presignRetrievedCopy', {
      caller: admin,
      params: { applicationId, entryId: 'm1' },
      body: { fileName: 'copy.pdf', sizeBytes: 1024 },
    });
    expect(again).toMatchObject({ status: 409, body: { message: copy.retrievalErrors.claimClosed } });
    const retrieval = await invoke('getAdminRetrieval', { caller: admin, params: { applicationId } });
    expect(retrieval.body.entries.find((item: { entryId: string }) => item.entryId === 'm2').status).toBe('requested');
    expect(retrieval.body.readiness).toMatchObject({ paid: false, refusal: copy.retrievalErrors.claimClosed });
  });

  it('maps an "other" casino before writing to it, and tracks a form the casino cannot provide', async () => {
    const { caller, applicationId } = await readyClaim([
      {
        id: 'o1',
        date: `${y1}-05-05`,
        winType: 'bingo',
        amountWonCents: 1_500_00,
        casino: 'other',
        casinoOther: 'Lucky Star Bingo Hall',
      },
    ]);
    const signed = await invoke('getMyRetrieval', { caller, params: { applicationId } });
    expect(signed.body.authorisation.forms[0].casinoName).toBe('Lucky Star Bingo Hall');
    const refused = await invoke('generateRequestLetters', { caller: admin, params: { applicationId } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(copy.retrievalErrors.unmappedCasino('Lucky Star Bingo Hall'));

    const mapped = await invoke('mapRetrievalCasino', {
      caller: admin,
      params: { applicationId, entryId: 'o1' },
      body: { slug: 'foxwoods' },
    });
    expect(mapped.body).toMatchObject({
      casinoSlug: 'foxwoods',
      casinoName: 'Foxwoods',
      casinoOther: 'Lucky Star Bingo Hall',
    });
    const generated = await invoke('generateRequestLetters', { caller: admin, params: { applicationId } });
    expect(generated.body.letters.map((letter: { casinoSlug: string }) => letter.casinoSlug)).toEqual(['foxwoods']);

    const closed = await invoke('markNotAvailable', {
      caller: admin,
      params: { applicationId, entryId: 'o1' },
      body: { note: 'No record' },
    });
    expect(closed.body).toMatchObject({ status: 'not_available' });
    expect(
      (await invoke('markNotAvailable', { caller: admin, params: { applicationId, entryId: 'o1' }, body: {} })).status,
    ).toBe(409);
    const listed = await invoke('listRetrievals', { caller: admin, query: { status: 'not_available' } });
    // The work list names the customer of each entry.
    expect(
      listed.body.items.find((item: { applicationId: string }) => item.applicationId === applicationId),
    ).toMatchObject({
      applicationId,
      entryId: 'o1',
      customerName: 'Hélène Roy',
      casinoName: 'Foxwoods',
      status: 'not_available',
      readiness: { paid: true, identityChecked: true, refusal: null },
    });
    const reopened = await invoke('reopenRetrieval', { caller: admin, params: { applicationId, entryId: 'o1' } });
    expect(reopened.body).toMatchObject({ status: 'to_request' });
  });
});

describe('a signature and a save of the missing forms at the same moment (two tabs)', () => {
  it('a save that read the claim before it was signed does not change the signed forms', async () => {
    const customer = await claimWithMissingForms();
    const { caller, applicationId } = customer;
    await pay(customer);
    const read = (await getApplication(caller.userId, applicationId))!;
    expect((await sign(caller, applicationId)).status).toBe(200);

    const saved = await updateApplication(
      caller.userId,
      applicationId,
      read.version,
      { hasAll1042s: true },
      {
        unsigned: true,
      },
    );
    expect(saved.outcome).toBe('conflict');
    expect((await getApplication(caller.userId, applicationId))?.hasAll1042s).toBe(false);
  });

  it('a signature of forms read before a save changed them is not recorded', async () => {
    const { caller, applicationId } = await claimWithMissingForms();
    const read = (await getApplication(caller.userId, applicationId))!;
    const saved = await invoke('updateApplicationAnswers', {
      caller,
      params: { applicationId },
      body: { version: read.version, answers: { missingForms: missingForms.slice(0, 2) } },
    });
    expect(saved.status).toBe(200);

    const signedAt = new Date().toISOString();
    const recorded = await recordAuthorisation(
      {
        applicationId,
        userId: caller.userId,
        fullName: 'Hélène Roy',
        signedOn: signedAt.slice(0, 10),
        signedAt,
        ipAddress: '203.0.113.9',
        userAgent: 'test',
        forms: [],
      },
      [],
      read.version,
    );
    expect(recorded).toBe('claim_changed');
    expect(await getAuthorisation(applicationId)).toBeNull();
    expect((await getApplication(caller.userId, applicationId))?.retrievalAuthorisedAt).toBeUndefined();
  });
});
