import { signInAsSeededAdmin, staffNav } from '../src/staff';
import { describe, expect, inject, it } from 'vitest';
import { unreadCountsSchema, staffCopy } from '@taxback/shared';
import { adminToken } from '../../local/test/support/tokens';
import { useBrowser, newContext, screenshot } from '../src/browser';
import { api, createCustomer, draftClaim, uniqueName } from '../src/customers';

const stack = () => inject('localStack');

describe('live admin notifications in the browser', () => {
  const browser = useBrowser();

  it("shows a customer's activity on the admin's open dashboard, and the badge, without a reload", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInAsSeededAdmin(page);
    await page.waitForURL('**/account');
    await page.goto(`${stack().urls.app}/admin`);
    await page.getByRole('heading', { level: 1, name: staffCopy.staffLayout.sections.workQueue }).waitFor();
    await page.getByRole('heading', { name: staffCopy.adminNotifications.title }).waitFor();
    const loadedAt = await page.evaluate(() => performance.timeOrigin);

    // The customer acts elsewhere: completes their profile, chooses tax years, then writes to staff. Only the
    // message asks something of staff.
    const lastName = uniqueName('Live', 6);
    const customer = await createCustomer('Zoe');
    await draftClaim(customer, lastName);
    await api(customer, 'POST', '/messages', { title: 'My forms', content: 'When will my forms be ready?' });

    const group = page.locator('.notification-group', { has: page.getByRole('heading', { name: `Zoe ${lastName}` }) });
    await group.getByText(staffCopy.adminNotifications.events.message_from_user!).waitFor({ timeout: 5_000 });
    await group.getByText(staffCopy.adminNotifications.unreadInGroup(1)).waitFor();
    expect(await group.getByText(staffCopy.adminNotifications.events.tax_years_selected!).count()).toBe(0);
    expect(await group.getByText(staffCopy.adminNotifications.events.profile_completed!).count()).toBe(0);

    const staff = { token: await adminToken(), apiUrl: stack().urls.api };
    const unread = unreadCountsSchema.parse(await api(staff, 'GET', '/admin/notifications/unread-count'));
    await staffNav(page)
      .getByRole('link', { name: staffCopy.staffLayout.counts.notifications(unread.notifications) })
      .waitFor();
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await screenshot(page, 'live-notifications-admin-desktop');

    await group.getByRole('button', { name: staffCopy.adminNotifications.archive }).first().click();
    await page.getByText(staffCopy.adminNotifications.archived).first().waitFor();
    await context.close();
  });
});
