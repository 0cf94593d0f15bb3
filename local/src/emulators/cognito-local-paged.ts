/**
 * Starts cognito-local with ListUsers paged as Cognito pages it: cognito-local ignores `Limit` and
 * `PaginationToken` and returns the whole pool, so locally the staff user list had no pages, and grew
 * slower with every account (a pool of a few hundred test accounts took over half a second a page).
 * Every call that sets a password refuses one the pool's policy refuses, as Cognito does (password-guard.ts).
 */
import { createRequire } from 'node:module';
import { passwordOfRequest, passwordRefusal } from './password-guard';
import { pageOfUsers } from './user-pages';

const require = createRequire(import.meta.url);

interface ListUsersRequest {
  UserPoolId: string;
  Filter?: string;
  Limit?: number;
  PaginationToken?: string;
}
type Target = (services: unknown) => (context: unknown, request: ListUsersRequest) => Promise<{ Users: unknown[] }>;

const { Targets } = require('cognito-local/lib/targets/targets') as { Targets: Record<string, Target> };
const { CognitoError, InvalidParameterError } = require('cognito-local/lib/errors') as {
  CognitoError: new (code: string, message: string) => Error;
  InvalidParameterError: new (message: string) => Error;
};

const listEveryUser = Targets.ListUsers!;
Targets.ListUsers = (services) => {
  const listed = listEveryUser(services);
  return async (context, request) => {
    const page = pageOfUsers((await listed(context, request)).Users, request);
    if ('invalid' in page) throw new InvalidParameterError(page.invalid);
    return page;
  };
};

type AnyTarget = (services: unknown) => (context: unknown, request: Record<string, unknown>) => Promise<unknown>;
const anyTargets = Targets as unknown as Record<string, AnyTarget>;
for (const [name, passwordOf] of Object.entries(passwordOfRequest)) {
  const target = anyTargets[name];
  if (!target) throw new Error(`cognito-local has no ${name}`);
  anyTargets[name] = (services) => {
    const run = target(services);
    return async (context, request) => {
      const password = passwordOf(request);
      const refusal = typeof password === 'string' ? passwordRefusal(password) : null;
      if (refusal) throw new CognitoError('InvalidPasswordException', refusal);
      return run(context, request);
    };
  };
}

require('cognito-local/lib/bin/start.js');
