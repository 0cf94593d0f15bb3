import { randomUUID } from 'node:crypto';
import {
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { copy, copyFor, EMAIL_CHANGE, maskedEmail } from '@taxback/shared';
import {
  createConfirmationToken,
  createEmailChangeToken,
  createEmailChangeUndoToken,
} from '../src/account/confirmation-token';
import { getProfileItem, writeProfileLanguage } from '../src/data/stores/profile';
import type { Caller } from '../src/http/claims';
import { invoke } from './support/invoke';
import { passwordSignIn, signUpUser, uniqueEmail, userRecord } from './support/identity';
import { mailsTo } from './support/mailbox';

const text = copy.emailChange;

const tokenIn = (path: string, mailText: string | undefined) => {
  const match = new RegExp(`/${path}#token=(\\S+)`).exec(mailText ?? '');
  if (!match) throw new Error(`No ${path} link in: ${mailText}`);
  return decodeURIComponent(match[1]!);
};

/** A confirmed customer with a password and a profile, and a session that started a minute ago. */
async function customer(password = 'secret123') {
  const email = uniqueEmail();
  const signUpKey = randomUUID();
  const caller = await signUpUser(email, 'Ana', { signUpKey, password });
  await invoke('sendConfirmationEmail', { body: { email }, sourceIp: '10.0.3.1' });
  const token = tokenIn('account-created', (await mailsTo(email))[0]?.body.text);
  expect((await invoke('confirmAccount', { body: { token, signUpKey } })).status).toBe(200);
  expect((await invoke('registerSignIn', { caller, body: {} })).status).toBe(200);
  return { email, caller, session: { caller, authTime: Math.floor(Date.now() / 1000) - 60 } };
}

const poolEmail = async (caller: Caller) =>
  (await userRecord(caller.username)).UserAttributes?.find((item) => item.Name === 'email')?.Value;

/** Asks for the change and reads the link's token from the mail to the new address. */
async function requestChange(caller: Caller, newEmail: string) {
  const asked = await invoke('requestEmailChange', { caller, body: { newEmail, password: 'secret123' } });
  expect(asked.status).toBe(202);
  const mail = (await mailsTo(newEmail)).find((item) => item.subject === text.mailSubject);
  return tokenIn('account/email-change', mail?.body.text);
}

const undoLinkIn = (mailText: string | undefined) =>
  /\S+\/account\/email-change\/undo#token=\S+/.exec(mailText ?? '')![0];

/** The change id a link names (the token's payload), to sign other tokens for the same change. */
const changeIdOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).change;

describe('asking to change the sign-in email', () => {
  it('mails a link to the new address and a masked notice to the current one; nothing changes yet', async () => {
    const { email, caller } = await customer();
    const newEmail = uniqueEmail('new');

    await requestChange(caller, newEmail);

    const notice = (await mailsTo(email)).find((item) => item.subject === text.noticeSubject);
    expect(notice?.body.text).toBe(text.noticeBody(maskedEmail(newEmail), undoLinkIn(notice?.body.text)));
    expect(notice?.body.text).not.toContain(newEmail);
    expect(await poolEmail(caller)).toBe(email);
    expect((await getProfileItem(caller.userId))?.email).toBe(email);
    expect(await passwordSignIn(email, 'secret123')).toBe('signed-in');
    expect(await passwordSignIn(newEmail, 'secret123')).not.toBe('signed-in');
  });

  it('writes both mails in the customer’s language', async () => {
    const { email, caller } = await customer();
    await writeProfileLanguage(caller.userId, 'fr-CA');
    const newEmail = uniqueEmail('nouveau');
    const french = copyFor('fr-CA').emailChange;

    expect((await invoke('requestEmailChange', { caller, body: { newEmail, password: 'secret123' } })).status).toBe(
      202,
    );
    expect((await mailsTo(newEmail)).map((mail) => mail.subject)).toEqual([french.mailSubject]);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContain(french.noticeSubject);
  });

  it('refuses a malformed address or the current one (400) and an address another account uses (409)', async () => {
    const { email, caller } = await customer();
    const other = await customer();

    const malformed = await invoke('requestEmailChange', {
      caller,
      body: { newEmail: 'not-an-address', password: 'secret123' },
    });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain(copy.auth.emailInvalid);

    const same = await invoke('requestEmailChange', {
      caller,
      body: { newEmail: email.toUpperCase(), password: 'secret123' },
    });
    expect(same).toMatchObject({ status: 400, body: { message: text.sameAddress } });

    const taken = await invoke('requestEmailChange', {
      caller,
      body: { newEmail: other.email, password: 'secret123' },
    });
    expect(taken).toMatchObject({ status: 409, body: { message: text.addressTaken } });
    expect((await mailsTo(other.email)).some((mail) => mail.subject === text.mailSubject)).toBe(false);
  });

  it(`allows ${EMAIL_CHANGE.requestsPerAccountPerHour} requests per account an hour, then answers 429`, async () => {
    const { caller } = await customer();
    for (let i = 0; i < EMAIL_CHANGE.requestsPerAccountPerHour; i++) {
      expect(
        (await invoke('requestEmailChange', { caller, body: { newEmail: uniqueEmail('try'), password: 'secret123' } }))
          .status,
      ).toBe(202);
    }
    const newEmail = uniqueEmail('over');
    const over = await invoke('requestEmailChange', { caller, body: { newEmail, password: 'secret123' } });
    expect(over).toMatchObject({ status: 429, body: { message: copy.common.tooManyRequests } });
    expect(await mailsTo(newEmail)).toHaveLength(0);
  });
});

