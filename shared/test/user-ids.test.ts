import { describe, expect, it } from 'vitest';
import { filePathSchema } from '../src/uploads/staff-schemas';
import { userPathSchema } from '../src/account/auth-schemas';
import { adminMessageRequestSchema, broadcastRequestSchema } from '../src/messages/schemas';

const message = { title: 'Your forms', content: 'They are on their way.' };
/** Every input that names a user, built around one id. */
const inputsNaming = (userId: string) =>
  [
    ['a user path', userPathSchema, { userId }],
    ['a file path', filePathSchema, { userId, documentId: '0b8f9a4e-3c1d-4f6a-9b2e-7d5c1a2b3c4d' }],
    ['a message from staff', adminMessageRequestSchema, { userId, ...message }],
    ['a broadcast', broadcastRequestSchema, { userIds: [userId], ...message }],
  ] as const;

describe('a user id, wherever an input names one', () => {
  it.each([
    ['empty', '', false],
    ['one character', 'u', true],
    ['128 characters', 'u'.repeat(128), true],
    ['129 characters', 'u'.repeat(129), false],
  ])('%s: accepted %s', (_, userId, accepted) => {
    for (const [what, schema, input] of inputsNaming(userId)) {
      expect(schema.safeParse(input).success, what).toBe(accepted);
    }
  });
});
