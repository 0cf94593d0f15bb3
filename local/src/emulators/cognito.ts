import { createRequire } from 'node:module';
import { setTimeout } from 'node:timers/promises';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AddCustomAttributesCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  UpdateUserPoolClientCommand,
  UpdateUserPoolCommand,
  VerifySoftwareTokenCommand,
  type AttributeType,
  type CreateUserPoolClientCommandInput,
  type SchemaAttributeType,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { SESSIONS, SIGN_UP_KEY } from '@taxback/shared/constants';
import { cognitoPasswordPolicy } from '@taxback/shared/account/password-rules';
import { startProcess, waitForPort, type Started } from '../process';
import type { LocalSettings } from '../settings';
import { localCredentials } from './dynamodb';

const require = createRequire(import.meta.url);

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

export const cognitoEndpoint = (settings: LocalSettings) => `http://127.0.0.1:${settings.ports.cognito}`;

export const cognitoClient = (settings: LocalSettings) =>
  new CognitoIdentityProviderClient({
    endpoint: cognitoEndpoint(settings),
    region: settings.region,
    credentials: localCredentials,
  });

/** cognito-local with Cognito's paging of users (see cognito-local-paged.ts), keeping its state in the data folder. */
export async function startCognito(settings: LocalSettings): Promise<Started> {
  const cwd = path.join(settings.dataDir, 'cognito');
  fs.mkdirSync(cwd, { recursive: true });
  const entry = fileURLToPath(new URL('./cognito-local-paged.ts', import.meta.url));
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  const started = startProcess('cognito-local', process.execPath, ['--import', tsx, entry], {
    cwd,
    env: { ...process.env, PORT: String(settings.ports.cognito), HOST: '127.0.0.1' },
  });
  try {
    await waitForPort(settings.ports.cognito);
  } catch (error) {
    await started.stop();
    throw new Error(`cognito-local did not start: ${started.output()}`, { cause: error });
  }
  return started;
}

/** The app client's session settings, the same as the AWS stack's (token lifetimes). */
const clientSettings: Omit<CreateUserPoolClientCommandInput, 'UserPoolId'> = {
  ClientName: 'taxback-spa',
  // cognito-local has no SRP, so the local SPA signs in with USER_PASSWORD_AUTH (off in AWS). The admin flow lets
  // the API ask for the password again (functions/src/account/reauthentication.ts).
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH'],
  // As in AWS (infra/src/constructs/auth.ts): only what sign-up writes, never the email (cognito-local does not
  // enforce it; the API's request check restores an address changed behind its back).
  WriteAttributes: ['given_name', `custom:${SIGN_UP_KEY.attribute}`],
  IdTokenValidity: SESSIONS.tokenMinutes,
  AccessTokenValidity: SESSIONS.tokenMinutes,
  RefreshTokenValidity: SESSIONS.refreshTokenDays,
  TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
};

/** Records when a person last signed out everywhere (see the identity adapter). */
const signedOutAtAttribute: SchemaAttributeType = { Name: 'signed_out_at', AttributeDataType: 'String', Mutable: true };
/** Records when the API saw a staff member's authenticator (see the identity adapter). */
const totpSinceAttribute: SchemaAttributeType = { Name: 'totp_since', AttributeDataType: 'String', Mutable: true };
/** The hash of the signing-up browser's key (the confirmation link confirms only there). */
const signUpKeyAttribute: SchemaAttributeType = {
  Name: SIGN_UP_KEY.attribute,
  AttributeDataType: 'String',
  Mutable: true,
};
const customAttributes = [signedOutAtAttribute, totpSinceAttribute, signUpKeyAttribute];

/**
 * Creates the user pool, its app client and the admin group once; later starts reuse them and bring
 * an older data folder's pool up to date (session lifetimes, the sign-out attribute).
 */
