import { vi } from 'vitest';

// The app configures Amplify's core before its first use of Auth (src/lib/amplify.ts); the tests replace
// Auth itself (amplify-auth-mock.ts), so the real core, slow to load, is not needed for that.
vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));

// The app loads Amplify's Hub only once Auth is loaded; loading it here keeps that out of the tests' timings.
await import('aws-amplify/utils');
