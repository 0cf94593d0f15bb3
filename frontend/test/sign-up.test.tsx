import { createHash } from 'node:crypto';
import { SIGN_UP_KEY } from '@taxback/shared/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordRules } from '@taxback/shared/account/password-rules';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { sessionOf } from './helpers/amplify-session';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const { auth } = copy;

const ruleState = (label: string) => {
  const text = screen.getByText(label).closest('li')?.textContent ?? '';
  return text.endsWith(`: ${auth.passwordRuleNotMet}`) ? 'not met' : 'met';
};
const ruleStates = () => passwordRules.map((rule) => ruleState(rule.label));
const createButton = () => screen.getByRole<HTMLButtonElement>('button', { name: auth.createAccount });

async function openSignUp() {
  renderApp('/auth');
  await screen.findByRole('heading', { name: auth.signUpHeading });
}

describe('sign-up form', () => {
  beforeEach(() => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
    amplifyAuth.signOut.mockResolvedValue();
  });

  it('ticks each password rule as it is met and enables Create Account only for a valid form', async () => {
    fakeApi({});
    const user = userEvent.setup();
    await openSignUp();

    expect(ruleStates()).toEqual(['not met', 'not met', 'not met']);
    expect(createButton().disabled).toBe(true);

    await user.type(screen.getByLabelText(auth.firstName, { exact: false }), 'Ada');
    await user.type(screen.getByLabelText(auth.email, { exact: false }), 'ada@example.com');
    // The new account's password is labelled "New Password".
    const password = screen.getByLabelText(auth.newPassword, { exact: false, selector: 'input[name="password"]' });

    await user.type(password, 'abc');
    expect(ruleStates()).toEqual(['not met', 'not met', 'met']);
    await user.type(password, '1');
    expect(ruleStates()).toEqual(['not met', 'met', 'met']);
    await user.type(password, 'defgh');
    expect(ruleStates()).toEqual(['met', 'met', 'met']);
    expect(createButton().disabled).toBe(true);

    const confirm = screen.getByLabelText(auth.confirmPassword, { exact: false });
    await user.type(confirm, 'abc1defg');
    expect(createButton().disabled).toBe(true);
    expect(screen.getByText(auth.passwordsMustMatch)).toBeTruthy();

    await user.type(confirm, 'h');
    expect(createButton().disabled).toBe(false);
    expect(screen.queryByText(auth.passwordsMustMatch)).toBeNull();
  });

  it('signs up with Amplify, asks for the confirmation email and opens /account-created', async () => {
    const fetchMock = fakeApi({ 'POST /auth/confirmation-email': () => ({ status: 202, body: { ok: true } }) });
    const success = vi.spyOn(toast, 'success');
    amplifyAuth.signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'DONE' } });
    const user = userEvent.setup();
    localStorage.setItem('sb-legacy-auth-token', 'old');
    localStorage.setItem('unrelated', 'kept');
    await openSignUp();

    expect(localStorage.getItem('sb-legacy-auth-token')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');

    await user.type(screen.getByLabelText(auth.firstName, { exact: false }), 'Ada');
    await user.type(screen.getByLabelText(auth.email, { exact: false }), 'Ada@Example.com');
    await user.type(
      screen.getByLabelText(auth.password, { exact: false, selector: 'input[name="password"]' }),
      'abc1defgh',
    );
    await user.type(screen.getByLabelText(auth.confirmPassword, { exact: false }), 'abc1defgh');
    await user.click(createButton());

    expect(await screen.findByRole('heading', { name: copy.accountCreated.title })).toBeTruthy();
    expect(amplifyAuth.signOut).toHaveBeenCalled();
    expect(amplifyAuth.signUp).toHaveBeenCalledWith({
      username: 'ada@example.com',
      password: 'abc1defgh',
      options: {
        // Not the email: the app client may not write it (the user name is the address).
        userAttributes: {
          given_name: 'Ada',
          'custom:signup_key': expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      },
    });
    // The browser keeps the key whose SHA-256 the pool stores: only it can confirm this sign-up.
    const kept = (JSON.parse(localStorage.getItem(SIGN_UP_KEY.storageKey) ?? '{}') as Record<string, string>)[
      'ada@example.com'
    ];
    const sent = (amplifyAuth.signUp.mock.calls[0]![0] as { options: { userAttributes: Record<string, string> } })
      .options.userAttributes['custom:signup_key'];
    expect(
      createHash('sha256')
        .update(kept ?? '')
        .digest('hex'),
    ).toBe(sent);
    expect(callsTo(fetchMock, 'POST', '/auth/confirmation-email')).toHaveLength(1);
    // The account-created page says so: no toast repeats it.
    expect(success).not.toHaveBeenCalled();
  });

  it('for an address already in use, still asks for the confirmation mail (its owner can free it) and says so', async () => {
    const fetchMock = fakeApi({ 'POST /auth/confirmation-email': () => ({ status: 202, body: { ok: true } }) });
    const failure = vi.spyOn(toast, 'error');
    amplifyAuth.signUp.mockRejectedValue(
      Object.assign(new Error('User already exists'), { name: 'UsernameExistsException' }),
    );
    const user = userEvent.setup();
    await openSignUp();
    await user.type(screen.getByLabelText(auth.firstName, { exact: false }), 'Ada');
    await user.type(screen.getByLabelText(auth.email, { exact: false }), 'taken@example.com');
    await user.type(
      screen.getByLabelText(auth.password, { exact: false, selector: 'input[name="password"]' }),
      'abc1defgh',
    );
    await user.type(screen.getByLabelText(auth.confirmPassword, { exact: false }), 'abc1defgh');
    await user.click(createButton());

    await vi.waitFor(() =>
      expect(failure).toHaveBeenCalledWith(
        auth.signUpErrorTitle,
        expect.objectContaining({ description: auth.addressInUse }),
      ),
    );
    expect(callsTo(fetchMock, 'POST', '/auth/confirmation-email')).toHaveLength(1);
  });
});
