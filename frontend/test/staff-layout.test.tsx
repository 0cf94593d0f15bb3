import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_NAME } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { pageOfOldDashboardAddress } from '@/app/layout/staff-paths';
import { staffSections } from '@/app/layout/staff-nav';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { ada, sessionOf } from './helpers/amplify-session';
import { firstPage, signInAdmin } from './helpers/admin';
import { fakeApi, meOf } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.staffLayout;
const nav = () => screen.findByRole('navigation', { name: text.navLabel });

function asStaff(unread = { notifications: 0, messages: 0 }) {
  return fakeApi({
    ...signInAdmin(),
    ...firstPage('applications', []),
    'GET /admin/notifications/unread-count': () => ({ status: 200, body: unread }),
  });
}

describe('the staff layout', () => {
  it('lists every section in order, each at its own address', async () => {
    asStaff();
    renderApp('/admin');
    const links = within(await nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [text.sections.workQueue, '/admin'],
      [text.sections.claims, '/admin/claims'],
      [text.sections.messages, '/admin/messages'],
      [text.sections.retrieval, '/admin/retrieval'],
      [text.sections.customers, '/admin/customers'],
      [text.sections.discounts, '/admin/discounts'],
      [text.sections.blog, '/admin/blog'],
      [text.sections.casinos, '/admin/casinos'],
      [text.sections.season, '/admin/season'],
      [text.sections.settings, '/admin/settings'],
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
  });

  it('has no marketing header, footer or chat button; the bar shows who is signed in and Sign out', async () => {
    asStaff();
    renderApp('/admin');
    await nav();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: copy.header.nav.pricing })).toBeNull();
    expect(screen.queryByRole('button', { name: copy.chatbot.open })).toBeNull();
    const bar = within(screen.getByRole('banner'));
    expect(bar.getByText('Ada')).toBeTruthy();
    expect(bar.getByRole('button', { name: copy.header.signOut })).toBeTruthy();
    expect(bar.getByRole('link', { name: `${PRODUCT_NAME} ${text.backOffice}` }).getAttribute('href')).toBe('/admin');
  });

  it('says what each count beside a section counts', async () => {
    asStaff({ notifications: 6, messages: 1 });
    renderApp('/admin');
    const sections = within(await nav());
    const workQueue = await sections.findByRole('link', { name: new RegExp(text.sections.workQueue) });
    expect(await within(workQueue).findByText(text.counts.notifications(6))).toBeTruthy();
    expect(within(workQueue).getByText(text.counts.short(6))).toBeTruthy();
    const messages = sections.getByRole('link', { name: new RegExp(text.sections.messages) });
    expect(within(messages).getByText(text.counts.messages(1))).toBeTruthy();
    expect(sections.getByRole('link', { name: text.sections.claims }).textContent).toBe(text.sections.claims);
  });

  it('opens the sections from the menu button, and a chosen section closes it', async () => {
    asStaff();
    const { router } = renderApp('/admin');
    const user = userEvent.setup();
    const menu = await screen.findByRole('button', { name: new RegExp(text.openMenu) });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getAttribute('aria-controls')).toBe((await nav()).id);
    await user.click(within(await nav()).getByRole('link', { name: text.sections.claims }));
    expect(router.state.location.pathname).toBe('/admin/claims');
    expect(await screen.findByRole('heading', { level: 1, name: text.sections.claims })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(text.openMenu) }).getAttribute('aria-expanded')).toBe('false');
  });

  it.each(staffSections)(
    'opens $label at $path under its own title, marked as the current section',
    async ({ path, label }) => {
      asStaff();
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: label })).toBeTruthy();
      expect(
        within(await nav())
          .getByRole('link', { name: label })
          .getAttribute('aria-current'),
      ).toBe('page');
    },
  );

  it('shows a customer no back office and no sections', async () => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(ada));
    fakeApi({ 'GET /me': () => ({ status: 200, body: meOf() }) });
    const { router } = renderApp('/admin/claims');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('navigation', { name: text.navLabel })).toBeNull();
  });
});

describe('old dashboard addresses', () => {
  it.each([
    ['/admin', '?tab=notifications', '/admin'],
    ['/admin', '?tab=applications&q=0190a0b2', '/admin/claims?q=0190a0b2'],
    ['/admin/', '?tab=users', '/admin/customers'],
    ['/admin', '?tab=files', '/admin/customers/files'],
    ['/admin', '?tab=discount-codes', '/admin/discounts'],
    ['/admin', '?tab=retrieval', '/admin/retrieval'],
    ['/admin', '?tab=casinos', '/admin/casinos'],
    ['/admin', '?tab=inbox', '/admin/messages'],
    ['/admin', '?tab=representatives', '/admin/settings'],
    ['/admin', '?tab=no-such-tab', '/admin'],
    ['/admin/dashboard', '?tab=applications', '/admin/claims'],
    ['/admin/dashboard', '', '/admin'],
  ])('%s%s opens %s', (pathname, search, page) => {
    expect(pageOfOldDashboardAddress(pathname, search)).toBe(page);
  });

  it.each([
    ['/admin', ''],
    ['/admin/claims', '?q=abc'],
    ['/admin/claims', '?tab=users'],
    ['/admin/messages', ''],
  ])('leaves %s%s alone', (pathname, search) => {
    expect(pageOfOldDashboardAddress(pathname, search)).toBeNull();
  });

  it('moves a claim link from a mail of before to the claims table, searched for that claim', async () => {
    asStaff();
    const { router } = renderApp('/admin?tab=applications&q=0190a0b2');
    expect(await screen.findByRole('heading', { level: 1, name: text.sections.claims })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/claims');
    expect(router.state.location.search).toBe('?q=0190a0b2');
  });
});
