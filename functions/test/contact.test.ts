import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { copy, copyFor, type ContactInboxItem, staffCopy } from '@taxback/shared';
import { contactMessages } from '../src/data/entities/contact-message';
import { invoke, newCaller } from './support/invoke';
import { mailsTo } from './support/mailbox';

const teamInbox = () => process.env.TEAM_INBOX!;
const uniqueIp = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const message = (overrides: Record<string, string> = {}) => ({
  name: 'Ana Tremblay',
  email: `ana-${randomUUID().slice(0, 8)}@example.com`,
  message: `Hello, I won in Las Vegas. Can you help? ${randomUUID()}`,
  ...overrides,
});

describe('POST /contact', () => {
  it('stores the message and mails it to the team, replying to the sender', async () => {
    const body = message();
    const response = await invoke('sendContactMessage', { body, sourceIp: uniqueIp() });
    expect(response.status).toBe(201);

    const stored = await contactMessages().get({ messageId: response.body.messageId }).go();
    expect(stored.data).toMatchObject({ name: body.name, email: body.email, message: body.message });

    const mail = (await mailsTo(teamInbox())).find((item) => item.body.text?.includes(body.message));
    expect(mail?.subject).toBe(copy.contact.mail.subject(body.name));
    expect((mail as unknown as { replyTo?: string[] }).replyTo).toEqual([body.email]);
  });

  it('stores and mails the message as typed, markup included (the inbox and the mail show it as text)', async () => {
    const body = message({ message: `<script>alert(1)</script>Is 5 < 6? Tom & Jerry ${randomUUID()}` });
    const response = await invoke('sendContactMessage', { body, sourceIp: uniqueIp() });
    const stored = await contactMessages().get({ messageId: response.body.messageId }).go();
    expect(stored.data?.message).toBe(body.message);
  });

  it.each([
    ['plain text', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no content type', undefined],
  ])(
    'refuses a body sent as %s (what another site can make a browser send) with 415, mailing nothing',
    async (_, type) => {
      const body = message();
      const response = await invoke('sendContactMessage', {
        body,
        sourceIp: uniqueIp(),
        headers: { 'content-type': type as string },
      });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ code: 'unsupported_media_type', message: copy.common.notJson });
      const mails = await mailsTo(teamInbox());
      expect(mails.filter((mail) => mail.body.text?.includes(body.message))).toEqual([]);
    },
  );

  it('refuses < and > in a name with the message names get everywhere', async () => {
    const body = message({ name: 'Ann <Marie>' });
    const response = await invoke('sendContactMessage', { body, sourceIp: uniqueIp() });
    expect(response.status).toBe(400);
    expect(response.body.fields.name).toBe(copy.profile.nameCharacters);
  });

  it.each([
    ['name', { name: '' }, copy.contact.nameRequired],
    ['email', { email: 'not-an-email' }, copy.contact.emailInvalid],
    ['message', { message: '   ' }, copy.contact.messageRequired],
  ])('refuses a missing or bad %s', async (field, change, text) => {
    const response = await invoke('sendContactMessage', { body: message(change), sourceIp: uniqueIp() });
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toBe(text);
  });

  it('limits messages per address', async () => {
    const email = `limit-${randomUUID().slice(0, 8)}@example.com`;
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await invoke('sendContactMessage', { body: message({ email }), sourceIp: uniqueIp() })).status).toBe(201);
    }
    const refused = await invoke('sendContactMessage', { body: message({ email }), sourceIp: uniqueIp() });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(copy.common.tooManyRequests);
  });

  it('limits messages per IP address', async () => {
    const sourceIp = uniqueIp();
    for (let sent = 0; sent < 20; sent += 1) {
      expect((await invoke('sendContactMessage', { body: message(), sourceIp })).status).toBe(201);
    }
    expect((await invoke('sendContactMessage', { body: message(), sourceIp })).status).toBe(429);
  });

  it('counts an IPv6 address as its /64: a host cannot pass the limit by changing its address', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    for (let sent = 0; sent < 20; sent += 1) {
      const sourceIp = `${prefix}:${sent.toString(16)}::1`;
      expect((await invoke('sendContactMessage', { body: message(), sourceIp })).status).toBe(201);
    }
    const refused = await invoke('sendContactMessage', { body: message(), sourceIp: `${prefix}:ffff:1:2:3` });
    expect(refused.status).toBe(429);
    // The next /64 is someone else.
    const next = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:0::1`;
    expect((await invoke('sendContactMessage', { body: message(), sourceIp: next })).status).toBe(201);
  });
});

describe('the staff inbox of the contact form', () => {
  const staff = newCaller({ isAdmin: true, email: 'staff@taxback.local' });
  const inbox = async () =>
    (await invoke<{ items: ContactInboxItem[] }>('listContactMessages', { caller: staff, query: { limit: '100' } }))
      .body.items;

  it('lists messages newest first as new, and a reply mails the sender in their language and marks it answered', async () => {
    const older = message();
    const french = message({ name: 'Élise Roy', message: `Bonjour, pouvez-vous m’aider? ${randomUUID()}` });
    await invoke('sendContactMessage', { body: older, sourceIp: uniqueIp() });
    const sent = await invoke('sendContactMessage', {
      body: french,
      sourceIp: uniqueIp(),
      headers: { 'accept-language': 'fr-CA' },
    });
    const listed = await inbox();
    const mine = listed.filter((item) => [older.email, french.email].includes(item.email));
    expect(mine.map((item) => [item.email, item.status, item.language])).toEqual([
      [french.email, 'new', 'fr-CA'],
      [older.email, 'new', 'en'],
    ]);

    const reply = `Bien sûr! Voici comment procéder. ${randomUUID()}`;
    const answered = await invoke<ContactInboxItem>('replyToContactMessage', {
      caller: staff,
      params: { messageId: sent.body.messageId },
      body: { content: reply },
    });
    expect(answered).toMatchObject({
      status: 200,
      body: { status: 'answered', reply, answeredBy: 'staff@taxback.local', answeredAt: expect.any(String) },
    });
    const mail = (await mailsTo(french.email)).find((item) => item.body.text?.includes(reply));
    expect(mail?.subject).toBe(copyFor('fr-CA').contact.replyMail.subject);
    expect(mail?.body.text).toContain(french.message);
    expect((await inbox()).find((item) => item.email === french.email)?.status).toBe('answered');
  });

  it('refuses an empty reply, an unknown message and anyone but staff, and changes nothing', async () => {
    const body = message();
    const sent = await invoke('sendContactMessage', { body, sourceIp: uniqueIp() });
    const params = { messageId: sent.body.messageId };
    const empty = await invoke('replyToContactMessage', { caller: staff, params, body: { content: '  ' } });
    expect(empty).toMatchObject({ status: 400, body: { fields: { content: staffCopy.adminInbox.replyRequired } } });
    const unknown = await invoke('replyToContactMessage', {
      caller: staff,
      params: { messageId: randomUUID() },
      body: { content: 'Hello' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: staffCopy.adminInbox.notFound } });
    const customer = newCaller();
    expect((await invoke('listContactMessages', { caller: customer })).status).toBe(403);
    expect((await invoke('replyToContactMessage', { caller: customer, params, body: { content: 'Hi' } })).status).toBe(
      403,
    );
    expect((await inbox()).find((item) => item.email === body.email)?.status).toBe('new');
    expect(await mailsTo(body.email)).toEqual([]);
  });
});
