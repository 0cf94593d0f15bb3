import { describe, expect, it, vi } from 'vitest';
import { copy, THREAD } from '@taxback/shared';
import { documentClient } from '../src/data/clients';
import { rateCounters } from '../src/data/entities/rate-counter';
import { customerReadyToPay } from './support/applications';
import { invoke, newCaller } from './support/invoke';
import { mailsTo } from './support/mailbox';

const admin = newCaller({ isAdmin: true, email: 'staff@taxback.local' });

const conversationOf = async (userId: string) =>
  (await invoke('listConversations', { caller: admin, query: { limit: '100' } })).body.items.find(
    (item: { userId: string }) => item.userId === userId,
  );

/** The names of the commands that write to the table, from a spy on the shared client. */
const writesIn = (send: { mock: { calls: unknown[][] } }) =>
  send.mock.calls
    .map(([command]) => (command as object).constructor.name)
    .filter((name: string) => /^(Put|Update|Delete|TransactWrite|BatchWrite)/.test(name));

describe('messages about a claim', () => {
  it('names the claim a message is about, for the customer and for staff, and links the mail to it', async () => {
    const { caller, applicationId } = await customerReadyToPay();
    await invoke('sendMyMessage', { caller, body: { content: 'Where is my refund?', applicationId } });
    await invoke('sendMyMessage', { caller, body: { content: 'A general question' } });
    const sent = await invoke('sendAdminMessage', {
      caller: admin,
      body: { userId: caller.userId, title: 'Your claim', content: 'It is filed.', applicationId },
    });
    expect(sent.status).toBe(201);

    const mine = await invoke('getMyConversation', { caller });
    const { taxYears } = (await invoke('getApplicationById', { caller, params: { applicationId } })).body;
    const claim = { applicationId, taxYears };
    expect(
      mine.body.messages.map(({ content, claim }: { content: string; claim: unknown }) => [content, claim]),
    ).toEqual([
      ['It is filed.', claim],
      ['A general question', null],
      ['Where is my refund?', claim],
    ]);
    const staffView = await invoke('getConversation', { caller: admin, params: { userId: caller.userId } });
    expect(staffView.body.claims).toEqual([claim]);
    expect(staffView.body.messages[0].claim).toEqual(claim);
    const [mail] = await mailsTo(caller.email);
    expect(mail!.body.text).toContain(`/refund-status?claim=${applicationId}`);
  });

  it('refuses a message about another customer’s claim, or a claim that is not the customer’s, and stores nothing', async () => {
    const { applicationId: theirs } = await customerReadyToPay();
    const { caller } = await customerReadyToPay();
    const response = await invoke('sendMyMessage', { caller, body: { content: 'Hello', applicationId: theirs } });
    expect(response.status).toBe(404);
    const staff = await invoke('sendAdminMessage', {
      caller: admin,
      body: { userId: caller.userId, title: 'Hi', content: 'About that claim', applicationId: theirs },
    });
    expect(staff.status).toBe(404);
    expect((await invoke('getMyConversation', { caller })).body.messages).toEqual([]);
    expect(await mailsTo(caller.email)).toEqual([]);

    const malformed = await invoke('sendMyMessage', {
      caller,
      body: { content: 'Hello', applicationId: 'not-a-claim' },
    });
    expect(malformed.status).toBe(400);
  });
});

