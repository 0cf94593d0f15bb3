import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { staffCopy } from '@taxback/shared';
import { describeViolations, seriousViolations } from '../src/accessibility';
import { newContext, screenshot, sidewaysOverflow, useBrowser, viewports } from '../src/browser';
import { paidClaim } from '../src/customers';
import { signInAsSeededAdmin } from '../src/staff';

const stack = () => inject('localStack');
const text = staffCopy.adminWorkQueue;

async function expectNoSeriousViolations(page: Page) {
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
}

describe('the work queue in the browser', () => {
  const browser = useBrowser();

  it('opens on the queues, and a queue’s count is the number of claims its link lists', async () => {
    const { firstName } = (await paidClaim('Queue')).customer;

    const staff = await (await newContext(browser())).newPage();
    await signInAsSeededAdmin(staff);
    await staff.waitForURL('**/account');
    await staff.goto(`${stack().urls.app}/admin`);
    await staff.getByRole('heading', { level: 1, name: staffCopy.staffLayout.sections.workQueue }).waitFor();

    const queue = text.queues.paid_not_reviewed;
    const card = staff.getByRole('link', { name: new RegExp(`^\\d+ claims?: ${queue.title}$`) });
    await card.waitFor();
    // The count, then " claims:" for screen readers.
    const count = Number.parseInt((await card.locator('.queue-cards__count').textContent())!, 10);
    expect(count).toBeGreaterThan(0);
    await staff.getByText(queue.counts).waitFor();
    await expectNoSeriousViolations(staff);
    await screenshot(staff, 'admin-work-queue-desktop');
    await staff.setViewportSize(viewports.phone);
    expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
    await screenshot(staff, 'admin-work-queue-phone');
    await staff.setViewportSize(viewports.desktop);

    await card.click();
    await staff.waitForURL('**/admin/claims?queue=paid_not_reviewed');
    const table = staff.getByRole('table', { name: text.claims.tableLabel });
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(count);
    await staff
      .getByRole('status')
      .filter({ hasText: text.claims.showing(count, count) })
      .waitFor();
    const row = table.locator('tbody tr').filter({ hasText: firstName });
    await row.getByText(text.stages.in_review).waitFor();
    await expectNoSeriousViolations(staff);
    await screenshot(staff, 'admin-claims-queue-desktop');

    // The stage filter narrows the same table, and the address keeps both filters.
    await staff.getByLabel(text.claims.stageFilter).selectOption('in_review');
    await staff.waitForURL(/queue=paid_not_reviewed&stage=in_review/);
    const badges = table.locator('tbody tr').getByText(text.stages.in_review, { exact: true });
    await expect.poll(() => badges.count()).toBe(count);

    await staff.setViewportSize(viewports.phone);
    expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
    await screenshot(staff, 'admin-claims-queue-phone');
    await staff.setViewportSize(viewports.desktop);

    // A row opens the claim's page.
    await row.getByRole('link').click();
    await staff.waitForURL(/\/admin\/claims\/[0-9a-f-]{36}$/);
    await staff.close();
  });
});
