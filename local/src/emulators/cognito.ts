import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
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

/** cognito-local, keeping its state in the data folder. */
export async function startCognito(settings: LocalSettings): Promise<Started> {
  const cwd = path.join(settings.dataDir, 'cognito');
  fs.mkdirSync(cwd, { recursive: true });
  const started = startProcess('cognito-local', process.execPath, [require.resolve('cognito-local/lib/bin/start.js')], {
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

/** Creates the user pool, its app client and the admin group once; later starts reuse them. */
export async function ensureUserPool(settings: LocalSettings): Promise<UserPoolIds> {
  const idsFile = path.join(settings.dataDir, 'cognito', 'pool-ids.json');
  if (fs.existsSync(idsFile)) return JSON.parse(fs.readFileSync(idsFile, 'utf8')) as UserPoolIds;
  const client = cognitoClient(settings);
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'taxback-local',
      UsernameAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: 8, RequireNumbers: true, RequireLowercase: false } },
    }),
  );
  const userPoolId = UserPool!.Id!;
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'taxback-spa',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: 'admin' }));
  const ids = { userPoolId, userPoolClientId: UserPoolClient!.ClientId! };
  fs.writeFileSync(idsFile, JSON.stringify(ids, null, 2));
  return ids;
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
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: pool.userPoolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: user.firstName },
      ],
    }),
  );
  const username = created.User!.Username!;
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: pool.userPoolId,
      Username: username,
      Password: user.password,
      Permanent: true,
    }),
  );
  if (user.admin) {
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: username, GroupName: 'admin' }),
    );
  }
  const sub = created.User!.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? username;
  return { userId: sub, username };
}

export const isUserExists = (error: unknown) => error instanceof UsernameExistsException;
