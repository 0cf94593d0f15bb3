import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy, copyFor } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { chooseLanguage, currentLanguage } from '@/lib/language';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { ada, sessionOf, type FakeUser } from './helpers/amplify-session';
import { callsTo, fakeApi, meOf } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { registerEveryLanguage } from '@taxback/shared/catalogue/every-language';

registerEveryLanguage();

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const { auth } = copy;

/** Cognito signs in `tokenUser` whatever email was typed. */
function cognitoSignsIn(tokenUser: FakeUser) {
  let signedIn = false;
  amplifyAuth.fetchAuthSession.mockImplementation(async () => sessionOf(signedIn ? tokenUser : null));
  amplifyAuth.signIn.mockImplementation(async () => {
    signedIn = true;
    return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
  });
  amplifyAuth.signOut.mockImplementation(async () => {
    signedIn = false;
  });
}

/** Cognito refuses the password as it does in English; the toast's spy, to read what the user was told. */
function cognitoRefusesThePassword() {
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
  amplifyAuth.signOut.mockResolvedValue();
  amplifyAuth.signIn.mockRejectedValue(
    new amplifyAuth.AuthError({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' }),
  );
  fakeApi({});
  return vi.spyOn(toast, 'error');
}

async function signInAs(path: string, email: string, words = auth) {
  const user = userEvent.setup();
  renderApp(path);
  await screen.findByRole('heading', { name: words.signInHeading });
  await user.type(screen.getByLabelText(words.email, { exact: false }), email);
  await user.type(screen.getByLabelText(words.password, { exact: false, selector: 'input' }), 'abc1defgh');
  await user.click(screen.getByRole('button', { name: words.signIn }));
}

describe('sign-in', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('signs out and shows the security error when the token is for another email', async () => {
    cognitoSignsIn({ sub: 'user-eve', email: 'eve@example.com' });
    const fetchMock = fakeApi({ 'POST /me': () => ({ status: 200, body: meOf() }) });

    await signInAs('/auth?mode=signin', 'ada@example.com');

    expect(await screen.findByText(auth.securityError)).toBeTruthy();
    const signOutAfterSignIn = amplifyAuth.signOut.mock.invocationCallOrder.some(
      (order) => order > (amplifyAuth.signIn.mock.invocationCallOrder[0] ?? Infinity),
    );
    expect(signOutAfterSignIn).toBe(true);
    expect(callsTo(fetchMock, 'POST', '/me')).toHaveLength(0);
  });

  it('registers the sign-in with POST /me, welcomes the user and opens /account', async () => {
    cognitoSignsIn(ada);
    const fetchMock = fakeApi({
      'POST /me': () => ({ status: 200, body: meOf() }),
      'GET /me': () => ({ status: 200, body: meOf() }),
    });
    const success = vi.spyOn(toast, 'success');

    await signInAs('/auth?mode=signin', 'ADA@example.com');

    expect(await screen.findByRole('heading', { name: copy.account.welcome('Ada') })).toBeTruthy();
    expect(amplifyAuth.signIn).toHaveBeenCalledWith({
      username: 'ada@example.com',
      password: 'abc1defgh',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    const [registration] = callsTo(fetchMock, 'POST', '/me');
    expect(new Headers(registration?.[1]?.headers).get('authorization')).toBe('Bearer id-token-of-user-ada');
    expect(success).toHaveBeenCalledWith(auth.signInSuccess);
  });

  it('returns to the protected page the user was sent from', async () => {
    cognitoSignsIn(ada);
    fakeApi({ 'POST /me': () => ({ status: 200, body: meOf() }), 'GET /me': () => ({ status: 200, body: meOf() }) });
    const user = userEvent.setup();
    renderApp('/account');

    await user.click(await screen.findByRole('link', { name: auth.haveAccount }));
    await user.type(screen.getByLabelText(auth.email, { exact: false }), 'ada@example.com');
    await user.type(screen.getByLabelText(auth.password, { exact: false, selector: 'input' }), 'abc1defgh');
    await user.click(screen.getByRole('button', { name: auth.signIn }));

    expect(await screen.findByRole('heading', { name: copy.account.welcome('Ada') })).toBeTruthy();
  });

  it('asks an unconfirmed user to verify their email first', async () => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
    amplifyAuth.signOut.mockResolvedValue();
    amplifyAuth.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    fakeApi({});

    await signInAs('/auth?mode=signin', 'ada@example.com');

    expect(await screen.findByText(auth.notConfirmed)).toBeTruthy();
  });

  it('toasts the Cognito message when the password is wrong', async () => {
    const error = cognitoRefusesThePassword();

    await signInAs('/auth?mode=signin', 'ada@example.com');

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(auth.signInErrorTitle, { description: 'Incorrect username or password.' }),
    );
  });

  it('words the Cognito message in French for a French visitor', async () => {
    const french = copyFor('fr-CA').auth;
    const error = cognitoRefusesThePassword();
    chooseLanguage('fr-CA');
    try {
      // Amplify is loaded by now, so French shows once its vocabulary is there too.
      await expect.poll(currentLanguage).toBe('fr-CA');
      await signInAs('/auth?mode=signin', 'ada@example.com', french);
      await waitFor(() =>
        expect(error).toHaveBeenCalledWith(french.signInErrorTitle, {
          description: 'Identifiant ou mot de passe incorrect.',
        }),
      );
    } finally {
      chooseLanguage('en');
    }
  });

  it('sends a user who is already signed in from /auth to /account', async () => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(ada));
    fakeApi({ 'GET /me': () => ({ status: 200, body: meOf() }) });

    renderApp('/auth?mode=signin');

    expect(await screen.findByRole('heading', { name: copy.account.welcome('Ada') })).toBeTruthy();
  });
});
