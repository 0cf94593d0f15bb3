import { apiErrorBodySchema, apiErrorCodes } from '@taxback/shared/api/errors';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, getPublic } from '@/lib/api-client';
import { setRuntimeConfig } from '@/lib/config';
import { fakeApi, testRuntimeConfig } from './helpers/fake-api';

/*
 * The client reads an error answer's body by hand (api-client.ts, errorFrom), as zod is not part of a first
 * visit. Both it and the contract's apiErrorBodySchema are given the same bodies here and must agree on each:
 * a body the schema accepts keeps its code, message and fields; any other becomes the client's own error.
 */

const bodies: [string, unknown][] = [
  ...apiErrorCodes.map((code): [string, unknown] => [`code ${code}`, { code, message: 'Something went wrong.' }]),
  ['fields', { code: 'bad_request', message: 'Check the form.', fields: { email: 'Enter an email.' } }],
  ['no field in fields', { code: 'bad_request', message: 'Check the form.', fields: {} }],
  ['an empty message', { code: 'conflict', message: '' }],
  ['more than the contract names', { code: 'conflict', message: 'Changed.', current: { version: 2 } }],
  ['no body', undefined],
  ['null', null],
  ['text', 'Bad request'],
  ['a list', [{ code: 'bad_request', message: 'x' }]],
  ['an empty object', {}],
  ['an unknown code', { code: 'teapot', message: 'x' }],
  ['a code in a list', { code: ['bad_request'], message: 'x' }],
  ['no message', { code: 'bad_request' }],
  ['a message that is not text', { code: 'bad_request', message: 5 }],
  ['a field that is not text', { code: 'bad_request', message: 'x', fields: { email: 1 } }],
  ['fields that are null', { code: 'bad_request', message: 'x', fields: null }],
  ['fields that are text', { code: 'bad_request', message: 'x', fields: 'email' }],
  ['fields that are a list', { code: 'bad_request', message: 'x', fields: ['Enter an email.'] }],
];

async function errorFor(body: unknown): Promise<ApiError> {
  fakeApi({ 'GET /probe': () => ({ status: 400, body }) });
  const error = await getPublic('/probe').catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("an error answer's body, read by hand as the contract's schema reads it", () => {
  beforeEach(() => setRuntimeConfig(testRuntimeConfig));

  it.each(bodies)('agrees with the schema on %s', async (_, body) => {
    const error = await errorFor(body);
    const parsed = apiErrorBodySchema.safeParse(body);
    if (parsed.success) {
      expect({ code: error.code, message: error.message, fields: error.fields }).toEqual(parsed.data);
    } else {
      expect({ code: error.code, message: error.message, fields: error.fields }).toEqual({
        code: 'internal',
        message: copy.common.serverError,
        fields: undefined,
      });
    }
    expect(error.status).toBe(400);
  });
});
