import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { FEES, formatUsd, copy, progressSteps, staffCopy } from '@taxback/shared';
import { newContext, stillsAtBothWidths, useBrowser } from '../src/browser';
import {
  button,
  fillProfile,
  heading,
  sampleFiles,
  signUpThroughUi,
  timelineStepCompleted,
  uploadDocument,
  walkWizardWithMissingForm,
} from '../src/journey';
import { waitForMail } from '../src/mailbox';
import { enterAuthenticatorCode, openSection, search, searchClaims } from '../src/staff';
import { uniqueName } from '../src/customers';

const stack = () => inject('localStack');
const app = () => stack().urls.app;
const office = staffCopy.adminBackOffice;
const sections = staffCopy.staffLayout.sections;
const PASSWORD = 'winnings2024';

const shot = new Set<string>();

async function screenshots(page: Page, name: string) {
  await stillsAtBothWidths(page, `full-journey-${name}`);
  shot.add(name);
}

async function signIn(page: Page, email: string, password: string, totpSecret?: string) {
  await page.goto(`${app()}/auth?mode=signin`);
  await page.getByRole('heading', { name: copy.auth.signInHeading }).waitFor();
  await page.getByLabel(copy.auth.email).fill(email);
  await page.getByLabel(copy.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: copy.auth.signIn, exact: true }).click();
  if (totpSecret) await enterAuthenticatorCode(page, totpSecret);
  await page.waitForURL('**/account');
}

/** Which tracker action makes which step of the customer's timeline Completed (the others have none). */
const timelineStepOf: Partial<Record<string, string>> = {
  application_completed: copy.refundStatus.steps.under_review,
  irs_submitted: copy.refundStatus.steps.submitted_to_irs,
  irs_approved: copy.refundStatus.steps.approved_by_irs,
  refund_issued: copy.refundStatus.steps.refund_issued,
};

