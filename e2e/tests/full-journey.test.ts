import { enterAuthenticatorCode } from '../src/staff';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { claimableTaxYears, FEES, formatUsd, copy, progressSteps } from '@taxback/shared';
import { launchBrowser, newContext, screenshot, viewports } from '../src/browser';
import { firstLink, waitForMail } from '../src/mailbox';

const stack = () => inject('localStack');
const app = () => stack().urls.app;
const { wizard } = copy;
const office = copy.adminBackOffice;
const tabs = copy.adminDashboard.tabs;
const PASSWORD = 'winnings2024';

/** A 1x1 transparent PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function sampleFiles() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'taxback-full-journey-'));
  const form = path.join(directory, 'casino-1042s.pdf');
  const id = path.join(directory, 'passport.png');
  fs.writeFileSync(form, '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  fs.writeFileSync(id, Buffer.from(PNG_BASE64, 'base64'));
  expect(fs.readFileSync(id).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { form, id };
}

const shot = new Set<string>();

/** The page at desktop width and again at phone width, from the top, with reduced motion. */
async function screenshots(page: Page, name: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, `full-journey-${name}-desktop`);
  await page.setViewportSize(viewports.phone);
  await screenshot(page, `full-journey-${name}-phone`);
  await page.setViewportSize(viewports.desktop);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  shot.add(name);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** Amplify draws its own radio; the label is what a user clicks. */
const choose = (page: Page, label: string) => page.getByText(label, { exact: true }).click();

async function signIn(page: Page, email: string, password: string, totpSecret?: string) {
  await page.goto(`${app()}/auth?mode=signin`);
  await page.getByRole('heading', { name: copy.auth.signInHeading }).waitFor();
  await page.getByLabel(copy.auth.email).fill(email);
  await page.getByLabel(copy.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: copy.auth.signIn, exact: true }).click();
  if (totpSecret) await enterAuthenticatorCode(page, totpSecret);
  await page.waitForURL('**/account');
}

async function fillProfile(page: Page, firstName: string, lastName: string) {
  const labels = copy.profileForm;
  await page.getByLabel(labels.firstName).fill(firstName);
  await page.getByLabel(labels.lastName).fill(lastName);
  await page.getByLabel(labels.addressLine1).fill('200 Rue Sainte-Catherine');
  await page.getByLabel(labels.city).fill('Montreal');
  await page.getByLabel(labels.province).selectOption('Quebec');
  await page.getByLabel(labels.postalCode).fill('h2x 1l1');
  await page.getByLabel(labels.dateOfBirth).fill('1984-05-17');
  await page.getByLabel(labels.phone).fill('+1 514 555 0199');
}

