import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  UserNotFoundException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../commons/clients';
import { config } from '../config';

export interface IdentityUser {
  username: string;
  userId: string;
  email: string;
  firstName: string | null;
  status: string;
  createdAt: string | null;
}

const attribute = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((item) => item.Name === name)?.Value ?? null;

/** Reads a user of the pool by user name or e-mail alias; null when there is none. */
export async function getIdentityUser(usernameOrEmail: string): Promise<IdentityUser | null> {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: usernameOrEmail }),
    );
    const username = user.Username ?? usernameOrEmail;
    return {
      username,
      userId: attribute(user.UserAttributes, 'sub') ?? username,
      email: attribute(user.UserAttributes, 'email') ?? '',
      firstName: attribute(user.UserAttributes, 'given_name'),
      status: user.UserStatus ?? 'UNKNOWN',
      createdAt: user.UserCreateDate?.toISOString() ?? null,
    };
  } catch (error) {
    if (error instanceof UserNotFoundException) return null;
    throw error;
  }
}

/** Marks a signed-up user as confirmed, with a verified e-mail address. */
export async function confirmIdentityUser(username: string, email: string): Promise<void> {
  await cognito().send(new AdminConfirmSignUpCommand({ UserPoolId: config.userPoolId, Username: username }));
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: config.userPoolId,
      Username: username,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}
