import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copy } from '@taxback/shared';
import { newContext, stillsAtBothWidths, useBrowser } from '../src/browser';
import {
  answerFormsOnHand,
  answerItin,
  appUrl as app,
  button,
  chooseEmailDelivery,
  chooseNewestYear,
  describeMissingForm,
  fillProfile,
  finishWizard,
  heading,
  sampleFiles,
  signUpThroughUi,
  uploadDocument,
} from '../src/journey';

const { wizard } = copy;
const PASSWORD = 'winnings2024';

const screenshots = (page: Page, name: string) => stillsAtBothWidths(page, `journey-${name}`);

async function signUpAndSignIn(page: Page, email: string) {
  await signUpThroughUi(page, { firstName: 'Gabrielle', email, password: PASSWORD });
  await page.goto(`${app()}/auth?mode=signin`);
  await page.getByLabel(copy.auth.email).fill(email);
  await page.getByLabel(copy.auth.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: copy.auth.signIn, exact: true }).click();
  await page.waitForURL('**/account');
}

describe('the customer journey in the browser', () => {
  const browser = useBrowser();

  it('fills the profile, walks the wizard, uploads documents, resumes, finishes and sees the refund timeline', async () => {
    const files = sampleFiles();
    const context = await newContext(browser());
    const page = await context.newPage();
    await signUpAndSignIn(page, `journey-${randomUUID().slice(0, 8)}@example.com`);

    // Step 1: the profile.
    await page.goto(`${app()}/step1`);
    await heading(page, copy.step1.title).waitFor();
    await page.getByLabel(copy.profileForm.firstName).waitFor();
    expect(await page.getByLabel(copy.profileForm.countryOfBirth).inputValue()).toBe('Canada');
    await fillProfile(page, { firstName: 'Gabrielle', lastName: 'Roy' });
    expect(await page.getByLabel(copy.profileForm.postalCode).inputValue()).toBe('H2X 1L1');
    await screenshots(page, 'step1');
    await button(page, copy.step1.confirm).click();
    await page.waitForURL('**/application');

    // Wizard step 1: an active ITIN, kept on the profile (shown formatted as typed).
    await answerItin(page, '912701234', async (shown, name) => {
      expect(await shown.getByLabel(wizard.itin.numberLabel).inputValue()).toBe('912-70-1234');
      await screenshots(shown, name);
    });

    // Step 2: the newest claimable year.
    const newestYear = await chooseNewestYear(page, screenshots);

    // Step 3, first "Yes": the winnings (left without figures), the upload screen, then back through the winnings.
    await answerFormsOnHand(page, true, screenshots);
    await heading(page, wizard.upload.title).waitFor();
    await button(page, `← ${copy.common.back}`).click();
    await heading(page, wizard.winnings.title).waitFor();
    await button(page, `← ${copy.common.back}`).click();

    // Step 3 again, now "No": the missing-forms step.
    await answerFormsOnHand(page, false);
    await describeMissingForm(page, newestYear);
    const missing = wizard.missingForms;
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
    await page.getByRole('link', { name: wizard.upload.uploadForms }).click();
    await page.waitForURL('**/upload-documents');
    await uploadDocument(page, 'Form', files.form);
    await uploadDocument(page, 'ID', files.id);
    await page.getByRole('listitem').filter({ hasText: 'passport.png' }).first().waitFor();
    await screenshots(page, 'upload-documents');
    await page.getByRole('link', { name: `← ${copy.uploadsPage.backToApplication}` }).click();
    await heading(page, wizard.upload.title).waitFor();
    for (const slot of [wizard.upload.formsSlot, wizard.upload.idSlot]) {
      await page.getByRole('region', { name: slot }).getByText(wizard.upload.uploaded(1)).waitFor();
    }
    await button(page, wizard.continue).click();

    // Step 7: delivery by email; then leave and come back: the wizard resumes here.
    await chooseEmailDelivery(page);
    await page.getByText(wizard.delivery.forms.powerOfAttorney, { exact: true }).waitFor();
    await page.getByText(wizard.delivery.powerOfAttorneyPlain).waitFor();
    await screenshots(page, 'wizard-7-delivery');
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
    await finishWizard(page, screenshots);

    // Refund status: started, not yet paid; the next step is to pay.
    await page.goto(`${app()}/refund-status`);
    const text = copy.refundStatus;
    await page.getByRole('heading', { name: text.journeyTitle }).waitFor();
    const steps = page.locator('.timeline__step');
    // The eight steps of a claim with an ITIN (no W-7: no passport to send) and a missing form, "signed forms
    // received" and "missing forms requested" among them.
    expect(await steps.count()).toBe(8);
    expect(await steps.nth(0).getByText(text.completed, { exact: true }).count()).toBe(1);
    // Filled in, not paid: "Application Completed" waits for the payment, it is not a step still to come.
    expect(await steps.nth(1).getByText(text.awaitingPayment, { exact: true }).count()).toBe(1);
    await page.getByText(text.shownStatuses.ready_for_payment).waitFor();
    // The button names the fee in US dollars ("Pay US$274.00").
    await page.getByRole('link', { name: /^Pay US\$[\d,]+\.\d{2}$/ }).waitFor();
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
  }, 180_000);
});
