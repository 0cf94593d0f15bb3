/**
 * Starts cognito-local with ListUsers paged as Cognito pages it: cognito-local ignores `Limit` and
 * `PaginationToken` and returns the whole pool, so locally the staff user list had no pages, and grew
 * slower with every account (a pool of a few hundred test accounts took over half a second a page).
 */
import { createRequire } from 'node:module';
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
const { InvalidParameterError } = require('cognito-local/lib/errors') as {
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

require('cognito-local/lib/bin/start.js');