describe('opening the email-change link', () => {
  it('changes the email in the pool and the profile, ends every session, and works once', async () => {
    const { email, caller, session } = await customer();
    const newEmail = uniqueEmail('new');
    const token = await requestChange(caller, newEmail);

    const done = await invoke('completeEmailChange', { ...session, body: { token } });
    expect(done).toMatchObject({ status: 200, body: { email: newEmail } });

    const record = await userRecord(caller.username);
    expect(record.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: newEmail },
        { Name: 'email_verified', Value: 'true' },
      ]),
    );
    expect((await getProfileItem(caller.userId))?.email).toBe(newEmail);
    const told = (await mailsTo(email)).find((mail) => mail.subject === text.changedSubject);
    expect(told?.body.text).toContain(maskedEmail(newEmail));
    expect(await passwordSignIn(newEmail, 'secret123')).toBe('signed-in');
    expect(await passwordSignIn(email, 'secret123')).not.toBe('signed-in');
    expect((await invoke('getMe', session)).status).toBe(401);

    const signedInAgain = { caller, authTime: Math.floor(Date.now() / 1000) + 1 };
    const again = await invoke('completeEmailChange', { ...signedInAgain, body: { token } });
    expect(again).toMatchObject({ status: 400, body: { message: text.invalidLink } });
  });

  it('refuses another signed-in account (403) and changes nothing; the owner can still complete', async () => {
    const { email, caller, session } = await customer();
    const stranger = await customer();
    const newEmail = uniqueEmail('new');
    const token = await requestChange(caller, newEmail);

    const refused = await invoke('completeEmailChange', { ...stranger.session, body: { token } });
    expect(refused).toMatchObject({ status: 403, body: { message: text.otherAccount } });
    expect(await poolEmail(caller)).toBe(email);
    expect(await poolEmail(stranger.caller)).toBe(stranger.email);
    expect((await getProfileItem(stranger.caller.userId))?.email).toBe(stranger.email);

    expect((await invoke('completeEmailChange', { ...session, body: { token } })).status).toBe(200);
  });

  it('refuses an expired link, a link replaced by a newer request, and other tokens (400)', async () => {
    const { email, caller, session } = await customer();
    const first = uniqueEmail('first');
    const firstToken = await requestChange(caller, first);
    const expired = await createEmailChangeToken(
      caller.userId,
      first,
      changeIdOf(firstToken),
      new Date(Date.now() - (EMAIL_CHANGE.linkValidForSeconds + 60) * 1000),
    );
    const wrongPurpose = await createConfirmationToken(caller.userId, first);
    for (const token of [expired, wrongPurpose, 'not-a-token']) {
      const refused = await invoke('completeEmailChange', { ...session, body: { token } });
      expect(refused).toMatchObject({ status: 400, body: { message: text.invalidLink } });
    }

    await requestChange(caller, uniqueEmail('second'));
    const replaced = await invoke('completeEmailChange', { ...session, body: { token: firstToken } });
    expect(replaced).toMatchObject({ status: 400, body: { message: text.invalidLink } });
    expect(await poolEmail(caller)).toBe(email);
    expect((await getProfileItem(caller.userId))?.email).toBe(email);
  });

  it('answers 409 and changes nothing when the address was taken since the request', async () => {
    const { email, caller, session } = await customer();
    const newEmail = uniqueEmail('contested');
    const token = await requestChange(caller, newEmail);
    await signUpUser(newEmail, 'Bo');

    const taken = await invoke('completeEmailChange', { ...session, body: { token } });
    expect(taken).toMatchObject({ status: 409, body: { message: text.addressTaken } });
    expect(await poolEmail(caller)).toBe(email);
    expect((await getProfileItem(caller.userId))?.email).toBe(email);
    expect((await invoke('getMe', session)).status).toBe(200);
  });
});

