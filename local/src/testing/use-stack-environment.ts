import { inject } from 'vitest';

/** Test-worker setup: point the AWS SDK and the handlers at the local stack. */
Object.assign(process.env, inject('localStack').environment);
