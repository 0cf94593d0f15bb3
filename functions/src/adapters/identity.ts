import type { AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { setTimeout } from 'node:timers/promises';
import { signedOutSecond, signOutSettleMs } from '@taxback/shared/account/sign-out';
import { ACCOUNT_EMAIL_MAX_LENGTH, SIGN_UP_KEY } from '@taxback/shared/constants';
import { config } from '../config';
import { lazyAwsClient } from '../commons/client-config';
import { InvalidCursorError } from '../commons/invalid-cursor';

/**
 * The Cognito SDK and a client made with it, loaded by the first call to the pool: the public routes of a function
 * (the blog, the contact form, the chatbot) never make one, and a cold start would otherwise compile it.
 */
const cognito = lazyAwsClient(
  'cognito',
  () => import('./cognito-sdk'),
  (sdk, clientConfig) => new sdk.CognitoIdentityProviderClient(clientConfig),
);

export interface IdentityUser {
  username: string;
  userId: string;
  email: string;
  /** Whether the pool holds the address as proven (the API only ever sets it so). */
  emailVerified: boolean;
  /** False while the account is locked (a "this was not me" link, a tampered email) until a password reset. */
  enabled: boolean;
  firstName: string | null;
  status: string;
  createdAt: string | null;
  /** SHA-256 (hex) of the key the signing-up browser kept; null for accounts made otherwise. */
  signUpKeyHash: string | null;
  /** When the person last signed out everywhere (epoch seconds, 0 if never). */
  signedOutAt: number;
}

/** The pool attribute that records when a person last signed out everywhere (epoch seconds). */
export const SIGNED_OUT_AT_ATTRIBUTE = 'custom:signed_out_at';
/** The pool attribute that records when the API first saw a staff member's authenticator (epoch seconds). */
export const TOTP_SINCE_ATTRIBUTE = 'custom:totp_since';

const attribute = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((item) => item.Name === name)?.Value ?? null;

const toIdentityUser = (
  username: string,
  attributes: AttributeType[] | undefined,
  status: string | undefined,
  created: Date | undefined,
  enabled: boolean | undefined,
): IdentityUser => ({
  username,
  userId: attribute(attributes, 'sub') ?? username,
  email: attribute(attributes, 'email') ?? '',
  emailVerified: attribute(attributes, 'email_verified') === 'true',
  enabled: enabled !== false,
  firstName: attribute(attributes, 'given_name'),
  status: status ?? 'UNKNOWN',
  createdAt: created?.toISOString() ?? null,
  signUpKeyHash: attribute(attributes, `custom:${SIGN_UP_KEY.attribute}`),
  signedOutAt: Number(attribute(attributes, SIGNED_OUT_AT_ATTRIBUTE) ?? 0) || 0,
});

/**
 * A page of the pool's users, optionally those whose email or first name starts with `prefix`
 * (Cognito filters on one attribute by prefix). A page token the pool refuses is an `InvalidCursorError`.
 */
export async function listIdentityUsers(options: {
  prefix?: { attribute: 'email' | 'given_name'; value: string };
  limit: number;
  cursor: string | null;
}): Promise<{ users: IdentityUser[]; cursor: string | null }> {
  const { sdk, client } = await cognito();
  const result = await client
    .send(
      new sdk.ListUsersCommand({
        UserPoolId: config.userPoolId,
        Limit: options.limit,
        PaginationToken: options.cursor ?? undefined,
        Filter: options.prefix
          ? `${options.prefix.attribute} ^= "${options.prefix.value.replace(/["\\]/g, '')}"`
          : undefined,
      }),
    )
    .catch((error: unknown) => {
      throw options.cursor !== null && error instanceof sdk.InvalidParameterException
        ? new InvalidCursorError(error)
        : error;
    });
  return {
    users: (result.Users ?? []).map((user) =>
      toIdentityUser(user.Username ?? '', user.Attributes, user.UserStatus, user.UserCreateDate, user.Enabled),
    ),
    cursor: result.PaginationToken ?? null,
  };
}

/** Reads a user of the pool by user name or e-mail alias; null when there is none. */
export async function getIdentityUser(usernameOrEmail: string): Promise<IdentityUser | null> {
  // Cognito refuses a longer user name as an invalid parameter: such an address names no one.
  if (usernameOrEmail.length > ACCOUNT_EMAIL_MAX_LENGTH) return null;
  const { sdk, client } = await cognito();
  try {
    const user = await client.send(
      new sdk.AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: usernameOrEmail }),
    );
    return toIdentityUser(
      user.Username ?? usernameOrEmail,
      user.UserAttributes,
      user.UserStatus,
      user.UserCreateDate,
      user.Enabled,
    );
  } catch (error) {
    if (error instanceof sdk.UserNotFoundException) return null;
    throw error;
  }
}

