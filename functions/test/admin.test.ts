import { randomUUID } from 'node:crypto';
import { mockClient } from 'aws-sdk-client-mock';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { documentClient } from '../src/data/clients';
import { describe, expect, it } from 'vitest';
import { copy, staffCopy } from '@taxback/shared';
import { deleteFile } from '../src/adapters/files';
import { getTicket } from '../src/data/stores/upload-ticket';
import { invoke, newCaller } from './support/invoke';
import { customerReadyToPay, profileBody } from './support/applications';
import { pay } from './support/payments';
import { createUser, uniqueEmail } from './support/identity';
import { pdfBytes, postToS3 } from './support/files';
import { mailsTo } from './support/mailbox';

const admin = newCaller({ isAdmin: true, email: 'staff@taxback.local' });

async function namedCustomer(lastName = `Zed${randomUUID().slice(0, 6)}`) {
  const customer = await customerReadyToPay();
  await invoke('saveProfile', {
    caller: customer.caller,
    body: profileBody({ lastName }),
  });
  return { ...customer, lastName };
}

describe('admin access', () => {
  it('refuses a customer on an admin route, on the server', async () => {
    const response = await invoke('listAdminApplications', { caller: newCaller(), query: {} });
    expect(response).toMatchObject({ status: 403, body: { message: copy.common.accessDenied } });
  });
});

