import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy, copyFor } from '@taxback/shared/copy';
import { afterEach, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { chooseLanguage, currentLanguage } from '@/lib/language';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { sessionOf } from './helpers/amplify-session';
import { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { registerEveryLanguage } from '@taxback/shared/catalogue/every-language';

registerEveryLanguage();

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const vocabulary = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/lib/amplify-french', async (importOriginal) => {
  vocabulary.loaded = true;
  return importOriginal();
});

afterEach(() => chooseLanguage('en'));

/** A sign-in Cognito refuses, as it words it in English; the toast's spy, to read what the visitor was told. */
async function signInRefused(words: typeof copy.auth) {
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
  amplifyAuth.signIn.mockRejectedValue(
    new amplifyAuth.AuthError({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' }),
  );
  fakeApi({});
  const error = vi.spyOn(toast, 'error');
  const user = userEvent.setup();
  renderApp('/auth?mode=signin');
  await screen.findByRole('heading', { name: words.signInHeading });
  await user.type(screen.getByLabelText(words.email, { exact: false }), 'ada@example.com');
  await user.type(screen.getByLabelText(words.password, { exact: false, selector: 'input' }), 'abc1defgh');
  await user.click(screen.getByRole('button', { name: words.signIn }));
  return error;
}

// One file, in order: Amplify stays loaded from the first test on, as it does in a tab.
it("an English visitor's sign-in loads Amplify without its French vocabulary", async () => {
  const error = await signInRefused(copy.auth);
  await waitFor(() =>
    expect(error).toHaveBeenCalledWith(copy.auth.signInErrorTitle, { description: 'Incorrect username or password.' }),
  );
  expect(amplifyAuth.signIn).toHaveBeenCalled();
  expect(vocabulary.loaded).toBe(false);
});

it('choosing French afterwards shows French once the vocabulary is there, and Cognito is worded in French', async () => {
  chooseLanguage('fr-CA');
  await expect.poll(currentLanguage).toBe('fr-CA');
  expect(vocabulary.loaded).toBe(true);

  const french = copyFor('fr-CA').auth;
  const error = await signInRefused(french);
  await waitFor(() =>
    expect(error).toHaveBeenCalledWith(french.signInErrorTitle, {
      description: 'Identifiant ou mot de passe incorrect.',
    }),
  );
});