describe('how many messages a customer may send', () => {
  const messagesOf = async (caller: ReturnType<typeof newCaller>) =>
    ((await conversationOf(caller.userId)) as { unreadCount: number } | undefined)?.unreadCount ?? 0;

  it(`is ${THREAD.customerMessagesPerHour} an hour: one more is refused (429, the catalogue's words) and not stored`, async () => {
    const caller = newCaller();
    for (let index = 1; index <= THREAD.customerMessagesPerHour; index += 1) {
      expect((await invoke('sendMyMessage', { caller, body: { content: `Message ${index}` } })).status).toBe(201);
    }
    const refused = await invoke('sendMyMessage', { caller, body: { content: 'One more' } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'too_many_requests',
      message: copy.accountConversation.tooManyMessages,
    });
    expect(await messagesOf(caller)).toBe(THREAD.customerMessagesPerHour);
    // Another customer may still write.
    expect((await invoke('sendMyMessage', { caller: newCaller(), body: { content: 'Hello' } })).status).toBe(201);
  });

  it(`is ${THREAD.customerMessagesPerDay} a day, whatever the hours they were sent in`, async () => {
    const caller = newCaller();
    const day = 24 * 60 * 60;
    const window = Math.floor(Date.now() / 1000 / day);
    await rateCounters()
      .put({
        scope: 'message-day',
        subject: caller.userId,
        window,
        hits: THREAD.customerMessagesPerDay,
        expiresAt: (window + 2) * day,
      })
      .go();
    const refused = await invoke('sendMyMessage', { caller, body: { content: 'Hello' } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(copy.accountConversation.tooManyMessages);
    expect(await messagesOf(caller)).toBe(0);
  });
});

describe('a thread read a page at a time and marked read in one write', () => {
  it('pages newest first with a cursor, then marks every unread message read with one write', async () => {
    const caller = newCaller();
    await invoke('registerSignIn', { caller, body: {} });
    const count = THREAD.pageSize + 5;
    for (let index = 1; index <= count; index += 1) {
      await invoke('sendMyMessage', { caller, body: { content: `Message ${index}` } });
    }
    expect((await conversationOf(caller.userId)).unreadCount).toBe(count);

    const first = await invoke('getConversation', { caller: admin, params: { userId: caller.userId } });
    expect(first.body.messages).toHaveLength(THREAD.pageSize);
    expect(first.body.messages[0].content).toBe(`Message ${count}`);
    const second = await invoke('getConversation', {
      caller: admin,
      params: { userId: caller.userId },
      query: { cursor: first.body.cursor },
    });
    expect(second.body.messages.map(({ content }: { content: string }) => content)).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    expect(second.body.cursor).toBeNull();
    expect([...first.body.messages, ...second.body.messages].every(({ isRead }: { isRead: boolean }) => !isRead)).toBe(
      true,
    );

    const send = vi.spyOn(documentClient(), 'send');
    const read = await invoke('markConversationRead', { caller: admin, params: { userId: caller.userId } });
    expect(read.status).toBe(200);
    expect(writesIn(send)).toEqual(['UpdateCommand']);
    send.mockRestore();

    expect((await conversationOf(caller.userId)).unreadCount).toBe(0);
    const after = await invoke('getConversation', {
      caller: admin,
      params: { userId: caller.userId },
      query: { limit: '20' },
    });
    expect(after.body.messages.every(({ isRead }: { isRead: boolean }) => isRead)).toBe(true);

    await invoke('sendMyMessage', { caller, body: { content: 'One more' } });
    const latest = await invoke('getMyConversation', { caller, query: { limit: '2' } });
    expect(
      latest.body.messages.map(({ content, isRead }: { content: string; isRead: boolean }) => [content, isRead]),
    ).toEqual([
      ['One more', false],
      [`Message ${count}`, true],
    ]);
    expect((await conversationOf(caller.userId)).unreadCount).toBe(1);
  });

  it('never pages into another customer’s thread with their cursor', async () => {
    const owner = newCaller();
    await invoke('registerSignIn', { caller: owner, body: {} });
    for (let index = 0; index < 3; index += 1) {
      await invoke('sendMyMessage', { caller: owner, body: { content: `Private ${index}` } });
    }
    const page = await invoke('getMyConversation', { caller: owner, query: { limit: '1' } });
    expect(page.body.cursor).toEqual(expect.any(String));

    const other = newCaller();
    const borrowed = await invoke('getMyConversation', { caller: other, query: { cursor: page.body.cursor } });
    expect(borrowed.status).toBeLessThan(500);
    expect(JSON.stringify(borrowed.body)).not.toContain('Private');
  });

  it('refuses a page larger than the thread page size or a malformed cursor with 400', async () => {
    const caller = newCaller();
    const tooMany = await invoke('getMyConversation', { caller, query: { limit: String(THREAD.pageSize + 1) } });
    expect(tooMany.status).toBe(400);
    const badCursor = await invoke('getMyConversation', { caller, query: { cursor: 'not-a-cursor' } });
    expect(badCursor.status).toBe(400);
  });
});