describe('admin applications', () => {
  it('pages through all applications with a cursor, newest first, without repeats', async () => {
    for (let index = 0; index < 4; index += 1) await customerReadyToPay();
    const first = await invoke('listAdminApplications', { caller: admin, query: { limit: '2' } });
    expect(first.body.items).toHaveLength(2);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await invoke('listAdminApplications', {
      caller: admin,
      query: { limit: '2', cursor: first.body.cursor },
    });
    expect(second.body.items).toHaveLength(2);
    const ids = [...first.body.items, ...second.body.items].map(
      (item: { applicationId: string }) => item.applicationId,
    );
    expect(new Set(ids).size).toBe(4);
    const created = [...first.body.items, ...second.body.items].map((item: { createdAt: string }) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('reads only its own page of the index, whatever the table holds', async () => {
    const spy = mockClient(documentClient());
    spy.send.callThrough();
    try {
      await invoke('listAdminApplications', { caller: admin, query: { limit: '3' } });
      const queries = spy.commandCalls(QueryCommand).map((call) => call.args[0].input);
      expect(queries).toContainEqual(expect.objectContaining({ IndexName: 'GSI1', Limit: 3 }));
    } finally {
      spy.restore();
    }
  });

  it('finds an application by the customer’s name, by its id and by status, with the decrypted phone', async () => {
    const { applicationId, lastName } = await namedCustomer();
    // Names are found through the search index, which the stream processor writes a moment later.
    await expect
      .poll(async () => (await invoke('listAdminApplications', { caller: admin, query: { q: lastName } })).body.items, {
        timeout: 10_000,
      })
      .toHaveLength(1);
    const byName = await invoke('listAdminApplications', { caller: admin, query: { q: lastName.toLowerCase() } });
    expect(byName.body.items).toEqual([
      expect.objectContaining({ applicationId, applicantName: `Lucie ${lastName}`, applicantPhone: '418 555 0199' }),
    ]);
    const byId = await invoke('listAdminApplications', { caller: admin, query: { q: applicationId } });
    expect(byId.body.items.map((item: { applicationId: string }) => item.applicationId)).toEqual([applicationId]);
    const byStatus = await invoke('listAdminApplications', {
      caller: admin,
      query: { q: 'ready for payment', limit: '5' },
    });
    expect(byStatus.body.items.length).toBeGreaterThan(0);
    expect(byStatus.body.items.every((item: { status: string }) => item.status === 'ready_for_payment')).toBe(true);
  });

  it('records progress that the customer sees at once, with an audit trail, and clears it again', async () => {
    const { caller, applicationId } = await pay(await customerReadyToPay());
    const params = { applicationId };
    const marked = await invoke('recordProgress', {
      caller: admin,
      params,
      body: { action: 'forms_1042s_received', done: true, notes: 'Forms mailed' },
    });
    expect(marked.body.forms1042sReceivedDate).toEqual(expect.any(String));
    await invoke('recordProgress', { caller: admin, params, body: { action: 'application_completed', done: true } });
    const seen = await invoke('getApplicationById', { caller, params });
    expect(seen.body).toMatchObject({ formsSentDate: expect.any(String) });

    const cleared = await invoke('recordProgress', {
      caller: admin,
      params,
      body: { action: 'application_completed', done: false },
    });
    expect(cleared.body.formsSentDate).toBeNull();
    expect(cleared.body.auditTrail.map((entry: { action: string }) => entry.action)).toEqual([
      'forms_1042s_received:done',
      'application_completed:done',
      'application_completed:undone',
    ]);
    expect(cleared.body.auditTrail[0]).toMatchObject({ by: 'staff@taxback.local', detail: 'Forms mailed' });
  });

  it('allows only the lifecycle actions: a work state cannot be set by hand', async () => {
    const { applicationId } = await customerReadyToPay();
    const params = { applicationId };
    const skipped = await invoke('changeStatus', { caller: admin, params, body: { action: 'complete' } });
    expect(skipped.status).toBe(400);
    const set = await invoke('changeStatus', { caller: admin, params, body: { status: 'completed' } });
    expect(set.status).toBe(400);
    const restored = await invoke('changeStatus', { caller: admin, params, body: { action: 'restore' } });
    expect(restored).toMatchObject({ status: 409, body: { message: copy.lifecycle.statusNotAllowed } });
    const rejected = await invoke('changeStatus', {
      caller: admin,
      params,
      body: { action: 'reject', notes: 'Not eligible' },
    });
    expect(rejected.body).toMatchObject({ status: 'rejected' });
  });

  it('sets and removes the estimated refund', async () => {
    const { applicationId } = await customerReadyToPay();
    const set = await invoke('setEstimatedRefund', {
      caller: admin,
      params: { applicationId },
      body: { estimatedRefundCents: 123_45, note: 'From the casino’s letter' },
    });
    expect(set.body.estimatedRefundCents).toBe(123_45);
    const removed = await invoke('setEstimatedRefund', {
      caller: admin,
      params: { applicationId },
      body: { estimatedRefundCents: null },
    });
    expect(removed.body.estimatedRefundCents).toBeNull();
  });
});

describe('admin users', () => {
  it('lists users with their email from the identity provider, application count and status', async () => {
    const email = uniqueEmail('listed');
    const identity = await createUser(email, 'Zoé');
    await customerReadyToPay({}, identity);
    const response = await invoke('listAdminUsers', { caller: admin, query: { q: email } });
    expect(response.body.emailsUnavailable).toBe(false);
    expect(response.body.items).toEqual([
      expect.objectContaining({
        userId: identity.userId,
        email,
        applicationCount: 1,
        status: 'ready_for_payment',
        hasMessages: false,
      }),
    ]);
  });
});

describe('admin users pages', () => {
  it('lists the pool a page at a time, each page after the one before', async () => {
    await Promise.all([1, 2, 3].map((index) => createUser(uniqueEmail(`paged-${index}`), 'Page')));
    const first = await invoke('listAdminUsers', { caller: admin, query: { limit: '2' } });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await invoke('listAdminUsers', { caller: admin, query: { limit: '2', cursor: first.body.cursor } });
    expect(second.body.items).toHaveLength(2);
    const ids = (page: typeof first) => page.body.items.map((user: { userId: string }) => user.userId);
    expect(ids(second).filter((userId: string) => ids(first).includes(userId))).toEqual([]);
  });

  it('answers 400 to a cursor the identity provider did not issue, and does not fall back to the profiles', async () => {
    const response = await invoke('listAdminUsers', { caller: admin, query: { cursor: 'abc' } });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ cursor: copy.common.invalidRequest });
  });
});

describe('admin users search and fallback', () => {
  it('finds a user by the start of their last name', async () => {
    const { caller, lastName } = await namedCustomer();
    const search = () => invoke('listAdminUsers', { caller: admin, query: { q: lastName.slice(0, 7).toLowerCase() } });
    await expect.poll(async () => (await search()).body.items, { timeout: 10_000 }).toHaveLength(1);
    const response = await search();
    expect(response.body.items).toEqual([
      expect.objectContaining({ userId: caller.userId, lastName, email: caller.email }),
    ]);
  });

  it('falls back to the profiles, with the spec’s text for emails, when the identity provider fails', async () => {
    const { caller } = await namedCustomer();
    const cognito = mockClient(CognitoIdentityProviderClient);
    cognito.send.callThrough();
    cognito.on(ListUsersCommand).rejects(new Error('Cognito is unavailable'));
    try {
      const response = await invoke('listAdminUsers', { caller: admin, query: { limit: '60' } });
      expect(response.body.emailsUnavailable).toBe(true);
      expect(response.body.items).toContainEqual(
        expect.objectContaining({ userId: caller.userId, email: staffCopy.adminBackOffice.users.emailUnavailable }),
      );
    } finally {
      cognito.restore();
    }
  });
});

describe('admin files', () => {
  it('lets staff download another user’s file, and says when the stored file is gone', async () => {
    const customer = newCaller();
    await invoke('createApplication', { caller: customer, body: {} });
    const presigned = await invoke('presignDocumentUpload', {
      caller: customer,
      body: { category: 'Form', fileName: 'w2g.pdf', sizeBytes: 1024 },
    });
    await postToS3(presigned.body.url, presigned.body.fields, pdfBytes(), 'w2g.pdf');
    const ticket = await getTicket(customer.userId, presigned.body.uploadId);
    await invoke('confirmDocumentUpload', { caller: customer, body: { uploadId: presigned.body.uploadId } });

    const listed = await invoke('listAdminFiles', { caller: admin, query: { limit: '50' } });
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({ documentId: presigned.body.uploadId, userId: customer.userId }),
    );

    const params = { userId: customer.userId, documentId: presigned.body.uploadId };
    const link = await invoke('downloadAdminFile', { caller: admin, params });
    const downloaded = await fetch(link.body.url);
    expect(downloaded.status).toBe(200);
    expect(
      Buffer.from(await downloaded.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await deleteFile(ticket!.filePath);
    const gone = await invoke('downloadAdminFile', { caller: admin, params });
    expect(gone).toMatchObject({ status: 404, body: { message: staffCopy.adminBackOffice.files.notFound } });
  });
});

describe('admin discount codes', () => {
  const form = (code: string) => ({
    code,
    discountType: 'percentage',
    discountValue: 15,
    description: 'Spring',
    maxUses: 3,
  });

  it('creates, refuses a duplicate, edits, toggles and deletes a code', async () => {
    const code = `SPRING${randomUUID().slice(0, 6).toUpperCase()}`;
    const created = await invoke('createDiscountCode', { caller: admin, body: form(code.toLowerCase()) });
    expect(created).toMatchObject({ status: 201, body: { code, state: 'active', currentUses: 0 } });
    const duplicate = await invoke('createDiscountCode', { caller: admin, body: form(code) });
    expect(duplicate).toMatchObject({ status: 409, body: { message: staffCopy.adminDiscounts.duplicate } });

    const edited = await invoke('updateDiscountCode', {
      caller: admin,
      params: { code },
      body: {
        ...form(code),
        discountType: 'fixed_amount',
        discountValue: 50_00,
        maxUses: null,
        expiresAt: '2020-01-01',
      },
    });
    expect(edited.body).toMatchObject({
      discountType: 'fixed_amount',
      discountValue: 50_00,
      maxUses: null,
      state: 'expired',
    });

    const off = await invoke('setDiscountCodeActive', { caller: admin, params: { code }, body: { active: false } });
    expect(off.body.active).toBe(false);
    expect((await invoke('deleteDiscountCode', { caller: admin, params: { code } })).status).toBe(204);
    expect((await invoke('deleteDiscountCode', { caller: admin, params: { code } })).status).toBe(404);
  });

  it.each([
    [{ discountValue: 101 }, staffCopy.adminDiscounts.percentTooHigh],
    [{ discountValue: 0 }, staffCopy.adminDiscounts.valuePositive],
  ])('refuses %o', async (change, message) => {
    const response = await invoke('createDiscountCode', { caller: admin, body: { ...form('BADCODE'), ...change } });
    expect(response.status).toBe(400);
    expect(response.body.fields.discountValue).toBe(message);
  });
});

describe('messages between staff and a customer', () => {
  it('sends a message that is stored, mailed and read by the customer, whose reply is unread until staff open it', async () => {
    const { caller } = await customerReadyToPay();
    const sent = await invoke('sendAdminMessage', {
      caller: admin,
      body: { userId: caller.userId, title: '  Forms ready  ', content: 'Please sign the attached forms.' },
    });
    expect(sent.status).toBe(201);
    expect(await mailsTo(caller.email)).toContainEqual(
      expect.objectContaining({ subject: copy.adminConversations.emailSubject('Forms ready') }),
    );
    const mine = await invoke('getMyConversation', { caller });
    expect(mine.body.messages).toEqual([expect.objectContaining({ senderType: 'admin', title: 'Forms ready' })]);

    await invoke('sendMyMessage', { caller, body: { content: 'Thanks, signed!' } });
    const conversation = async () =>
      (await invoke('listConversations', { caller: admin, query: { limit: '100' } })).body.items.find(
        (item: { userId: string }) => item.userId === caller.userId,
      );
    expect((await conversation()).unreadCount).toBe(1);
    await invoke('markConversationRead', { caller: admin, params: { userId: caller.userId } });
    expect((await conversation()).unreadCount).toBe(0);
    const thread = await invoke('getConversation', { caller: admin, params: { userId: caller.userId } });
    expect(
      thread.body.messages.map((message: { content: string; isRead: boolean }) => [message.content, message.isRead]),
    ).toEqual([
      ['Thanks, signed!', true],
      ['Please sign the attached forms.', true],
    ]);
  });

  it('refuses an empty message with the catalogue text', async () => {
    const response = await invoke('sendAdminMessage', {
      caller: admin,
      body: { userId: 'someone', title: ' ', content: 'x' },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields.title).toBe(copy.adminConversations.fillBoth);
  });
});
