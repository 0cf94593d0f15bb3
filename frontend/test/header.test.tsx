import { render, screen, within } from '@testing-library/react';
import { copy } from '@taxback/shared/copy';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminButton } from '@/app/layout/admin-button';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { ada, sessionOf } from './helpers/amplify-session';
import { fakeApi, meOf } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const header = () => within(screen.getByRole('banner'));
const hrefOf = (name: string) => header().getByRole('link', { name }).getAttribute('href');

describe('header', () => {
  describe('signed out', () => {
    beforeEach(() => {
      amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
      fakeApi({});
    });

    it('offers Sign in and Sign up', async () => {
      renderApp('/');
      expect(await header().findByRole('link', { name: copy.header.signIn })).toBeTruthy();
      expect(hrefOf(copy.header.signIn)).toBe('/auth?mode=signin');
      expect(hrefOf(copy.header.signUp)).toBe('/auth');
      expect(header().queryByRole('link', { name: copy.header.myAccount })).toBeNull();
      expect(header().queryByRole('button', { name: copy.header.signOut })).toBeNull();
    });

    it('has the buttons in place, held hidden, while the session is still unknown', async () => {
      amplifyAuth.fetchAuthSession.mockReturnValue(new Promise(() => {}));
      renderApp('/');
      const signIn = await header().findByRole('link', { name: copy.header.signIn });
      expect(signIn.closest('.header-actions')?.classList.contains('header-actions--pending')).toBe(true);
    });

    it('links the logo home and the navigation to the home anchors and pages', async () => {
      renderApp('/');
      await header().findByRole('link', { name: copy.header.signIn });
      expect(hrefOf(copy.header.homeLink)).toBe('/');
      expect(hrefOf(copy.header.nav.faq)).toBe('/#faq');
      expect(hrefOf(copy.header.nav.pricing)).toBe('/pricing');
    });
  });

  describe('signed in', () => {
    beforeEach(() => {
      amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(ada));
    });

    it('shows the first name from GET /me, My Account and Sign out, but no Admin for a customer', async () => {
      fakeApi({ 'GET /me': () => ({ status: 200, body: meOf() }) });
      renderApp('/');
      expect(await header().findByText(copy.header.hello('Ada'))).toBeTruthy();
      expect(hrefOf(copy.header.myAccount)).toBe('/account');
      expect(header().getByRole('button', { name: copy.header.signOut })).toBeTruthy();
      expect(header().queryByRole('link', { name: copy.header.signIn })).toBeNull();
      expect(header().queryByRole('link', { name: copy.header.admin })).toBeNull();
    });

    it("shows the first name given at sign-up before the profile's", async () => {
      amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf({ ...ada, givenName: 'Augusta' }));
      fakeApi({ 'GET /me': () => ({ status: 200, body: meOf({ firstName: 'Ada' }) }) });
      renderApp('/');
      expect(await header().findByText(copy.header.hello('Augusta'))).toBeTruthy();
      expect(header().queryByText(copy.header.hello('Ada'))).toBeNull();
    });

    it('adds the Admin button for an admin', async () => {
      fakeApi({ 'GET /me': () => ({ status: 200, body: meOf({ isAdmin: true }) }) });
      renderApp('/');
      expect(await header().findByRole('link', { name: copy.header.admin })).toBeTruthy();
      expect(hrefOf(copy.header.admin)).toBe('/admin');
    });
  });

  describe('Admin button badge', () => {
    const renderButton = (unreadCount?: number) =>
      render(
        <MemoryRouter>
          <AdminButton unreadCount={unreadCount} />
        </MemoryRouter>,
      );

    it('shows the unread count when above zero, saying what it counts', () => {
      renderButton(3);
      expect(screen.getByRole('link').textContent).toContain(copy.header.adminUnread(3));
      expect(
        screen.getByRole('link', { name: `${copy.header.admin} ${copy.header.adminUnreadLabel(3)}` }),
      ).toBeTruthy();
    });

    it('shows no badge without unread items', () => {
      renderButton(0);
      expect(screen.getByRole('link').textContent).toBe(copy.header.admin);
    });
  });
});
