import { describe, expect, it } from 'vitest';
import { copyFor, englishCopy } from '@taxback/shared';
import { customerReadyToPay } from './support/applications';
import { invoke, newCaller } from './support/invoke';

const admin = newCaller({ isAdmin: true, email: 'staff@taxback.local' });

const conversationOf = async (userId: string) =>
  (await invoke('listConversations', { caller: admin, query: { limit: '100' } })).body.items.find(
    (item: { userId: string }) => item.userId === userId,
  );
const newestStaffClaim = async (userId: string) =>
  (await invoke('getConversation', { caller: admin, params: { userId } })).body.messages[0].claim?.applicationId ??
  null;
const reply = (userId: string, fields: Record<string, unknown> = {}) =>
  invoke('sendAdminMessage', { caller: admin, body: { userId, title: 'Re', content: 'Our answer', ...fields } });

describe('a staff reply inside a thread about a claim', () => {
  it('inherits the claim the customer wrote about when staff name none, and stays general when they choose none', async () => {
    const { caller, applicationId } = await customerReadyToPay();
    await customerReadyToPay({}, caller);
    await invoke('sendMyMessage', { caller, body: { content: 'Where is my refund?', applicationId } });
    const thread = await invoke('getConversation', { caller: admin, params: { userId: caller.userId } });
    expect(thread.body.threadClaimId).toBe(applicationId);

    expect((await reply(caller.userId)).status).toBe(201);
    expect(await newestStaffClaim(caller.userId)).toBe(applicationId);

    expect((await reply(caller.userId, { applicationId: null })).status).toBe(201);
    expect(await newestStaffClaim(caller.userId)).toBeNull();
    // A general message does not make the thread general: it is still about the claim last named.
    expect((await reply(caller.userId)).status).toBe(201);
    expect(await newestStaffClaim(caller.userId)).toBe(applicationId);
  });

  it('defaults to the customer’s only claim when no message named one', async () => {
    const { caller, applicationId } = await customerReadyToPay();
    await invoke('sendMyMessage', { caller, body: { content: 'Hello' } });
    expect((await reply(caller.userId)).status).toBe(201);
    expect(await newestStaffClaim(caller.userId)).toBe(applicationId);
  });

  it('refuses a claim of another customer (404) or a malformed id (400), and stores nothing', async () => {
    const { applicationId: theirs } = await customerReadyToPay();
    const { caller } = await customerReadyToPay();
    expect((await reply(caller.userId, { applicationId: theirs })).status).toBe(404);
    expect((await reply(caller.userId, { applicationId: 'not-a-claim' })).status).toBe(400);
    expect(
      (await invoke('getConversation', { caller: admin, params: { userId: caller.userId } })).body.messages,
    ).toEqual([]);
  });
});

describe('the staff conversation list', () => {
  it('shows the unread count, a preview of the newest message and the stage of the thread’s claim', async () => {
    const { caller, applicationId } = await customerReadyToPay();
    await invoke('sendMyMessage', {
      caller,
      body: { content: `Where   is my\nrefund? ${'x'.repeat(300)}`, applicationId },
    });
    const listed = await conversationOf(caller.userId);
    expect(listed).toMatchObject({
      unreadCount: 1,
      preview: { fromStaff: false },
      claim: { applicationId, stage: 'ready_for_payment' },
    });
    expect(listed.preview.text).toMatch(/^Where is my refund\? x+…$/);
    expect(listed.preview.text.length).toBeLessThanOrEqual(120);

    await reply(caller.userId, { content: 'We are on it.' });
    expect(await conversationOf(caller.userId)).toMatchObject({
      unreadCount: 1,
      preview: { text: 'We are on it.', fromStaff: true },
    });
    await invoke('markConversationRead', { caller: admin, params: { userId: caller.userId } });
    expect((await conversationOf(caller.userId)).unreadCount).toBe(0);
  });
});

describe('message templates for one customer', () => {
  const templatesOf = (userId: string, applicationId?: string) =>
    invoke('getMessageTemplates', {
      caller: admin,
      params: { userId },
      query: applicationId ? { applicationId } : {},
    });
  const formsText = (body: { templates: { key: string; content: string }[] }) =>
    body.templates.find((template) => template.key === 'forms_ready')!.content;

  it.each([
    ['en', 'email', englishCopy.adminConversations.templates.forms_ready.content.email],
    ['en', 'mail', englishCopy.adminConversations.templates.forms_ready.content.mail],
    ['fr-CA', 'email', copyFor('fr-CA').adminConversations.templates.forms_ready.content.email],
    ['fr-CA', 'both', copyFor('fr-CA').adminConversations.templates.forms_ready.content.both],
  ] as const)('come in %s, with the forms text of a claim delivered by %s', async (language, delivery, expected) => {
    const { caller, applicationId } = await customerReadyToPay({ formDeliveryPreference: delivery });
    if (language !== 'en') {
      expect((await invoke('saveLanguage', { caller, body: { language } })).status).toBeLessThan(300);
    }
    const response = await templatesOf(caller.userId, applicationId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ language, delivery });
    expect(formsText(response.body)).toBe(expected);
    if (delivery === 'email') expect(formsText(response.body)).not.toMatch(/mailed|envelope|posté|enveloppe/i);
  });

  it('without a claim, never say the forms were mailed', async () => {
    const { caller } = await customerReadyToPay({ formDeliveryPreference: 'mail' });
    const response = await templatesOf(caller.userId);
    expect(response.body.delivery).toBeNull();
    expect(formsText(response.body)).toBe(englishCopy.adminConversations.templates.forms_ready.content.account);
  });

  it('refuse a claim of another customer (404), an unknown customer (404) and a customer caller (403)', async () => {
    const { applicationId: theirs } = await customerReadyToPay();
    const { caller } = await customerReadyToPay();
    expect((await templatesOf(caller.userId, theirs)).status).toBe(404);
    expect((await templatesOf(newCaller().userId)).status).toBe(404);
    const asCustomer = await invoke('getMessageTemplates', { caller, params: { userId: caller.userId }, query: {} });
    expect(asCustomer.status).toBe(403);
  });
});
