import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { describe, expect, it, vi } from 'vitest';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { sessionOf } from './helpers/amplify-session';
import { callsTo, fakeApi } from './helpers/fake-api';
import { profileOf, signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.emailChange;
const form = () => within(screen.getByRole('region', { name: text.title }));

describe('changing the sign-in email on /account', () => {
  it('checks the address, asks for the link and says where it went', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf() }),
      'POST /account/email-change': () => ({ status: 202, body: { ok: true } }),
    });
    renderApp('/account');

    expect(await screen.findByText(text.current('ada@example.com'))).toBeTruthy();
    await user.type(form().getByLabelText(text.newEmailLabel), 'not-an-address');
    await user.click(form().getByRole('button', { name: text.send }));
    expect(await form().findByText(copy.auth.emailInvalid)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/account/email-change')).toHaveLength(0);

    await user.clear(form().getByLabelText(text.newEmailLabel));
    await user.type(form().getByLabelText(text.newEmailLabel), ' Ada.New@Example.com ');
    await user.click(form().getByRole('button', { name: text.send }));
    // The password is asked again: a stolen session alone cannot move the account to another address.
    expect(await form().findByText(copy.auth.passwordRequired)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/account/email-change')).toHaveLength(0);

    await user.type(form().getByLabelText(copy.reauthentication.passwordLabel), 'abc1defgh');
    await user.click(form().getByRole('button', { name: text.send }));

    expect(await form().findByText(text.sent('ada.new@example.com'))).toBeTruthy();
    const [request] = callsTo(fetchMock, 'POST', '/account/email-change');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ newEmail: 'ada.new@example.com', password: 'abc1defgh' });
  });

  it('shows a wrong password on its field, and asks for the authenticator code when the server says so', async () => {
    const user = userEvent.setup();
    const answers = [
      { field: 'password', message: copy.reauthentication.wrongPassword },
      { field: 'totpCode', message: copy.reauthentication.codeNeeded },
    ];
    const fetchMock = fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf() }),
      'POST /account/email-change': () => {
        const next = answers.shift();
        return next
          ? { status: 403, body: { code: 'forbidden', message: next.message, fields: { [next.field]: next.message } } }
          : { status: 202, body: { ok: true } };
      },
    });
    renderApp('/account');

    await user.type(await screen.findByLabelText(text.newEmailLabel), 'ada.new@example.com');
    await user.type(form().getByLabelText(copy.reauthentication.passwordLabel), 'wrong-1');
    await user.click(form().getByRole('button', { name: text.send }));
    expect(await form().findByText(copy.reauthentication.wrongPassword)).toBeTruthy();
    expect(form().queryByLabelText(copy.reauthentication.codeLabel)).toBeNull();

    await user.click(form().getByRole('button', { name: text.send }));
    await user.type(await form().findByLabelText(copy.reauthentication.codeLabel), '123 456');
    await user.click(form().getByRole('button', { name: text.send }));
    expect(await form().findByText(text.sent('ada.new@example.com'))).toBeTruthy();
    const last = callsTo(fetchMock, 'POST', '/account/email-change').at(-1);
    expect(JSON.parse(String(last?.[1]?.body))).toEqual({
      newEmail: 'ada.new@example.com',
      password: 'wrong-1',
      totpCode: '123456',
    });
  });

  it('shows the server’s refusal (an address in use)', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf() }),
      'POST /account/email-change': () => ({ status: 409, body: { code: 'conflict', message: text.addressTaken } }),
    });
    renderApp('/account');

    await user.type(await screen.findByLabelText(text.newEmailLabel), 'taken@example.com');
    await user.type(form().getByLabelText(copy.reauthentication.passwordLabel), 'abc1defgh');
    await user.click(form().getByRole('button', { name: text.send }));
    expect(await form().findByText(text.addressTaken)).toBeTruthy();
    expect(form().queryByText(text.sent('taken@example.com'))).toBeNull();
  });
});

describe('/account/email-change (the mailed link)', () => {
  it('completes the change on request, forgets the ended session and asks to sign in with the new address', async () => {
    const user = userEvent.setup();
    amplifyAuth.signOut.mockResolvedValue();
    const fetchMock = fakeApi({
      ...signInAda(),
      'POST /account/email-change/complete': () => ({ status: 200, body: { email: 'ada.new@example.com' } }),
    });
    renderApp('/account/email-change#token=abc');

    await user.click(await screen.findByRole('button', { name: text.confirm }));

    expect(await screen.findByRole('heading', { name: text.doneTitle })).toBeTruthy();
    expect(screen.getByText(text.doneBody('ada.new@example.com'))).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: text.signIn }).getAttribute('href')).toBe('/auth?mode=signin');
    const [completion] = callsTo(fetchMock, 'POST', '/account/email-change/complete');
    expect(JSON.parse(String(completion?.[1]?.body))).toEqual({ token: 'abc' });
    await waitFor(() => expect(amplifyAuth.signOut).toHaveBeenCalledTimes(1));
    // The header shows the visitor signed out.
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: copy.header.signIn })).toBeTruthy();
  });

  it('shows why the link was refused and changes nothing in the browser', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...signInAda(),
      'POST /account/email-change/complete': () => ({
        status: 403,
        body: { code: 'forbidden', message: text.otherAccount },
      }),
    });
    renderApp('/account/email-change#token=someone-elses');

    await user.click(await screen.findByRole('button', { name: text.confirm }));
    expect(await screen.findByText(text.otherAccount)).toBeTruthy();
    expect(amplifyAuth.signOut).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to sign in first, then back to the link', async () => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
    fakeApi({});
    const { router } = renderApp('/account/email-change#token=abc');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    const from = (router.state.location.state as { from: { pathname: string; search: string; hash: string } }).from;
    expect(`${from.pathname}${from.search}${from.hash}`).toBe('/account/email-change#token=abc');
  });
});

describe('/account/email-change/undo (the link mailed to the old address)', () => {
  it('undoes the change on request, without a session, and says the account is locked', async () => {
    const user = userEvent.setup();
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
    const fetchMock = fakeApi({ 'POST /auth/email-change/undo': () => ({ status: 200, body: { locked: true } }) });
    renderApp('/account/email-change/undo#token=undo-1');

    await user.click(await screen.findByRole('button', { name: text.undoConfirm }));
    expect(await screen.findByRole('heading', { name: text.undoneTitle })).toBeTruthy();
    expect(screen.getByText(text.undoneBody)).toBeTruthy();
    const [request] = callsTo(fetchMock, 'POST', '/auth/email-change/undo');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ token: 'undo-1' });
  });

  it('shows why a used or expired link was refused', async () => {
    const user = userEvent.setup();
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
    fakeApi({
      'POST /auth/email-change/undo': () => ({
        status: 400,
        body: { code: 'bad_request', message: text.undoInvalidLink },
      }),
    });
    renderApp('/account/email-change/undo#token=used');

    await user.click(await screen.findByRole('button', { name: text.undoConfirm }));
    expect(await screen.findByText(text.undoInvalidLink)).toBeTruthy();
  });
});