describe('a change a stolen session must not make asks for the password again', () => {
  it('refuses an email change without the password or with a wrong one (403 naming the field); mails nothing', async () => {
    const { email, caller } = await customer();
    const newEmail = uniqueEmail('thief');

    const wrong = await invoke('requestEmailChange', { caller, body: { newEmail, password: 'not-it-1' } });
    expect(wrong).toMatchObject({
      status: 403,
      body: { message: copy.reauthentication.wrongPassword, fields: { password: copy.reauthentication.wrongPassword } },
    });
    const missing = await invoke('requestEmailChange', { caller, body: { newEmail } });
    expect(missing.status).toBe(400);
    expect(await mailsTo(newEmail)).toHaveLength(0);
    expect((await mailsTo(email)).some((mail) => mail.subject === text.noticeSubject)).toBe(false);
  });

  it('refuses to close the account without the password; closes it with the password', async () => {
    const { caller } = await customer();
    const wrong = await invoke('closeMyAccount', { caller, body: { confirm: 'CLOSE', password: 'not-it-1' } });
    expect(wrong).toMatchObject({ status: 403, body: { fields: { password: copy.reauthentication.wrongPassword } } });
    expect((await userRecord(caller.username)).Username).toBe(caller.username);

    const closed = await invoke('closeMyAccount', { caller, body: { confirm: 'CLOSE', password: 'secret123' } });
    expect(closed).toMatchObject({ status: 200, body: { outcome: 'closed' } });
  });
});

