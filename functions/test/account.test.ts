import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { copy, serverCopy } from '@taxback/shared';
import { createConfirmationToken } from '../src/account/confirmation-token';
import { getProfileItem } from '../src/data/stores/profile';
import { invoke, newCaller } from './support/invoke';
import { createUser, passwordSignIn, signUpUser, uniqueEmail, userRecord } from './support/identity';
import { mailsTo } from './support/mailbox';

const tokenIn = (path: string) => (text: string | undefined) => {
  const match = new RegExp(`/${path}#token=(\\S+)`).exec(text ?? '');
  if (!match) throw new Error(`No ${path} link in: ${text}`);
  return decodeURIComponent(match[1]!);
};
const linkIn = tokenIn('account-created');
const resetLinkIn = tokenIn('reset-password');

/** Signs up with the browser's key, follows the mailed link with it: a confirmed customer with a password. */
async function confirmedCustomer(password = 'secret123') {
  const email = uniqueEmail();
  const signUpKey = randomUUID();
  const caller = await signUpUser(email, 'Ana', { signUpKey, password });
  await invoke('sendConfirmationEmail', { body: { email }, sourceIp: '10.0.1.1' });
  const [mail] = await mailsTo(email);
  expect((await invoke('confirmAccount', { body: { token: linkIn(mail?.body.text), signUpKey } })).status).toBe(200);
  return { email, caller };
}
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
    const created = await getProfileItem(caller.userId);

    const second = await invoke('registerSignIn', { caller, body: {} });
    expect(second.status).toBe(200);
    expect((await getProfileItem(caller.userId))?.createdAt).toBe(created?.createdAt);
    expect((await invoke('getMe', { caller })).body.firstName).toBe('Béatrice');
  });

  it('does not carry into the profile a sign-up name the form would refuse (a sign-up made straight against the pool)', async () => {
    const caller = await createUser(uniqueEmail(), '<b>Eve</b>');
    const first = await invoke('registerSignIn', { caller, body: {} });
    expect(first.status).toBe(200);
    expect(first.body.firstName).toBeNull();
    expect((await getProfileItem(caller.userId))?.firstName ?? null).toBeNull();
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
    const signUpKey = randomUUID();
    const caller = await signUpUser(email, 'Ana', { signUpKey });
    const sent = await invoke('sendConfirmationEmail', { body: { email }, sourceIp: '10.0.0.1' });
    expect(sent.status).toBe(202);

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(serverCopy.confirmationEmail.subject);
    const token = linkIn(mail?.body.text);
    expect((await userRecord(caller.username)).UserStatus).toBe('UNCONFIRMED');

    const confirmed = await invoke('confirmAccount', { body: { token, signUpKey } });
    expect(confirmed).toMatchObject({ status: 200, body: { confirmed: true } });
    const record = await userRecord(caller.username);
    expect(record.UserStatus).toBe('CONFIRMED');
    expect(attribute(record, 'email_verified')).toBe('true');

    expect((await invoke('confirmAccount', { body: { token } })).status).toBe(200);
  });

  it('confirms nothing from a browser without the sign-up key: the mailbox owner frees the address instead', async () => {
    const email = uniqueEmail('victim');
    // Someone else signs up with the victim's address, in their own browser (their key).
    const squatter = await signUpUser(email, 'Mallory', { signUpKey: randomUUID(), password: 'squatter123' });
    await invoke('sendConfirmationEmail', { body: { email }, sourceIp: '10.0.0.5' });
    const token = linkIn((await mailsTo(email))[0]?.body.text);

    // The owner opens the link in their browser: no key, or a key of another sign-up.
    for (const signUpKey of [undefined, randomUUID()]) {
      const response = await invoke('confirmAccount', { body: { token, signUpKey } });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'conflict', message: copy.accountCreated.otherBrowser });
    }
    expect((await userRecord(squatter.username)).UserStatus).toBe('UNCONFIRMED');
    expect(await passwordSignIn(email, 'squatter123')).toBe('UserNotConfirmedException');

    // The owner frees the address; the squatter's sign-up is gone and the owner signs up and confirms.
    expect(await invoke('releaseSignUp', { body: { token } })).toMatchObject({ status: 200, body: { released: true } });
    await expect(userRecord(squatter.username)).rejects.toThrow();
    expect(await passwordSignIn(email, 'squatter123')).not.toBe('signed-in');
    expect((await invoke('releaseSignUp', { body: { token } })).status).toBe(200);

    const ownerKey = randomUUID();
    const owner = await signUpUser(email, 'Olivia', { signUpKey: ownerKey, password: 'owner12345' });
    expect(owner.userId).not.toBe(squatter.userId);
    // The old link names the deleted sign-up: it confirms nothing for the new one.
    expect((await invoke('confirmAccount', { body: { token, signUpKey: ownerKey } })).status).toBe(400);
    // Their confirmation mail is sent at once: freeing the address ended the squatter's cool-down.
    expect((await invoke('sendConfirmationEmail', { body: { email }, sourceIp: '10.0.0.5' })).status).toBe(202);
    const ownerMails = await mailsTo(email);
    expect(ownerMails).toHaveLength(2);
    const ownerToken = linkIn(ownerMails[1]?.body.text);
    expect((await invoke('confirmAccount', { body: { token: ownerToken, signUpKey: ownerKey } })).status).toBe(200);
    expect(await passwordSignIn(email, 'owner12345')).toBe('signed-in');
  });

  it('never frees the address of a confirmed account', async () => {
    const { email, caller } = await confirmedCustomer();
    const token = await createConfirmationToken(caller.username, email);
    const response = await invoke('releaseSignUp', { body: { token } });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(copy.accountCreated.alreadyConfirmed);
    expect((await userRecord(caller.username)).UserStatus).toBe('CONFIRMED');
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

describe('password reset by mailed link', () => {
  it('sets the new password and ends every session of the account; the link works once', async () => {
    const { email, caller } = await confirmedCustomer('before123');
    const signedInBefore = { caller, authTime: Math.floor(Date.now() / 1000) - 60 };
    expect((await invoke('getMe', signedInBefore)).status).toBe(200);

    expect((await invoke('requestPasswordReset', { body: { email }, sourceIp: '10.0.2.1' })).status).toBe(202);
    const mail = (await mailsTo(email)).find((item) => item.subject === copy.passwordReset.mailSubject);
    const token = resetLinkIn(mail?.body.text);

    const reset = await invoke('resetPassword', { body: { token, password: 'after12345' }, sourceIp: '10.0.2.1' });
    expect(reset.status).toBe(204);
    expect((await invoke('getMe', signedInBefore)).status).toBe(401);
    expect(await passwordSignIn(email, 'before123')).not.toBe('signed-in');
    expect(await passwordSignIn(email, 'after12345')).toBe('signed-in');

    const again = await invoke('resetPassword', { body: { token, password: 'again12345' }, sourceIp: '10.0.2.1' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(copy.passwordReset.invalidLink);
    expect(await passwordSignIn(email, 'after12345')).toBe('signed-in');
  });

  it('mails nothing for an unknown or unconfirmed address, with the same answer', async () => {
    const unknown = uniqueEmail('nobody');
    const unconfirmed = uniqueEmail();
    await signUpUser(unconfirmed);
    for (const email of [unknown, unconfirmed]) {
      expect((await invoke('requestPasswordReset', { body: { email }, sourceIp: '10.0.2.2' })).status).toBe(202);
      expect((await mailsTo(email)).filter((item) => item.subject === copy.passwordReset.mailSubject)).toHaveLength(0);
    }
  });

  it('refuses a tampered link and limits the mails per address', async () => {
    const { email } = await confirmedCustomer();
    const tampered = await invoke('resetPassword', {
      body: { token: 'not-a-token', password: 'after12345' },
      sourceIp: '10.0.2.3',
    });
    expect(tampered.status).toBe(400);
    for (let i = 0; i < 3; i += 1) {
      expect((await invoke('requestPasswordReset', { body: { email }, sourceIp: '10.0.2.3' })).status).toBe(202);
    }
    const fourth = await invoke('requestPasswordReset', { body: { email }, sourceIp: '10.0.2.3' });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(copy.common.tooManyRequests);
  });
});
