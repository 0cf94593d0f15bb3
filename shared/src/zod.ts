import { config } from 'zod/mini';
import { validationMessage } from './validation/messages';

// zod mini has no default messages: every check without its own says ours, in the reader's language.
config({ customError: validationMessage });

export * from 'zod/mini';
// Reached as `z.core.$ZodError`, the error would bring the whole core namespace (every locale) into a bundle.
export { $ZodError } from 'zod/v4/core';
