import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  SignUpCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import type { Caller } from '../../src/http/claims';

const client = () => new CognitoIdentityProviderClient({});

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** Signs a user up through the real (local) Cognito, leaving them unconfirmed as a new customer is. */
export async function signUpUser(email: string, firstName = 'Ana'): Promise<Caller> {
  const result = await client().send(
    new SignUpCommand({
      ClientId: inject('localStack').pool.userPoolClientId,
      Username: email,
      Password: 'secret123',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: firstName },
      ],
    }),
  );
  const userId = result.UserSub!;
  return { userId, username: userId, email, isAdmin: false };
}

export async function createUser(email: string, firstName = 'Ana'): Promise<Caller> {
  const created = await client().send(
    new AdminCreateUserCommand({
      UserPoolId: process.env.USER_POOL_ID,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: firstName },
      ],
    }),
  );
  const username = created.User!.Username!;
  const userId = created.User!.Attributes!.find((a) => a.Name === 'sub')!.Value!;
  return { userId, username, email, isAdmin: false };
}

export async function userRecord(username: string) {
  return client().send(new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: username }));
}
