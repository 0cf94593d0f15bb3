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

    expect(await form().findByText(text.sent('ada.new@example.com'))).toBeTruthy();
    const [request] = callsTo(fetchMock, 'POST', '/account/email-change');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ newEmail: 'ada.new@example.com' });
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
