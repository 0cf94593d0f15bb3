import { describe, expect, inject, it } from 'vitest';
import { copy, staffCopy } from '@taxback/shared';
import type { Page } from 'playwright-core';
import { api, createCustomer, draftClaim, uniqueName } from '../src/customers';
import { newContext, screenshot, sidewaysOverflow, useBrowser, type viewports } from '../src/browser';
import { describeViolations, seriousViolations } from '../src/accessibility';
import { signInAsSeededAdmin } from '../src/staff';

const stack = () => inject('localStack');
const text = staffCopy.adminNotifications;

const letters = () => uniqueName('', 8);

/** A customer with a profile and a claim who uploads nothing but writes to staff about the claim, twice. */
async function customerWhoWrites(firstName: string, lastName: string) {
  const customer = await createCustomer(firstName);
  const applicationId = await draftClaim(customer, lastName);
  await api(customer, 'POST', '/messages', { content: 'When will my forms be ready?', applicationId });
  await api(customer, 'POST', '/messages', { content: 'Also: is my passport needed?', applicationId });
  return { name: `${firstName} ${lastName}`, applicationId };
}

async function openNotifications(page: Page) {
  await signInAsSeededAdmin(page);
  await page.waitForURL('**/account');
  await page.goto(`${stack().urls.app}/admin`);
  await page.getByRole('heading', { name: text.title }).waitFor();
}

describe('staff notifications: what needs action, grouped by customer', () => {
  const browser = useBrowser();

  it.each<[keyof typeof viewports, number]>([
    ['desktop', 1280],
    ['phone', 390],
  ])(
    'on a %s (%i px): one group per customer, one claim link, mark read, nothing wider than the window',
    async (viewport) => {
      // A long unbroken surname (as a real compound one can be) once pushed the page to 813 px on a phone.
      const long = await customerWhoWrites('Hubert', `Wolfeschlegelsteinhausenbergerdorff${letters()}${letters()}`);
      const other = await customerWhoWrites('Ana', `Roy${letters()}`);

      const context = await newContext(browser(), viewport);
      const page = await context.newPage();
      await openNotifications(page);

      const groupOf = (name: string) =>
        page.locator('.notification-group', { has: page.getByRole('heading', { name, exact: true }) });
      const group = groupOf(long.name);
      await group.getByText(text.events.message_from_user!).waitFor();
      // One customer's two messages are one event in one group, with one link to the claim page.
      expect(await page.getByRole('heading', { name: long.name, exact: true }).count()).toBe(1);
      const link = group.getByRole('link', { name: text.openClaimLabel(long.name) });
      expect(await link.getAttribute('href')).toBe(`/admin/claims/${long.applicationId}`);
      await group.getByText(text.unreadInGroup(1)).waitFor();
      await groupOf(other.name).getByText(text.unreadInGroup(1)).waitFor();

      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await screenshot(page, `staff-notifications-${viewport}`);
      expect(describeViolations(await seriousViolations(page))).toEqual([]);

      await group.getByRole('button', { name: text.markGroupReadLabel(long.name) }).click();
      await page.getByText(text.groupMarkedRead).first().waitFor();
      await group.getByText(text.unreadInGroup(1)).waitFor({ state: 'detached' });
      // The other customer's group is left unread.
      await groupOf(other.name).getByText(text.unreadInGroup(1)).waitFor();

      // The messages page, too, keeps within the window.
      await page.goto(`${stack().urls.app}/admin/messages`);
      await page.getByRole('button', { name: copy.adminConversations.sections.conversations }).waitFor();
      const entry = page.locator('.conversation-list').getByRole('button', { name: new RegExp(long.name) });
      await entry.getByText('Also: is my passport needed?').waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await entry.click();
      await page.getByRole('button', { name: copy.adminConversations.reply }).click();
      await page.getByText(copy.adminConversations.customerLanguage('English')).waitFor();
      await screenshot(page, `staff-messages-${viewport}`);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(describeViolations(await seriousViolations(page))).toEqual([]);
      await context.close();
    },
  );
});