async function uploadDocument(page: Page, category: 'ID' | 'Form', file: string) {
  await page.getByLabel(copy.uploadsPage.documentType).selectOption(category);
  await page.getByLabel(copy.uploadsPage.files).setInputFiles(file);
  await button(page, copy.uploadsPage.upload).click();
  await page.getByText(copy.uploadsPage.uploaded(path.basename(file))).waitFor();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

async function search(page: Page, label: string, value: string) {
  const box = page.getByRole('textbox', { name: label });
  await box.fill(value);
  await box.press('Enter');
}

/** The step of the customer's refund timeline, waited for as Completed. */
async function timelineStepCompleted(page: Page, step: string) {
  const item = page.locator('.timeline__step').filter({ hasText: step });
  await item.getByText(copy.refundStatus.completed, { exact: true }).waitFor();
}

/** Which tracker action makes which step of the customer's timeline Completed (the others have none). */
const timelineStepOf: Partial<Record<string, string>> = {
  application_completed: copy.refundStatus.steps.under_review,
  irs_submitted: copy.refundStatus.steps.submitted_to_irs,
  irs_approved: copy.refundStatus.steps.approved_by_irs,
  refund_issued: copy.refundStatus.steps.refund_issued,
};

describe('the whole journey, customer and staff side by side', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, applies without an ITIN and with missing forms, uploads, pays, and follows what staff do live', async () => {
    const startedAt = Date.now();
    const files = sampleFiles();
    const firstName = 'Gabrielle';
    const lastName = `Roy${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`;
    const fullName = `${firstName} ${lastName}`;
    const email = `full-journey-${randomUUID().slice(0, 8)}@example.com`;

    // Staff: signed in, the dashboard open on the Notifications tab.
    const staff = await (await newContext(browser)).newPage();
    await signIn(staff, stack().admin.email, stack().admin.password, stack().admin.totpSecret);
    await staff.goto(`${app()}/admin`);
    await staff.getByRole('tab', { name: tabs.notifications, selected: true }).waitFor();
    await staff.getByRole('heading', { name: copy.adminNotifications.title }).waitFor();
    const staffLoadedAt = await staff.evaluate(() => performance.timeOrigin);
    await screenshots(staff, 'admin-notifications');

    // Customer: sign up, follow the mailed link, sign in.
    const customerContext = await newContext(browser);
    const page = await customerContext.newPage();
    await page.goto(`${app()}/auth`);
    await page.getByRole('heading', { name: copy.auth.signUpHeading }).waitFor();
    await page.getByLabel(copy.auth.firstName).fill(firstName);
    await page.getByLabel(copy.auth.email).fill(email);
    await page.getByLabel(copy.auth.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(copy.auth.confirmPassword).fill(PASSWORD);
    await screenshots(page, 'auth-sign-up');
    await page.getByRole('button', { name: copy.auth.createAccount }).click();
    await page.waitForURL('**/account-created');
    await screenshots(page, 'account-created');
    const link = firstLink((await waitForMail(email, copy.confirmationEmail.subject)).body.text);
    expect(link.startsWith(`${app()}/account-created?token=`)).toBe(true);
    await page.goto(link);
    await page.getByText(copy.accountCreated.verifiedTitle).waitFor();
    await screenshots(page, 'account-verified');
    await page.goto(`${app()}/auth?mode=signin`);
    await page.getByRole('heading', { name: copy.auth.signInHeading }).waitFor();
    await screenshots(page, 'auth-sign-in');
    await signIn(page, email, PASSWORD);
    await page.getByRole('banner').getByText(firstName).first().waitFor();
    await screenshots(page, 'account-new');

    // The profile on /step1.
    await page.goto(`${app()}/step1`);
    await heading(page, copy.step1.title).waitFor();
    await page.getByLabel(copy.profileForm.firstName).waitFor();
    await fillProfile(page, firstName, lastName);
    await screenshots(page, 'step1');
    await button(page, copy.step1.confirm).click();
    await page.waitForURL('**/application');

    // Staff see it arrive, live, without a reload.
    const group = staff.locator('.notification-group', { has: staff.getByRole('heading', { name: fullName }) });
    await group.getByText(copy.adminNotifications.events.profile_completed!).waitFor({ timeout: 10_000 });
    expect(await staff.evaluate(() => performance.timeOrigin)).toBe(staffLoadedAt);
    await screenshots(staff, 'admin-notifications-live');

    // Wizard step 1: no ITIN.
    await heading(page, wizard.itin.title).waitFor();
    await choose(page, wizard.itin.no);
    await screenshots(page, 'wizard-1-itin');
    await button(page, wizard.confirm).click();

    // Step 2: the newest claimable year.
    await heading(page, wizard.years.title).waitFor();
    const [newestYear] = claimableTaxYears(new Date()).map(String);
    await page.getByRole('button', { name: newestYear }).click();
    expect(await page.getByRole('button', { name: newestYear }).getAttribute('aria-pressed')).toBe('true');
    await screenshots(page, 'wizard-2-years');
    await button(page, wizard.continue).click();

    // Step 3: some forms are missing.
    await heading(page, wizard.formsOnHand.title).waitFor();
    await choose(page, wizard.formsOnHand.no);
    await screenshots(page, 'wizard-3-forms');
    await button(page, wizard.continue).click();

    // Step 4: one missing form, described.
    await heading(page, wizard.missingForms.title).waitFor();
    const missing = wizard.missingForms;
    await page.getByLabel(missing.date).fill(`${newestYear}-07-04`);
    await page.getByLabel(missing.winType).selectOption('slot-machine');
    await page.getByLabel(missing.amountWon).fill('2500');
    await page.getByLabel(missing.city).fill('Las Vegas');
    await page.getByLabel(missing.casino).selectOption('bellagio');
    await screenshots(page, 'wizard-4-missing-forms');
    await button(page, wizard.continue).click();

    // Step 7: delivery by email.
    await heading(page, wizard.delivery.title).waitFor();
    const choiceSaved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
    await choose(page, wizard.delivery.choices.email);
    await choiceSaved;
    await page.getByText('200 Rue Sainte-Catherine').waitFor();
    await screenshots(page, 'wizard-7-delivery');
    await button(page, wizard.continue).click();

    // Step 8: finish and pay.
    await heading(page, wizard.done.title).waitFor();
    await button(page, wizard.done.finish).waitFor();
    await screenshots(page, 'wizard-8-done');
    await button(page, wizard.done.finish).click();
    await page.waitForURL('**/payment?applicationId=*');
    const applicationId = new URL(page.url()).searchParams.get('applicationId');
    expect(applicationId).toBeTruthy();

    // The documents: a Form 1042-S and an ID.
    await page.goto(`${app()}/upload-documents`);
    await heading(page, copy.uploadsPage.title).waitFor();
    await uploadDocument(page, 'Form', files.form);
    await uploadDocument(page, 'ID', files.id);
    await page.getByRole('listitem').filter({ hasText: 'casino-1042s.pdf' }).first().waitFor();
    await page.getByRole('listitem').filter({ hasText: 'passport.png' }).first().waitFor();
    await screenshots(page, 'upload-documents');

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

    // Staff: the application, found by the customer's last name; every step of its tracker ticked.
    await openTab(staff, tabs.applications);
    await search(staff, office.applications.searchLabel, lastName);
    const row = staff.getByRole('row').filter({ hasText: fullName });
    await row.getByText(copy.statusLabels.submitted).waitFor();
    await screenshots(staff, 'admin-applications');
    await row.getByRole('button', { name: office.applications.manageLabel(fullName) }).click();
    const dialog = staff.getByRole('dialog', { name: office.tracker.title(fullName) });
    const steps = progressSteps({ hasItin: false, hasAll1042s: false });
    for (const step of steps) await dialog.getByLabel(office.progressSteps[step.id]).waitFor();
    expect(await dialog.locator('.progress-tracker__step').count()).toBe(steps.length);
    await screenshots(staff, 'admin-tracker');

    for (const step of steps) {
      const checkbox = dialog.getByLabel(office.progressSteps[step.id]);
      // Started is done from creation; the retrieval of missing forms is requested when the customer leaves step 4.
      const doneAlready = step.action === null || step.action === 'documents_requested';
      expect(await checkbox.isChecked()).toBe(doneAlready);
      if (doneAlready || step.action === null) continue;
      await dialog.getByText(office.progressSteps[step.id], { exact: true }).click();
      await dialog.getByText(office.tracker.audit.progress(office.progressSteps[step.id], true)).waitFor();
      expect(await checkbox.isChecked()).toBe(true);

      // The customer sees the change on a reload of their refund status.
      const timelineStep = timelineStepOf[step.action];
      if (timelineStep) {
        await page.reload();
        await timelineStepCompleted(page, timelineStep);
      }
    }
    for (const step of steps) expect(await dialog.getByLabel(office.progressSteps[step.id]).isChecked()).toBe(true);
    await screenshots(staff, 'admin-tracker-all-done');
    await dialog.getByRole('button', { name: copy.common.cancel }).click();

    await page.reload();
    await page.getByRole('heading', { name: copy.refundStatus.journeyTitle }).waitFor();
    const timeline = page.locator('.timeline__step');
    expect(await timeline.count()).toBe(6);
    for (const step of Object.values(copy.refundStatus.steps)) await timelineStepCompleted(page, step);
    await screenshots(page, 'refund-status-tracked');

    // Staff write to the customer.
    const adminText = copy.adminMessages;
    await staff.goto(`${app()}/admin/messages`);
    // The users' search is a prefix search of the sign-in service on first name or email, not on last name.
    await search(staff, office.users.searchLabel, email);
    await staff.getByRole('button', { name: adminText.writeLabel(fullName) }).click();
    await staff.getByRole('heading', { name: adminText.composeTo(fullName) }).waitFor();
    const title = 'Your forms are on their way';
    await staff.getByLabel(adminText.subject).fill(title);
    await staff
      .getByLabel(adminText.body)
      .fill('We mailed the forms to sign. Send them back in the envelope provided.');
    await screenshots(staff, 'admin-messages-compose');
    await staff.getByRole('button', { name: adminText.send }).click();
    await staff.getByText(adminText.sent).waitFor();
    await screenshots(staff, 'admin-messages-sent');
    await waitForMail(email, adminText.emailSubject(title));

    // The customer reads it on /account.
    await page.goto(`${app()}/account`);
    const thread = page.getByRole('list', { name: copy.accountMessages.title });
    await thread.getByText(title).waitFor();
    await screenshots(page, 'account-messages');

    expect(shot.size).toBeGreaterThanOrEqual(20);
    expect(Date.now() - startedAt).toBeLessThan(120_000);
  }, 180_000);
});