/** Sets `email` as the person's verified address: marking it verified in the same call applies it at once. */
export async function setVerifiedEmail(username: string, email: string) {
  const { sdk, client } = await cognito();
  await client.send(
    new sdk.AdminUpdateUserAttributesCommand({
      UserPoolId: config.userPoolId,
      Username: username,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/** Marks a signed-up user as confirmed, with a verified e-mail address. */
export async function confirmIdentityUser(username: string, email: string): Promise<void> {
  const { sdk, client } = await cognito();
  await client.send(new sdk.AdminConfirmSignUpCommand({ UserPoolId: config.userPoolId, Username: username }));
  await setVerifiedEmail(username, email);
}

/** Makes `email` the person's verified sign-in address at once; 'taken' when someone else holds it. */
export async function changeIdentityEmail(username: string, email: string): Promise<'changed' | 'taken'> {
  const { sdk } = await cognito();
  try {
    await setVerifiedEmail(username, email);
    return 'changed';
  } catch (error) {
    if (error instanceof sdk.AliasExistsException) return 'taken';
    throw error;
  }
}

/**
 * Sets a person's password (permanent: no change is asked at the next sign-in); 'rejected' when the pool's password
 * policy refuses it.
 */
export async function setIdentityPassword(username: string, password: string): Promise<'set' | 'rejected'> {
  const { sdk, client } = await cognito();
  try {
    await client.send(
      new sdk.AdminSetUserPasswordCommand({
        UserPoolId: config.userPoolId,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
    return 'set';
  } catch (error) {
    if (error instanceof sdk.InvalidPasswordException) return 'rejected';
    throw error;
  }
}

/** What the pool says about a person now, whatever their token claimed when it was issued. */
export interface AccountStanding {
  enabled: boolean;
  /** The sign-in address, and whether it is proven: only the API sets it, always verified. */
  email: string;
  emailVerified: boolean;
  groups: string[];
  /** A TOTP authenticator is verified and enabled for sign-in. */
  hasTotp: boolean;
  /** Tokens authenticated at or before this time (epoch seconds) are no longer honoured. */
  signedOutAt: number;
  /** When the API recorded the authenticator and ended every session (epoch seconds, 0: not recorded). */
  totpSince: number;
}

/**
 * Reads a person's standing from the pool; null when the account no longer exists. The groups are read
 * only when asked (one more call), which the request check does for staff only.
 */
export async function getAccountStanding(username: string, withGroups: boolean): Promise<AccountStanding | null> {
  const { sdk, client } = await cognito();
  try {
    const [user, groups] = await Promise.all([
      client.send(new sdk.AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: username })),
      withGroups
        ? client.send(new sdk.AdminListGroupsForUserCommand({ UserPoolId: config.userPoolId, Username: username }))
        : Promise.resolve(null),
    ]);
    return {
      enabled: user.Enabled !== false,
      email: attribute(user.UserAttributes, 'email') ?? '',
      emailVerified: attribute(user.UserAttributes, 'email_verified') === 'true',
      groups: (groups?.Groups ?? []).map((group) => group.GroupName ?? ''),
      hasTotp: (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA'),
      signedOutAt: Number(attribute(user.UserAttributes, SIGNED_OUT_AT_ATTRIBUTE) ?? 0) || 0,
      totpSince: Number(attribute(user.UserAttributes, TOTP_SINCE_ATTRIBUTE) ?? 0) || 0,
    };
  } catch (error) {
    if (error instanceof sdk.UserNotFoundException) return null;
    throw error;
  }
}

/**
 * Ends every session of a person: tokens authenticated until now are refused by the request check, and
 * where the pool supports it (Cognito in AWS; not cognito-local) its refresh tokens are revoked too. It
 * returns once the second it recorded is over, so a sign-in that follows is never taken for an ended one
 * (shared/src/account/sign-out.ts).
 */
export async function signOutEverywhere(username: string): Promise<void> {
  const signedOutAt = signedOutSecond(Date.now());
  const { sdk, client } = await cognito();
  await client.send(
    new sdk.AdminUpdateUserAttributesCommand({
      UserPoolId: config.userPoolId,
      Username: username,
      UserAttributes: [{ Name: SIGNED_OUT_AT_ATTRIBUTE, Value: String(signedOutAt) }],
    }),
  );
  if (config.poolRevokesRefreshTokens) {
    await client.send(new sdk.AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: username }));
  }
  await setTimeout(signOutSettleMs(signedOutAt, Date.now()));
}

/**
 * Records that a member of staff has an authenticator and ends every session: the sessions signed in until now
 * may have used the password alone, and the next sign-in is challenged for a code (shared/src/account/sign-out.ts
 * staffTotp). With `removed`, clears the record instead, so that a later enrolment ends the sessions again.
 */
export async function recordStaffTotp(username: string, change: 'enrolled' | 'removed'): Promise<void> {
  const { sdk, client } = await cognito();
  const value = change === 'enrolled' ? String(signedOutSecond(Date.now())) : '0';
  await client.send(
    new sdk.AdminUpdateUserAttributesCommand({
      UserPoolId: config.userPoolId,
      Username: username,
      UserAttributes: [{ Name: TOTP_SINCE_ATTRIBUTE, Value: value }],
    }),
  );
  if (change === 'enrolled') await signOutEverywhere(username);
}

/** Deletes a user of the pool, so they can no longer sign in; a user already gone is not an error. */
export async function deleteIdentityUser(username: string): Promise<'deleted' | 'absent'> {
  const { sdk, client } = await cognito();
  try {
    await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: username }));
    return 'deleted';
  } catch (error) {
    if (error instanceof sdk.UserNotFoundException) return 'absent';
    throw error;
  }
}

/** Locks or unlocks an account: a locked one cannot sign in, and its tokens are refused (http/standing.ts). */
export async function setIdentityLocked(username: string, locked: boolean): Promise<void> {
  const { sdk, client } = await cognito();
  const input = { UserPoolId: config.userPoolId, Username: username };
  await client.send(locked ? new sdk.AdminDisableUserCommand(input) : new sdk.AdminEnableUserCommand(input));
}

/** What checking a password again found: proven, or what was wrong. */
export type PasswordCheck = 'verified' | 'wrong_password' | 'code_needed' | 'wrong_code';

/**
 * Checks a person's password (and their TOTP code when the pool asks for one) the way a sign-in does, through
 * the admin flow that only IAM credentials can use; the session this opens is revoked at once.
 */
export async function checkIdentityPassword(
  username: string,
  password: string,
  totpCode: string | undefined,
): Promise<PasswordCheck> {
  const { sdk, client } = await cognito();
  const started = await client
    .send(
      new sdk.AdminInitiateAuthCommand({
        UserPoolId: config.userPoolId,
        ClientId: config.userPoolClientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    )
    .catch((error: unknown) => {
      // A wrong password is NotAuthorizedException in AWS, InvalidPasswordException in cognito-local.
      const refused = [sdk.NotAuthorizedException, sdk.UserNotFoundException, sdk.InvalidPasswordException];
      if (refused.some((type) => error instanceof type)) return null;
      throw error;
    });
  if (!started) return 'wrong_password';
  let result = started.AuthenticationResult;
  if (!result && started.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    if (!totpCode) return 'code_needed';
    const answered = await client
      .send(
        new sdk.AdminRespondToAuthChallengeCommand({
          UserPoolId: config.userPoolId,
          ClientId: config.userPoolClientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: started.Session,
          ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: totpCode },
        }),
      )
      .catch((error: unknown) => {
        if (error instanceof sdk.CodeMismatchException || error instanceof sdk.NotAuthorizedException) return null;
        if (error instanceof sdk.ExpiredCodeException) return null;
        throw error;
      });
    if (!answered) return 'wrong_code';
    result = answered.AuthenticationResult;
  }
  if (!result) return 'wrong_password';
  if (result.RefreshToken) {
    // The proof is all that was wanted: the session it opened must not outlive the request.
    await client.send(new sdk.RevokeTokenCommand({ ClientId: config.userPoolClientId, Token: result.RefreshToken }));
  }
  return 'verified';
}
