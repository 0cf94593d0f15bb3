// What identity.ts uses of the Cognito SDK, imported through this module: a chunk loaded with import() keeps every
// export of what it imports, and the SDK's own index exports every command of the pool's API.
export {
  AdminConfirmSignUpCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  AliasExistsException,
  CognitoIdentityProviderClient,
  InvalidParameterException,
  InvalidPasswordException,
  ListUsersCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
