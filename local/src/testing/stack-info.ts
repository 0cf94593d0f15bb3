import type { LocalStack } from '../stack';

/** What a test needs to know about the running local stack; passed to test workers as JSON. */
export type StackInfo = Pick<LocalStack, 'urls' | 'pool' | 'environment'> & {
  admin: LocalStack['settings']['admin'] & { totpSecret: string };
  region: string;
  webRunning: boolean;
};

export const STACK_INFO_VARIABLE = 'TAXBACK_TEST_STACK';

export const stackInfoOf = (stack: LocalStack, webRunning: boolean): StackInfo => ({
  urls: stack.urls,
  pool: stack.pool,
  environment: stack.environment,
  admin: { ...stack.settings.admin, totpSecret: stack.adminTotpSecret ?? '' },
  region: stack.settings.region,
  webRunning,
});

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: StackInfo;
  }
}
