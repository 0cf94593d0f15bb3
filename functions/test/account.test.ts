import { describe, expect, it } from 'vitest';
import { copy } from '@taxback/shared';
import { createConfirmationToken } from '../src/account/confirmation-token';
import { getProfile } from '../src/data/profiles';
import { invoke, newCaller } from './support/invoke';
import { createUser, signUpUser, uniqueEmail, userRecord } from './support/identity';
import { mailsTo } from './support/mailbox';

const linkIn = (text: string | undefined) => {
  const match = /\/account-created\?token=(\S+)/.exec(text ?? '');
  if (!match) throw new Error(`No confirmation link in: ${text}`);
  return decodeURIComponent(match[1]!);
};
const attribute = (record: Awaited<ReturnType<typeof userRecord>>, name: string) =>
  record.UserAttributes?.find((item) => item.Name === name)?.Value;

describe('GET /me and POST /me', () => {
  it('creates the profile on the first sign-in with the first name given at sign-up, and only once', async () => {
    const caller = await createUser(uniqueEmail(), 'Béatrice');
    expect((await invoke('getMe', { caller })).body.firstName).toBeNull();

    const first = await invoke('registerSignIn', { caller, body: {} });
    expect(first.body).toEqual({
      userId: caller.userId,
      email: caller.email,
      firstName: 'Béatrice',
      isAdmin: false,
      needsTotp: false,
    });
    const created = await getProfile(caller.userId);

    const second = await invoke('registerSignIn', { caller, body: {} });
    expect(second.status).toBe(200);
    expect((await getProfile(caller.userId))?.createdAt).toBe(created?.createdAt);
    expect((await invoke('getMe', { caller })).body.firstName).toBe('Béatrice');
  });

  it('decides the admin flag from the verified token only', async () => {
    const caller = newCaller({ isAdmin: true });
    expect((await invoke('getMe', { caller })).body.isAdmin).toBe(true);
    expect((await invoke('getMe', { caller: { ...caller, isAdmin: false } })).body.isAdmin).toBe(false);
  });
});

describe('account confirmation', () => {
  it('mails a link to a new user, and the link confirms the account with a verified email', async () => {
    const email = uniqueEmail();
    const caller = await signUpUser(email);
    const sent = await invoke('sendConfirmationEmail', { body: { email }, sourceIp: '10.0.0.1' });
    expect(sent.status).toBe(202);

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(copy.confirmationEmail.subject);
    const token = linkIn(mail?.body.text);
    expect((await userRecord(caller.username)).UserStatus).toBe('UNCONFIRMED');

    const confirmed = await invoke('confirmAccount', { body: { token } });
    expect(confirmed).toMatchObject({ status: 200, body: { confirmed: true } });
    const record = await userRecord(caller.username);
    expect(record.UserStatus).toBe('CONFIRMED');
    expect(attribute(record, 'email_verified')).toBe('true');

    expect((await invoke('confirmAccount', { body: { token } })).status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await invoke('sendConfirmationEmail', { body: { email }, sourceIp: '10.0.0.2' });
    expect(response.status).toBe(202);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('refuses a second mail to the same address within the cool-down', async () => {
    const email = uniqueEmail();
    await signUpUser(email);
    expect((await invoke('sendConfirmationEmail', { body: { email }, sourceIp: '10.0.0.3' })).status).toBe(202);
    const again = await invoke('sendConfirmationEmail', { body: { email }, sourceIp: '10.0.0.3' });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(copy.common.tooManyRequests);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it.each([
    ['a tampered token', async (token: string) => `${token.slice(0, -3)}abc`],
    ['a token for another address', async () => createConfirmationToken('someone-else', 'other@example.com')],
    [
      'a token that has expired',
      async (_: string, username: string, email: string) =>
        createConfirmationToken(username, email, new Date(Date.now() - 2 * 24 * 3600 * 1000)),
    ],
  ])('refuses %s with the invalid-link message', async (_, makeToken) => {
    const email = uniqueEmail();
    const caller = await signUpUser(email);
    await invoke('sendConfirmationEmail', { body: { email }, sourceIp: '10.0.0.4' });
    const [mail] = await mailsTo(email);
    const token = await makeToken(linkIn(mail?.body.text), caller.username, email);
    const response = await invoke('confirmAccount', { body: { token } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(copy.accountCreated.invalidLink);
    expect((await userRecord(caller.username)).UserStatus).toBe('UNCONFIRMED');
  });
});
