import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { copy } from '@taxback/shared';
import { contactMessages } from '../src/data/contact-messages';
import { invoke } from './support/invoke';
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

  it('sanitises the text before storing and mailing it', async () => {
    const body = message({ message: `<script>alert(1)</script>I'd like help ${randomUUID()}` });
    const response = await invoke('sendContactMessage', { body, sourceIp: uniqueIp() });
    const stored = await contactMessages().get({ messageId: response.body.messageId }).go();
    expect(stored.data?.message).toBe(body.message.replace('<script>', '').replace('</script>', ''));
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
});