/** What a thief holding a session can do straight against the pool, without the API: set another address. */
async function setAddressBehindTheApi(caller: Caller, email: string, password: string, address: string) {
  const pool = new CognitoIdentityProviderClient({});
  const signedIn = await pool.send(
    new InitiateAuthCommand({
      ClientId: inject('localStack').pool.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  await pool.send(
    new UpdateUserAttributesCommand({
      AccessToken: signedIn.AuthenticationResult!.AccessToken!,
      UserAttributes: [{ Name: 'email', Value: address }],
    }),
  );
  const record = await userRecord(caller.username);
  expect(record.UserAttributes).toEqual(
    expect.arrayContaining([
      { Name: 'email', Value: address },
      { Name: 'email_verified', Value: 'false' },
    ]),
  );
}

const accountEnabled = async (caller: Caller) => (await userRecord(caller.username)).Enabled !== false;

describe('an address set behind the API', () => {
  it('never receives a reset link: the account gets its address back, is locked, and its owner is mailed', async () => {
    const { email, caller, session } = await customer();
    const thief = uniqueEmail('thief');
    await setAddressBehindTheApi(caller, email, 'secret123', thief);

    const asked = await invoke('requestPasswordReset', { body: { email: thief }, sourceIp: '10.0.9.1' });
    expect(asked.status).toBe(202);
    expect(await mailsTo(thief)).toHaveLength(0);
    expect(await poolEmail(caller)).toBe(email);
    expect(await accountEnabled(caller)).toBe(false);
    expect((await invoke('getMe', session)).status).toBe(401);

    // The owner's mail carries the reset link that unlocks the account.
    const told = (await mailsTo(email)).find((mail) => mail.subject === text.tamperedSubject);
    const token = tokenIn('reset-password', told?.body.text);
    expect((await invoke('resetPassword', { body: { token, password: 'brand-new-1' } })).status).toBe(204);
    expect(await accountEnabled(caller)).toBe(true);
    expect(await passwordSignIn(email, 'brand-new-1')).toBe('signed-in');
  });

  it('is refused on every signed-in route, and the account function repairs it at once', async () => {
    const { email, caller, session } = await customer();
    await setAddressBehindTheApi(caller, email, 'secret123', uniqueEmail('thief'));

    expect((await invoke('getCurrentApplication', session)).status).toBe(401);
    expect(await poolEmail(caller)).not.toBe(email);
    expect((await invoke('getMe', session)).status).toBe(401);
    expect(await poolEmail(caller)).toBe(email);
    expect(await accountEnabled(caller)).toBe(false);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContain(text.tamperedSubject);
  });

  it('refuses a token whose email is not verified (401)', async () => {
    const { session } = await customer();
    expect((await invoke('getMe', { ...session, emailVerified: false })).status).toBe(401);
    expect((await invoke('getMe', session)).status).toBe(200);
  });
});

describe('the "this was not me" link', () => {
  it('undoes a completed change, ends every session, locks the account until a reset, and works once', async () => {
    const { email, caller, session } = await customer();
    const newEmail = uniqueEmail('thief');
    const token = await requestChange(caller, newEmail);
    expect((await invoke('completeEmailChange', { ...session, body: { token } })).status).toBe(200);
    const changed = (await mailsTo(email)).find((mail) => mail.subject === text.changedSubject);
    const undoToken = tokenIn('account/email-change/undo', changed?.body.text);

    const undone = await invoke('undoEmailChange', { body: { token: undoToken } });
    expect(undone).toMatchObject({ status: 200, body: { locked: true } });
    expect(await poolEmail(caller)).toBe(email);
    expect((await getProfileItem(caller.userId))?.email).toBe(email);
    expect(await accountEnabled(caller)).toBe(false);
    expect(await passwordSignIn(newEmail, 'secret123')).not.toBe('signed-in');
    // Locked: a session opened after the undo is refused too (cognito-local still signs a disabled user in; AWS not).
    const afterwards = { caller, authTime: Math.floor(Date.now() / 1000) + 2 };
    expect((await invoke('getMe', afterwards)).status).toBe(401);

    const again = await invoke('undoEmailChange', { body: { token: undoToken } });
    expect(again).toMatchObject({ status: 400, body: { message: text.undoInvalidLink } });

    const restored = (await mailsTo(email)).find((mail) => mail.subject === text.restoredSubject);
    const resetToken = tokenIn('reset-password', restored?.body.text);
    expect((await invoke('resetPassword', { body: { token: resetToken, password: 'brand-new-1' } })).status).toBe(204);
    expect(await passwordSignIn(email, 'brand-new-1')).toBe('signed-in');
  });

  it('cancels a pending change: its link no longer completes it', async () => {
    const { email, caller } = await customer();
    const newEmail = uniqueEmail('pending');
    const token = await requestChange(caller, newEmail);
    const notice = (await mailsTo(email)).find((mail) => mail.subject === text.noticeSubject);

    const undone = await invoke('undoEmailChange', {
      body: { token: tokenIn('account/email-change/undo', notice?.body.text) },
    });
    expect(undone.status).toBe(200);
    const later = { caller, authTime: Math.floor(Date.now() / 1000) + 2 };
    expect((await invoke('completeEmailChange', { ...later, body: { token } })).status).toBe(401);
    expect(await poolEmail(caller)).toBe(email);
  });

  it('refuses a forged or expired token (400)', async () => {
    const { caller } = await customer();
    const expired = await createEmailChangeUndoToken(
      { username: caller.username, keptEmail: caller.email, changeId: randomUUID() },
      new Date(Date.now() - (EMAIL_CHANGE.undoValidForSeconds + 60) * 1000),
    );
    for (const token of [expired, 'not-a-token']) {
      const refused = await invoke('undoEmailChange', { body: { token } });
      expect(refused).toMatchObject({ status: 400, body: { message: text.undoInvalidLink } });
    }
    expect(await accountEnabled(caller)).toBe(true);
  });
});

describe('a verified address that is not the profile’s', () => {
  it('is put back to the profile’s on the account function’s check, without a lock, and its owner is mailed', async () => {
    const { email, caller, session } = await customer();
    await new CognitoIdentityProviderClient({}).send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: process.env.USER_POOL_ID,
        Username: caller.username,
        UserAttributes: [
          { Name: 'email', Value: uniqueEmail('elsewhere') },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );

    expect((await invoke('getMe', session)).status).toBe(401);
    expect(await poolEmail(caller)).toBe(email);
    expect(await accountEnabled(caller)).toBe(true);
    const told = (await mailsTo(email)).find((mail) => mail.subject === text.tamperedSubject);
    expect(told?.body.text).toContain(text.resyncedBody(''));
    expect(tokenIn('reset-password', told?.body.text)).not.toBe('');
    const later = { caller, authTime: Math.floor(Date.now() / 1000) + 2 };
    expect((await invoke('getMe', later)).status).toBe(200);
  });
});
