import { signInAsSeededAdmin } from '../src/staff';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { claimableTaxYears, copy, unreadCountsSchema, staffCopy } from '@taxback/shared';
import { adminToken, customerToken } from '../../local/test/support/tokens';
import { useBrowser, newContext, screenshot } from '../src/browser';

const stack = () => inject('localStack');

const api = async (method: string, path: string, token: string, body?: unknown) => {
  const response = await fetch(`${stack().urls.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.json() as Promise<unknown>;
};

const profileForm = (lastName: string) => ({
  version: 0,
  firstName: 'Zoe',
  lastName,
  addressLine1: '12 Rue Principale',
  addressLine2: '',
  city: 'Laval',
  province: 'Quebec',
  postalCode: 'H7N 1A1',
  dateOfBirth: '1980-02-03',
  countryOfBirth: 'Canada',
  phone: '',
});

describe('live admin notifications in the browser', () => {
  const browser = useBrowser();

  it("shows a customer's activity on the admin's open dashboard, and the badge, without a reload", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInAsSeededAdmin(page);
    await page.waitForURL('**/account');
    await page.goto(`${stack().urls.app}/admin/dashboard`);
    await page.getByRole('tab', { name: staffCopy.adminDashboard.tabs.notifications, selected: true }).waitFor();
    await page.getByRole('heading', { name: staffCopy.adminNotifications.title }).waitFor();
    const loadedAt = await page.evaluate(() => performance.timeOrigin);

    // The customer acts elsewhere: completes their profile and chooses tax years.
    const lastName = `Live${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`;
    const customer = await customerToken();
    await api('PUT', '/profile', customer, profileForm(lastName));
    await api('POST', '/applications', customer, {
      answers: { taxYears: [String(claimableTaxYears(new Date())[0])] },
    });

    const group = page.locator('.notification-group', { has: page.getByRole('heading', { name: `Zoe ${lastName}` }) });
    await group.getByText(staffCopy.adminNotifications.events.tax_years_selected!).waitFor({ timeout: 5_000 });
    await group.getByText(staffCopy.adminNotifications.events.profile_completed!).waitFor();
    await group.getByText(staffCopy.adminNotifications.unreadInGroup(2)).waitFor();

    const unread = unreadCountsSchema.parse(await api('GET', '/admin/notifications/unread-count', await adminToken()));
    const header = page.getByRole('banner');
    await header.getByText(copy.header.adminUnread(unread.notifications + unread.messages)).waitFor();
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await screenshot(page, 'live-notifications-admin-desktop');

    await group.getByRole('button', { name: staffCopy.adminNotifications.archive }).first().click();
    await page.getByText(staffCopy.adminNotifications.archived).first().waitFor();
    await context.close();
  });
});
