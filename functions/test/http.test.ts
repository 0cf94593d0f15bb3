import { describe, expect, it } from 'vitest';
import { copy, copyFor } from '@taxback/shared';
import { invoke, newCaller } from './support/invoke';

describe('the HTTP layer', () => {
  it('answers 401 on a user route when no verified caller is present', async () => {
    const response = await invoke('getMe');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'unauthorized', message: copy.common.unauthorized });
  });

  it('answers 400 with the failing fields when the body breaks the route schema', async () => {
    const response = await invoke('sendConfirmationEmail', { body: { email: 'not-an-email' } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('bad_request');
    expect(response.body.fields).toHaveProperty('email');
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await invoke('confirmAccount', { rawBody: '{"token":' });
    expect(response.status).toBe(400);
  });

  it('reads a JSON body whatever the case and parameters of its content type', async () => {
    const response = await invoke('sendConfirmationEmail', {
      body: { email: 'not-an-email' },
      headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty('email');
  });

  it('reads no body on a read, as the contract documents none (no 400 or 415 for one sent anyway)', async () => {
    const response = await invoke('getMe', {
      caller: newCaller(),
      rawBody: 'not json',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(200);
  });

  it('sends JSON that is never cached', async () => {
    const response = await invoke('getMe', { caller: newCaller() });
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers in the language the request asks for, validation messages included', async () => {
    const french = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };
    const refused = await invoke('getMe', { headers: french });
    expect(refused.body).toEqual({ code: 'unauthorized', message: 'Veuillez vous connecter pour continuer.' });
    const invalid = await invoke('sendConfirmationEmail', { body: { email: 'not-an-email' }, headers: french });
    expect(invalid.body.message).toBe(copyFor('fr-CA').common.invalidRequest);
    expect(invalid.body.fields.email).toBe(copyFor('fr-CA').auth.emailInvalid);
    const english = await invoke('getMe', { headers: { 'accept-language': 'en-CA' } });
    expect(english.body.message).toBe(copyFor('en').common.unauthorized);
  });

  it('words a check that names no message of its own in the language asked for too', async () => {
    const body = { token: 'x'.repeat(4097) };
    const english = await invoke('confirmAccount', { body, headers: { 'accept-language': 'en-CA' } });
    expect(english).toMatchObject({ status: 400, body: { fields: { token: 'At most 4096 characters.' } } });
    const french = await invoke('confirmAccount', { body, headers: { 'accept-language': 'fr-CA' } });
    expect(french).toMatchObject({ status: 400, body: { fields: { token: '4096 caractères au plus.' } } });
  });
});