export async function ensureUserPool(settings: LocalSettings): Promise<UserPoolIds> {
  const idsFile = path.join(settings.dataDir, 'cognito', 'pool-ids.json');
  const client = cognitoClient(settings);
  if (fs.existsSync(idsFile)) {
    const ids = JSON.parse(fs.readFileSync(idsFile, 'utf8')) as UserPoolIds;
    const { UserPool } = await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
    // A pool created before the password rule was shared: bring its policy in line.
    const policy = cognitoPasswordPolicy();
    if (JSON.stringify(UserPool?.Policies?.PasswordPolicy ?? {}) !== JSON.stringify(policy)) {
      await client.send(
        new UpdateUserPoolCommand({
          UserPoolId: ids.userPoolId,
          MfaConfiguration: 'OPTIONAL',
          Policies: { PasswordPolicy: policy },
        }),
      );
    }
    const missing = customAttributes.filter(
      (wanted) => !UserPool?.SchemaAttributes?.some((attribute) => attribute.Name === `custom:${wanted.Name}`),
    );
    if (missing.length > 0) {
      await client.send(new AddCustomAttributesCommand({ UserPoolId: ids.userPoolId, CustomAttributes: missing }));
    }
    await client.send(
      new UpdateUserPoolClientCommand({
        UserPoolId: ids.userPoolId,
        ClientId: ids.userPoolClientId,
        ...clientSettings,
      }),
    );
    return ids;
  }
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'taxback-local',
      UsernameAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      Schema: customAttributes,
      Policies: { PasswordPolicy: cognitoPasswordPolicy() },
    }),
  );
  const userPoolId = UserPool!.Id!;
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({ UserPoolId: userPoolId, ...clientSettings }),
  );
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: 'admin' }));
  const ids = { userPoolId, userPoolClientId: UserPoolClient!.ClientId! };
  fs.writeFileSync(idsFile, JSON.stringify(ids, null, 2));
  return ids;
}

/**
 * Sets up a TOTP authenticator for a user who has none, as the SPA's enrolment screen does
 * (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference); returns its secret, or null
 * when the user already has one (the pool then asks for a code at sign-in).
 */
export async function addAuthenticator(
  client: CognitoIdentityProviderClient,
  userPoolClientId: string,
  user: { email: string; password: string },
): Promise<string | null> {
  const signedIn = await client.send(
    new InitiateAuthCommand({
      ClientId: userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  const accessToken = signedIn.AuthenticationResult?.AccessToken;
  if (!accessToken) return null;
  const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  await client.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: generateSync({ secret: SecretCode! }) }),
  );
  await client.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode!;
}

/**
 * Records a staff member's enrolment as the API's first /me after one does (functions/src/adapters/identity.ts),
 * then waits for the next second: only a sign-in in a later second, with a code, is a staff session.
 */
export async function recordEnrolment(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  username: string,
): Promise<void> {
  const second = Math.floor(Date.now() / 1000);
  await client.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId,
      Username: username,
      UserAttributes: [{ Name: 'custom:totp_since', Value: String(second) }],
    }),
  );
  await setTimeout((second + 1) * 1000 - Date.now());
}

/** The seeded admin's authenticator (see addAuthenticator), recorded so the sign-ins that follow need no sign-out. */
export async function enrolTotp(
  settings: LocalSettings,
  pool: UserPoolIds,
  user: { email: string; password: string },
): Promise<string | null> {
  const client = cognitoClient(settings);
  const secret = await addAuthenticator(client, pool.userPoolClientId, user);
  if (secret) await recordEnrolment(client, pool.userPoolId, user.email);
  return secret;
}

/**
 * A confirmed user with a verified address (tokens without one are refused) and a permanent password, as an
 * operator adds one; returns the pool's record of them.
 */
export async function addConfirmedUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: { email: string; password: string; attributes?: AttributeType[] },
): Promise<UserType> {
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        ...(user.attributes ?? []),
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: created.User!.Username!,
      Password: user.password,
      Permanent: true,
    }),
  );
  return created.User!;
}

/**
 * Signs in with a password as the local SPA does (USER_PASSWORD_AUTH) and returns the ID token; staff answer the
 * pool's TOTP challenge with a code from their authenticator's secret.
 */
export async function poolIdToken(
  client: CognitoIdentityProviderClient,
  userPoolClientId: string,
  user: { email: string; password: string; totpSecret?: string },
): Promise<string> {
  const auth = await client.send(
    new InitiateAuthCommand({
      ClientId: userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  if (auth.ChallengeName !== 'SOFTWARE_TOKEN_MFA') return auth.AuthenticationResult!.IdToken!;
  const answered = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId: userPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: auth.Session,
      ChallengeResponses: {
        USERNAME: auth.ChallengeParameters?.USER_ID_FOR_SRP ?? user.email,
        SOFTWARE_TOKEN_MFA_CODE: generateSync({ secret: user.totpSecret ?? '' }),
      },
    }),
  );
  return answered.AuthenticationResult!.IdToken!;
}

export interface SeededUser {
  userId: string;
  username: string;
}

/** Creates a confirmed user with a permanent password, optionally in the admin group. */
export async function createConfirmedUser(
  settings: LocalSettings,
  pool: UserPoolIds,
  user: { email: string; password: string; firstName: string; admin?: boolean },
): Promise<SeededUser> {
  const client = cognitoClient(settings);
  const created = await addConfirmedUser(client, pool.userPoolId, {
    ...user,
    attributes: [{ Name: 'given_name', Value: user.firstName }],
  });
  const username = created.Username!;
  if (user.admin) {
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: username, GroupName: 'admin' }),
    );
  }
  const sub = created.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? username;
  return { userId: sub, username };
}