describe('the whole journey, customer and staff side by side', () => {
  const browser = useBrowser();

  it('signs up, applies without an ITIN and with missing forms, uploads, pays, and follows what staff do live', async () => {
    const startedAt = Date.now();
    const files = sampleFiles();
    const firstName = 'Gabrielle';
    const lastName = uniqueName('Roy', 6);
    const fullName = `${firstName} ${lastName}`;
    const email = `full-journey-${randomUUID().slice(0, 8)}@example.com`;

    // Staff: signed in, the dashboard open on the Notifications tab.
    const staff = await (await newContext(browser())).newPage();
    await signIn(staff, stack().admin.email, stack().admin.password, stack().admin.totpSecret);
    await staff.goto(`${app()}/admin`);
    await staff.getByRole('heading', { level: 1, name: sections.workQueue }).waitFor();
    await staff.getByRole('heading', { name: staffCopy.adminNotifications.title }).waitFor();
    const staffLoadedAt = await staff.evaluate(() => performance.timeOrigin);
    await screenshots(staff, 'admin-notifications');

    // Customer: sign up, follow the mailed link, sign in.
    const customerContext = await newContext(browser());
    const page = await customerContext.newPage();
    await signUpThroughUi(page, { firstName, email, password: PASSWORD }, screenshots);
    await page.goto(`${app()}/auth?mode=signin`);
    await page.getByRole('heading', { name: copy.auth.signInHeading }).waitFor();
    await screenshots(page, 'auth-sign-in');
    await signIn(page, email, PASSWORD);
    await page.getByRole('banner').getByRole('link', { name: copy.header.myAccount }).waitFor();
    await screenshots(page, 'account-new');

    // The profile on /step1.
    await page.goto(`${app()}/step1`);
    await heading(page, copy.step1.title).waitFor();
    await page.getByLabel(copy.profileForm.firstName).waitFor();
    await fillProfile(page, { firstName, lastName });
    await screenshots(page, 'step1');
    await button(page, copy.step1.confirm).click();
    await page.waitForURL('**/application');

    // The wizard: no ITIN, the newest year, one missing form, delivery by e-mail; finished.
    const applicationId = await walkWizardWithMissingForm(page, screenshots);

    // The documents: a Form 1042-S and an ID.
    await page.goto(`${app()}/upload-documents`);
    await heading(page, copy.uploadsPage.title).waitFor();
    await uploadDocument(page, 'Form', files.form);
    await uploadDocument(page, 'ID', files.id);
    await page.getByRole('listitem').filter({ hasText: 'casino-1042s.pdf' }).first().waitFor();
    await page.getByRole('listitem').filter({ hasText: 'passport.png' }).first().waitFor();
    await screenshots(page, 'upload-documents');

    // Staff see the uploads arrive, live, without a reload (the profile and the answers ask nothing of them).
    const group = staff.locator('.notification-group', { has: staff.getByRole('heading', { name: fullName }) });
    await group.getByText(staffCopy.adminNotifications.events.document_uploaded!).waitFor({ timeout: 10_000 });
    expect(await staff.evaluate(() => performance.timeOrigin)).toBe(staffLoadedAt);
    await screenshots(staff, 'admin-notifications-live');

    // Payment with WELCOME10, through the local checkout page.
    await page.goto(`${app()}/payment?applicationId=${applicationId}`);
    await page.getByRole('heading', { name: copy.paymentPage.title }).waitFor();
    // No ITIN and one missing form: the application fee, ITIN processing and one retrieval, less 10 %.
    const subtotal = FEES.baseApplicationCents + FEES.itinProcessingCents + FEES.missingFormRetrievalCents;
    const total = formatUsd(Math.round(subtotal * 0.9));
    await button(page, copy.paymentPage.pay(formatUsd(subtotal))).waitFor();
    await page.getByLabel(copy.paymentPage.discountLabel).fill('WELCOME10');
    await page.getByRole('button', { name: copy.paymentPage.apply }).click();
    await page.getByText(copy.payment.discountApplied('WELCOME10')).waitFor();
    // The missing form's win had no tax withheld: the refund estimated ($0) is below the fee, as the page says, and
    // the customer confirms they go ahead before paying.
    await page.getByText(copy.screening.lowRefundTitle).waitFor();
    await page.getByText(copy.screening.lowRefundConfirm).click();
    await screenshots(page, 'payment');
    await button(page, copy.paymentPage.pay(total)).click();
    await page.waitForURL('**/local-checkout/**');
    expect(await page.getByText(total).first().isVisible()).toBe(true);
    await screenshots(page, 'local-checkout');
    await button(page, `Pay ${total}`).click();
    await page.waitForURL('**/payment-success**');
    await page.getByRole('heading', { name: copy.paymentSuccess.title }).waitFor();
    await screenshots(page, 'payment-success');
    await page.getByRole('link', { name: copy.paymentSuccess.refundStatus }).click();
    await page.waitForURL('**/refund-status');
    await timelineStepCompleted(page, copy.refundStatus.steps.application_started);
    await timelineStepCompleted(page, copy.refundStatus.steps.application_completed);
    await screenshots(page, 'refund-status-paid');

    // A paid claim's answers are frozen: the wizard says where to follow it, the payment page takes no more money.
    await page.goto(`${app()}/application`);
    await page.getByRole('heading', { name: copy.wizard.locked.title }).waitFor();
    await screenshots(page, 'application-locked');
    await page.goto(`${app()}/payment?applicationId=${applicationId}`);
    await page.getByText(copy.paymentPage.alreadyPaid).waitFor();
    expect(await page.getByRole('button', { name: copy.paymentPage.pay(total) }).count()).toBe(0);
    // Back on the status page, which follows staff's changes live from here on.
    await page.getByRole('link', { name: copy.paymentPage.viewStatus }).click();
    await page.waitForURL('**/refund-status');
    await timelineStepCompleted(page, copy.refundStatus.steps.application_completed);
    // The customer authorises the request of their missing form: staff's work on the claim waits for it.
    const authorisation = page.getByTestId('missing-forms');
    await authorisation.getByLabel(copy.retrieval.fullName).fill(fullName);
    await authorisation.getByRole('button', { name: copy.retrieval.sign }).click();
    await authorisation.getByText(new RegExp(`^Signed by ${fullName} on `)).waitFor();

    // Staff: the claim, found by the customer's last name; every step of its checklist recorded, in order.
    await openSection(staff, sections.claims);
    await searchClaims(staff, lastName);
    const row = staff.getByRole('row').filter({ hasText: fullName });
    await row.getByText(copy.statusLabels.submitted).waitFor();
    await screenshots(staff, 'admin-applications');
    await row.getByRole('link', { name: office.applications.manageLabel(fullName) }).click();
    await staff.getByRole('heading', { level: 1, name: office.claimPage.title(fullName) }).waitFor();
    const checklist = staff.getByRole('region', { name: office.claimPage.steps.title });
    const steps = progressSteps({ hasItin: false, hasAll1042s: false });
    const recordedSteps = () => checklist.locator('.claim-checklist__step[data-state="recorded"]').count();
    expect(await checklist.locator('.claim-checklist__step').count()).toBe(steps.length);
    // Started is done from creation; the retrieval of missing forms is requested when the customer leaves step 4.
    expect(await recordedSteps()).toBe(2);
    await screenshots(staff, 'admin-tracker');

    const audit = staff.getByRole('region', { name: office.tracker.auditTitle });
    for (const step of steps) {
      if (step.action === null || step.action === 'documents_requested') continue;
      await checklist
        .getByRole('button', { name: office.claimPage.steps.recordLabel(office.progressSteps[step.id]) })
        .click();
      await audit.getByText(office.tracker.audit.progress(office.progressSteps[step.id], true)).first().waitFor();

      // The customer sees the change on a reload of their refund status.
      const timelineStep = timelineStepOf[step.action];
      if (timelineStep) {
        await page.reload();
        await timelineStepCompleted(page, timelineStep);
      }
    }
    expect(await recordedSteps()).toBe(steps.length);
    await staff.getByText(office.claimPage.stages.refund_issued).first().waitFor();
    await screenshots(staff, 'admin-tracker-all-done');

    await page.reload();
    await page.getByRole('heading', { name: copy.refundStatus.journeyTitle }).waitFor();
    // The eleven steps of a claim with a W-7 and missing forms (the forms sent for signature, the signed forms
    // received, the passport received and returned, the missing forms requested), and the one payment placed among
    // them once the claim's payments have loaded.
    const payments = page.locator('.timeline__step--payment');
    await payments.waitFor();
    expect(await payments.count()).toBe(1);
    expect(await page.locator('.timeline__step:not(.timeline__step--payment)').count()).toBe(11);
    for (const step of Object.values(copy.refundStatus.steps)) await timelineStepCompleted(page, step);
    await screenshots(page, 'refund-status-tracked');

    // Staff write to the customer.
    const adminText = copy.adminConversations;
    await staff.goto(`${app()}/admin/messages`);
    // The users' search is a prefix search of the sign-in service on first name or email, not on last name.
    await search(staff, office.users.searchLabel, email);
    await staff.getByRole('button', { name: adminText.writeLabel(fullName) }).click();
    await staff.getByRole('heading', { name: adminText.composeTo(fullName) }).waitFor();
    // The customer chose delivery by e-mail: the compose box says so, and the forms template never says "mailed".
    await staff.getByText(adminText.deliveryChoice(copy.wizard.delivery.choices.email), { exact: true }).waitFor();
    await staff.getByLabel(adminText.templatesLabel).selectOption('forms_ready');
    const title = adminText.templates.forms_ready.title;
    expect(await staff.getByLabel(adminText.body).inputValue()).toBe(adminText.templates.forms_ready.content.email);
    await screenshots(staff, 'admin-messages-compose');
    await staff.getByRole('button', { name: adminText.send }).click();
    await staff.getByText(adminText.sent).waitFor();
    await screenshots(staff, 'admin-messages-sent');
    await waitForMail(email, adminText.emailSubject(title));

    // The customer reads it on /account.
    await page.goto(`${app()}/account`);
    const thread = page.getByRole('list', { name: copy.accountConversation.title });
    await thread.getByText(title).waitFor();
    await screenshots(page, 'account-messages');

    expect(shot.size).toBeGreaterThanOrEqual(20);
    expect(Date.now() - startedAt).toBeLessThan(120_000);
  }, 180_000);
});
