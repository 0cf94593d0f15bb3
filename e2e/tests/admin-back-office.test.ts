import { openSection, search, searchClaims, signInAsSeededAdmin } from '../src/staff';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { copy, staffCopy } from '@taxback/shared';
import { newContext, sidewaysOverflow, useBrowser, screenshot, viewports } from '../src/browser';
import {
  api,
  authLabels,
  createCustomer,
  finishedApplication,
  paidClaim,
  signInThroughUi,
  uniqueName,
} from '../src/customers';
import { waitForMail } from '../src/mailbox';

const stack = () => inject('localStack');
const signInLabels = authLabels(copy);
const office = staffCopy.adminBackOffice;
const sections = staffCopy.staffLayout.sections;
const text = copy.adminConversations;

async function signInAsStaff(page: Page) {
  await signInAsSeededAdmin(page);
  await page.waitForURL('**/account');
}

describe('the staff back office in the browser', () => {
  const browser = useBrowser();

  it('tracks a paid application, writes to the customer, and the customer sees both', async () => {
    const { customer, applicationId, fullName } = await paidClaim('Odile');
    const { firstName } = customer;

    const staff = await (await newContext(browser())).newPage();
    await signInAsStaff(staff);
    await staff.goto(`${stack().urls.app}/admin`);
    await staff.getByRole('heading', { level: 1, name: sections.workQueue }).waitFor();
    await staff.getByRole('heading', { name: staffCopy.adminNotifications.title }).waitFor();
    await screenshot(staff, 'admin-notifications-desktop');

    // The application, found by the customer's name, and its progress tracker.
    await openSection(staff, sections.claims);
    await searchClaims(staff, firstName);
    const row = staff.getByRole('row').filter({ hasText: fullName });
    await row.getByText(copy.statusLabels.submitted).waitFor();
    await screenshot(staff, 'admin-applications-desktop');
    await staff.setViewportSize(viewports.phone);
    await screenshot(staff, 'admin-applications-phone');
    await staff.setViewportSize(viewports.desktop);

    // The claim's page: its first step recorded in order; no status to pick, only the lifecycle's actions.
    await row.getByRole('link', { name: office.applications.manageLabel(fullName) }).click();
    await staff.getByRole('heading', { level: 1, name: office.claimPage.title(fullName) }).waitFor();
    const checklist = staff.getByRole('region', { name: office.claimPage.steps.title });
    const audit = staff.getByRole('region', { name: office.tracker.auditTitle });
    for (const step of [office.progressSteps.forms_1042s_received, office.progressSteps.under_review]) {
      await checklist.getByRole('button', { name: office.claimPage.steps.recordLabel(step) }).click();
      await audit.getByText(office.tracker.audit.progress(step, true)).waitFor();
    }
    // The return went in before the signed originals came back: recorded out of order, with the reason.
    const filed = office.progressSteps.irs_submitted;
    await checklist.getByRole('button', { name: office.claimPage.steps.overrideLabel(filed) }).click();
    await checklist.getByLabel(office.claimPage.steps.reasonLabel).fill('Filed from the scanned copies');
    await checklist.getByRole('button', { name: office.claimPage.steps.recordOutOfOrder }).click();
    await audit.getByText(office.tracker.audit.progressOverride(filed, true)).waitFor();
    const actions = staff.getByRole('region', { name: office.claimPage.lifecycle.title });
    expect(await actions.getByRole('button').allTextContents()).toEqual([
      office.claimPage.lifecycle.reopen,
      office.claimPage.lifecycle.reject,
    ]);
    await screenshot(staff, 'admin-tracker-desktop');
    await staff.goto(`${stack().urls.app}/admin`);

    await openSection(staff, sections.customers);
    await search(staff, office.users.searchLabel, firstName);
    await staff.getByRole('cell', { name: customer.email, exact: true }).waitFor();
    await screenshot(staff, 'admin-users-desktop');

    await staff.getByRole('link', { name: staffCopy.staffLayout.customers.files }).click();
    await staff.getByRole('button', { name: office.lists.refresh }).waitFor();
    await screenshot(staff, 'admin-files-desktop');

    await openSection(staff, sections.discounts);
    await staff.getByRole('cell', { name: 'WELCOME10', exact: true }).waitFor();
    await screenshot(staff, 'admin-discount-codes-desktop');
    await staff.getByRole('button', { name: staffCopy.adminDiscounts.newCode }).click();
    await staff.getByRole('dialog', { name: staffCopy.adminDiscounts.createTitle }).waitFor();
    await screenshot(staff, 'admin-discount-code-dialog-desktop');
    await staff.keyboard.press('Escape');
    await staff.setViewportSize(viewports.phone);
    await screenshot(staff, 'admin-discount-codes-phone');
    await staff.setViewportSize(viewports.desktop);

    // A message to the customer about their claim, mailed as a notice; their answer comes back as an
    // unread conversation.
    const { taxYears } = await api<{ taxYears: string[] }>(customer, 'GET', `/applications/${applicationId}`);
    const claimName = copy.accountPage.claims.claimFor(taxYears.join(', '));
    await staff.goto(`${stack().urls.app}/admin/messages`);
    await search(staff, office.users.searchLabel, firstName);
    await staff.getByRole('button', { name: text.writeLabel(fullName) }).click();
    await staff.getByRole('heading', { name: text.composeTo(fullName) }).waitFor();
    await staff.getByLabel(text.about).selectOption({ label: claimName });
    const title = 'Your forms are on their way';
    await staff.getByLabel(text.subject).fill(`  ${title} `);
    await staff.getByLabel(text.body).fill('Your forms are ready to sign: they are on your claim in your account.');
    await staff.getByRole('button', { name: text.send }).click();
    await staff.getByText(text.sent).waitFor();
    await waitForMail(customer.email, text.emailSubject(title));

    await api(customer, 'POST', '/messages', { content: 'Thank you, I will sign them tonight.' });
    await staff.reload();
    const conversation = staff
      .getByRole('button', { name: new RegExp(fullName) })
      .filter({ hasText: text.unreadCount(1) });
    await conversation.click();
    await staff.getByText('Thank you, I will sign them tonight.').waitFor();
    // Other tests' customers may have unread conversations on the same stack: only this customer's badge goes.
    await conversation.waitFor({ state: 'detached' });
    await staff.getByRole('button', { name: text.reply, exact: true }).click();
    await staff.getByRole('heading', { name: text.composeReply(fullName) }).waitFor();
    await screenshot(staff, 'admin-messages-desktop');
    await staff.setViewportSize(viewports.phone);
    await screenshot(staff, 'admin-messages-phone');

    // The customer reads the message on /account and the two steps on their refund timeline.
    const own = await (await newContext(browser())).newPage();
    await signInThroughUi(own, customer, signInLabels);
    const thread = own.getByRole('list', { name: copy.accountConversation.title });
    await thread.getByText(title).waitFor();
    await screenshot(own, 'account-messages-desktop');

    // The message names its claim and leads to that claim's timeline.
    await thread.getByRole('link', { name: claimName }).click();
    await own.waitForURL(`**/refund-status?claim=${applicationId}`);
    for (const step of [copy.refundStatus.steps.under_review, copy.refundStatus.steps.submitted_to_irs]) {
      const item = own.getByRole('listitem').filter({ hasText: step });
      await item.getByText(copy.refundStatus.completed, { exact: true }).waitFor();
    }
    await screenshot(own, 'refund-status-tracked-desktop');
  });

  it('keeps a name typed as one long word within its column in the applications and users lists', async () => {
    const firstName = `Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft${randomUUID().slice(0, 8)}`;
    const fullName = `${firstName} Gagnon`;
    await finishedApplication(await createCustomer(firstName));
    const staff = await (await newContext(browser())).newPage();
    await signInAsStaff(staff);
    await staff.goto(`${stack().urls.app}/admin`);
    /** How far the list holding `row` scrolls sideways inside its box (0: every column is in view). */
    const listOverflow = (row: Locator) =>
      row
        .locator('xpath=ancestor::div[contains(@class, "admin-list__scroll")]')
        .evaluate((box) => box.scrollWidth - box.clientWidth);

    await openSection(staff, sections.claims);
    await searchClaims(staff, firstName);
    const application = staff.getByRole('row').filter({ hasText: fullName });
    await application.getByRole('link', { name: office.applications.manageLabel(fullName) }).waitFor();
    expect(await listOverflow(application)).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);

    await openSection(staff, sections.customers);
    await search(staff, office.users.searchLabel, firstName);
    const user = staff.getByRole('row').filter({ hasText: firstName });
    await user.waitFor();
    expect(await listOverflow(user)).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
    await staff.context().close();
  });

  it('sends one message to several customers ticked in the compose form; each reads it in their thread and mail', async () => {
    const name = uniqueName('Bcast', 6);
    const customers = await Promise.all([createCustomer(name), createCustomer(name)]);
    await Promise.all(customers.map((customer) => finishedApplication(customer)));

    const staff = await (await newContext(browser())).newPage();
    await signInAsStaff(staff);
    await staff.goto(`${stack().urls.app}/admin/messages`);
    const picker = staff.getByRole('group', { name: text.recipients });
    // The search index is written from the table's stream: search again until both customers are found.
    await expect
      .poll(
        async () => {
          await search(staff, text.recipientsSearch, name);
          await staff.waitForTimeout(300);
          return picker.getByRole('checkbox').count();
        },
        { timeout: 20_000 },
      )
      .toBe(2);
    await picker.getByRole('button', { name: text.pickPage }).click();
    await picker.getByText(text.chosenCount(2)).waitFor();
    const title = `Refunds for 2025 are arriving ${name}`;
    await staff.getByLabel(text.subject).fill(title);
    await staff.getByLabel(text.body).fill('Follow your claim on the refund timeline.');
    await screenshot(staff, 'admin-broadcast-compose-desktop');
    await staff.getByRole('button', { name: text.send }).click();
    await staff.getByText(text.broadcastStarted(2)).waitFor();

    for (const customer of customers) {
      await waitForMail(customer.email, text.emailSubject(title), 20_000);
      const thread = await api<{ messages: { title: string }[] }>(customer, 'GET', '/messages');
      expect(thread.messages.map((message) => message.title)).toEqual([title]);
    }
    const sent = staff.getByRole('listitem').filter({ hasText: title });
    await sent.getByText(text.broadcastStatuses.sent, { exact: true }).waitFor({ timeout: 15_000 });
    await sent.getByText(text.broadcastProgress(2, 2), { exact: false }).waitFor();
    await screenshot(staff, 'admin-broadcast-sent-desktop');
  });
});
