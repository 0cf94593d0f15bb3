import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { claimableTaxYears, copy } from '@taxback/shared';
import { launchBrowser, newContext, screenshot, viewports } from '../src/browser';
import { firstLink, waitForMail } from '../src/mailbox';

const app = () => inject('localStack').urls.app;
const { wizard } = copy;
const PASSWORD = 'winnings2024';

/** A 1x1 transparent PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function sampleFiles() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'taxback-journey-'));
  const form = path.join(directory, 'casino-1042s.pdf');
  const id = path.join(directory, 'passport.png');
  fs.writeFileSync(form, '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  fs.writeFileSync(id, Buffer.from(PNG_BASE64, 'base64'));
  return { form, id };
}

/**
 * The page at desktop width, and again at phone width, for people to look at. Reduced motion while
 * shooting, so no transition is caught half-way; from the top, so the sticky header sits where it belongs.
 */
async function screenshots(page: Page, name: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, `journey-${name}-desktop`);
  await page.setViewportSize(viewports.phone);
  await screenshot(page, `journey-${name}-phone`);
  await page.setViewportSize(viewports.desktop);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
}

async function signUpAndSignIn(page: Page, email: string) {
  await page.goto(`${app()}/auth`);
  await page.getByLabel(copy.auth.firstName).fill('Gabrielle');
  await page.getByLabel(copy.auth.email).fill(email);
  await page.getByLabel(copy.auth.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(copy.auth.confirmPassword).fill(PASSWORD);
  await page.getByRole('button', { name: copy.auth.createAccount }).click();
  await page.waitForURL('**/account-created');
  await page.goto(firstLink((await waitForMail(email, copy.confirmationEmail.subject)).body.text));
  await page.getByText(copy.accountCreated.verifiedTitle).waitFor();

  await page.goto(`${app()}/auth?mode=signin`);
  await page.getByLabel(copy.auth.email).fill(email);
  await page.getByLabel(copy.auth.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: copy.auth.signIn, exact: true }).click();
  await page.waitForURL('**/account');
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** Amplify draws its own radio; the label is what a user clicks. */
const choose = (page: Page, label: string) => page.getByText(label, { exact: true }).click();

async function fillProfile(page: Page) {
  const labels = copy.profileForm;
  await page.getByLabel(labels.firstName).fill('Gabrielle');
  await page.getByLabel(labels.lastName).fill('Roy');
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

describe('the customer journey in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fills the profile, walks the wizard, uploads documents, resumes, finishes and sees the refund timeline', async () => {
    const files = sampleFiles();
    const context = await newContext(browser);
    const page = await context.newPage();
    await signUpAndSignIn(page, `journey-${randomUUID().slice(0, 8)}@example.com`);

    // Step 1: the profile.
    await page.goto(`${app()}/step1`);
    await heading(page, copy.step1.title).waitFor();
    await page.getByLabel(copy.profileForm.firstName).waitFor();
    expect(await page.getByLabel(copy.profileForm.countryOfBirth).inputValue()).toBe('Canada');
    await fillProfile(page);
    expect(await page.getByLabel(copy.profileForm.postalCode).inputValue()).toBe('H2X 1L1');
    await screenshots(page, 'step1');
    await button(page, copy.step1.confirm).click();
    await page.waitForURL('**/application');

    // Wizard step 1: an active ITIN, kept on the profile.
    await heading(page, wizard.itin.title).waitFor();
    await choose(page, wizard.itin.yes);
    await choose(page, wizard.itin.active);
    await page.getByLabel(wizard.itin.numberLabel).pressSequentially('912701234');
    expect(await page.getByLabel(wizard.itin.numberLabel).inputValue()).toBe('912-70-1234');
    await screenshots(page, 'wizard-1-itin');
    await button(page, wizard.confirm).click();

    // Step 2: the newest claimable year.
    await heading(page, wizard.years.title).waitFor();
    const [newestYear] = claimableTaxYears(new Date()).map(String);
    await page.getByRole('button', { name: newestYear }).click();
    expect(await page.getByRole('button', { name: newestYear }).getAttribute('aria-pressed')).toBe('true');
    await screenshots(page, 'wizard-2-years');
    await button(page, wizard.continue).click();

    // Step 3, first "Yes": straight to the upload screen, then back.
    await heading(page, wizard.formsOnHand.title).waitFor();
    await choose(page, wizard.formsOnHand.yes);
    await screenshots(page, 'wizard-3-forms');
    await button(page, wizard.continue).click();
    await heading(page, wizard.upload.title).waitFor();
    await button(page, `← ${copy.common.back}`).click();

    // Step 3 again, now "No": the missing-forms step.
    await heading(page, wizard.formsOnHand.title).waitFor();
    await choose(page, wizard.formsOnHand.no);
    await button(page, wizard.continue).click();
    await heading(page, wizard.missingForms.title).waitFor();
    const missing = wizard.missingForms;
    await page.getByLabel(missing.date).fill(`${newestYear}-07-04`);
    await page.getByLabel(missing.winType).selectOption('slot-machine');
    await page.getByLabel(missing.amountWon).fill('2500');
    await page.getByLabel(missing.city).fill('Las Vegas');
    await page.getByLabel(missing.casino).selectOption('bellagio');
    await button(page, `+ ${missing.add}`).click();
    expect(await page.getByRole('group', { name: missing.entryTitle(2) }).count()).toBe(1);
    await button(page, missing.remove(2)).click();
    await screenshots(page, 'wizard-4-missing-forms');
    await button(page, wizard.continue).click();

    // Step 7, then back to step 5 to upload a Form 1042-S and an ID.
    await heading(page, wizard.delivery.title).waitFor();
    await button(page, `← ${copy.common.back}`).click();
    await heading(page, wizard.upload.title).waitFor();
    await screenshots(page, 'wizard-5-upload');
    await page.getByRole('link', { name: wizard.upload.uploadHere }).click();
    await page.waitForURL('**/upload-documents');
    await uploadDocument(page, 'Form', files.form);
    await uploadDocument(page, 'ID', files.id);
    await page.getByRole('listitem').filter({ hasText: 'passport.png' }).first().waitFor();
    await screenshots(page, 'upload-documents');
    await page.getByRole('link', { name: `← ${copy.uploadsPage.backToApplication}` }).click();
    await heading(page, wizard.upload.title).waitFor();
    await page.getByText(wizard.upload.uploadedSoFar(1, 1)).waitFor();
    await button(page, wizard.continue).click();

    // Step 7: delivery by email; then leave and come back: the wizard resumes here.
    await heading(page, wizard.delivery.title).waitFor();
    const choiceSaved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
    await choose(page, wizard.delivery.choices.email);
    await choiceSaved;
    await page.getByText('200 Rue Sainte-Catherine').waitFor();
    await button(page, wizard.delivery.whatForms).click();
    await page.getByText(wizard.delivery.forms.powerOfAttorney).waitFor();
    await screenshots(page, 'wizard-7-delivery');
    await page.keyboard.press('Escape');
    await button(page, wizard.delivery.edit).click();
    await page.getByLabel(wizard.delivery.country).selectOption('United States');
    await page.getByLabel(wizard.delivery.provinceOrState).fill('New York');
    await page.getByLabel(copy.profileForm.city).fill('New York');
    await page.getByLabel(wizard.delivery.postalOrZip).fill('10001');
    await screenshots(page, 'wizard-7-address-edit');
    await button(page, copy.common.save).click();
    await page.getByText('New York, New York, 10001').waitFor();
    await page.goto(`${app()}/`);
    await page.goto(`${app()}/application`);
    await heading(page, wizard.delivery.title).waitFor();
    expect(await page.getByLabel(wizard.delivery.choices.email).isChecked()).toBe(true);

    // Step 8: finish and pay.
    await button(page, wizard.continue).click();
    await heading(page, wizard.done.title).waitFor();
    await button(page, wizard.done.finish).waitFor();
    await screenshots(page, 'wizard-8-done');
    await button(page, wizard.done.finish).click();
    await page.waitForURL('**/payment?applicationId=*');

    // Refund status: started, not yet paid; the next step is to pay.
    await page.goto(`${app()}/refund-status`);
    const text = copy.refundStatus;
    await page.getByRole('heading', { name: text.journeyTitle }).waitFor();
    const steps = page.locator('.timeline__step');
    expect(await steps.count()).toBe(6);
    expect(await steps.nth(0).getByText(text.completed, { exact: true }).count()).toBe(1);
    expect(await steps.nth(1).getByText(text.pending, { exact: true }).count()).toBe(1);
    await page.getByText(text.statuses.ready_for_payment).waitFor();
    await page.getByRole('link', { name: text.payNow }).waitFor();
    await screenshots(page, 'refund-status');

    // Account: the ITIN masked, in full only in the edit form.
    await page.goto(`${app()}/account`);
    await page.getByText('***-**-1234').waitFor();
    await screenshots(page, 'account');
    await button(page, copy.accountPage.editProfile).click();
    expect(await page.getByLabel(copy.profileForm.itin, { exact: true }).inputValue()).toBe('912-70-1234');
    await screenshots(page, 'account-edit');
    await button(page, copy.common.cancel).click();
    await context.close();
  });
});
