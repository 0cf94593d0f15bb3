import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { claimableTaxYears, copy, serverCopy } from '@taxback/shared';
import { firstLink, waitForMail } from './mailbox';

/** What a customer does in the browser, one function a step, shared by the journeys that walk it. */

const { wizard } = copy;
export const appUrl = (): string => inject('localStack').urls.app;

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** Amplify draws its own radio; the label is what a user clicks. */
export const choose = (page: Page, label: string) => page.getByText(label, { exact: true }).click();

/**
 * Types an ISO date ('1984-05-17') into the date field labelled `label`: its day, month (chosen by its
 * number, whatever the language names it) and year, each a field of its own inside the group.
 */
export async function fillDate(scope: Page | Locator, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  if (!year || !month || !day) throw new Error(`${iso} is not an ISO date`);
  const date = scope.getByRole('group', { name: label, exact: true });
  await date.getByLabel(copy.dateField.day, { exact: true }).fill(day);
  await date.getByLabel(copy.dateField.month, { exact: true }).selectOption(month);
  await date.getByLabel(copy.dateField.year, { exact: true }).fill(year);
}

/** Takes the screenshots of a walk; `name` says which screen it is. */
export type Shoot = (page: Page, name: string) => Promise<void>;
const noScreenshots: Shoot = async () => {};

/** A 1x1 transparent PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const MINIMAL_PDF = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** A Form 1042-S (a minimal PDF) and an ID (a PNG), as files a customer would pick. */
export function sampleFiles(): { form: string; id: string } {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'taxback-journey-'));
  const form = path.join(directory, 'casino-1042s.pdf');
  const id = path.join(directory, 'passport.png');
  fs.writeFileSync(form, MINIMAL_PDF);
  fs.writeFileSync(id, Buffer.from(PNG_BASE64, 'base64'));
  return { form, id };
}

/** Signs up through the SPA, then follows the mailed link that confirms the account. */
export async function signUpThroughUi(
  page: Page,
  { firstName, email, password }: { firstName: string; email: string; password: string },
  shoot: Shoot = noScreenshots,
): Promise<void> {
  await page.goto(`${appUrl()}/auth`);
  await page.getByRole('heading', { name: copy.auth.signUpHeading }).waitFor();
  await page.getByLabel(copy.auth.firstName).fill(firstName);
  await page.getByLabel(copy.auth.email).fill(email);
  await page.getByLabel(copy.auth.newPassword, { exact: true }).fill(password);
  await page.getByLabel(copy.auth.confirmPassword).fill(password);
  await shoot(page, 'auth-sign-up');
  await page.getByRole('button', { name: copy.auth.createAccount }).click();
  await page.waitForURL('**/account-created');
  await shoot(page, 'account-created');
  const link = firstLink((await waitForMail(email, serverCopy.confirmationEmail.subject)).body.text);
  if (!link.startsWith(`${appUrl()}/account-created#token=`)) throw new Error(`unexpected confirmation link ${link}`);
  await page.goto(link);
  await page.getByText(copy.accountCreated.verifiedTitle).waitFor();
  await shoot(page, 'account-verified');
}

export async function fillProfile(page: Page, { firstName, lastName }: { firstName: string; lastName: string }) {
  const labels = copy.profileForm;
  await page.getByLabel(labels.firstName).fill(firstName);
  await page.getByLabel(labels.lastName).fill(lastName);
  await page.getByLabel(labels.addressLine1).fill('200 Rue Sainte-Catherine');
  await page.getByLabel(labels.city).fill('Montreal');
  await page.getByLabel(labels.province).selectOption('Quebec');
  await page.getByLabel(labels.postalCode).fill('h2x 1l1');
  await fillDate(page, labels.dateOfBirth, '1984-05-17');
  await page.getByLabel(labels.phone).fill('+1 514 555 0199');
}

export async function uploadDocument(page: Page, category: 'ID' | 'Form', file: string) {
  await page.getByLabel(copy.uploadsPage.documentType).selectOption(category);
  await page.getByLabel(copy.uploadsPage.files).setInputFiles(file);
  await button(page, copy.uploadsPage.upload).click();
  await page.getByText(copy.uploadsPage.uploaded(path.basename(file))).waitFor();
}

/** Answers a yes/no question of the residency questions (each is a radio group named by its question). */
const answerYesNo = (page: Page, question: string, yes: boolean) =>
  page
    .getByRole('radiogroup', { name: question })
    .getByText(yes ? copy.screening.yes : copy.screening.no, { exact: true })
    .click();

/** Wizard step 2's residency questions, answered as a Canadian we can file for, for the years chosen. */
export async function answerResidency(page: Page, years: readonly string[]) {
  const questions = copy.screening;
  await page.getByLabel(questions.country).selectOption('CA');
  await answerYesNo(page, questions.citizen, false);
  await page
    .getByRole('radiogroup', { name: questions.marital })
    .getByText(questions.maritalStatuses.unmarried)
    .click();
  const dayYears = [...new Set(years.flatMap((year) => [0, 1, 2].map((back) => String(Number(year) - back))))];
  for (const year of dayYears) await page.getByLabel(questions.days(year)).fill('10');
  for (const year of years) await answerYesNo(page, questions.returnFiled(year), false);
}

/** Wizard step 1: an ITIN (typed digit by digit, as a person would) or none (and no SSN to be had). */
export async function answerItin(page: Page, itin: string | null, shoot: Shoot = noScreenshots) {
  await heading(page, wizard.itin.title).waitFor();
  if (itin) {
    await choose(page, wizard.itin.yes);
    await choose(page, wizard.itin.active);
    await page.getByLabel(wizard.itin.numberLabel).pressSequentially(itin);
  } else {
    await choose(page, wizard.itin.no);
    await answerYesNo(page, copy.screening.ssn, false);
  }
  await shoot(page, 'wizard-1-itin');
  await button(page, wizard.continue).click();
}

/** Wizard step 2: the newest claimable year, which it returns. */
export async function chooseNewestYear(page: Page, shoot: Shoot = noScreenshots): Promise<string> {
  await heading(page, wizard.years.title).waitFor();
  const [newestYear] = claimableTaxYears(new Date()).map(String);
  const year = page.getByRole('button', { name: newestYear });
  await year.click();
  if ((await year.getAttribute('aria-pressed')) !== 'true') throw new Error(`${newestYear} is not shown as chosen`);
  await answerResidency(page, [newestYear!]);
  await shoot(page, 'wizard-2-years');
  await button(page, wizard.continue).click();
  return newestYear!;
}

/**
 * Wizard step 3: whether the customer has every Form 1042-S; then the winnings screen that follows it, left
 * without figures (the estimate then says "not estimated yet").
 */
export async function answerFormsOnHand(page: Page, hasAll: boolean, shoot: Shoot = noScreenshots) {
  await heading(page, wizard.formsOnHand.title).waitFor();
  await choose(page, hasAll ? wizard.formsOnHand.yes : wizard.formsOnHand.no);
  await shoot(page, 'wizard-3-forms');
  await button(page, wizard.continue).click();
  await heading(page, wizard.winnings.title).waitFor();
  await button(page, wizard.continue).click();
}

/** Wizard step 4: one missing form, a slot-machine win at the Bellagio on 4 July of `year`. */
export async function describeMissingForm(page: Page, year: string) {
  await heading(page, wizard.missingForms.title).waitFor();
  const missing = wizard.missingForms;
  await fillDate(page, missing.date, `${year}-07-04`);
  await page.getByLabel(missing.winType).selectOption('slot-machine');
  await page.getByLabel(missing.amountWon).fill('2500');
  await page.getByLabel(missing.city).fill('Las Vegas');
  await page.getByLabel(missing.casino).selectOption('bellagio');
}

/** Wizard step 7: delivery by e-mail, waited for until saved; the profile's address is shown. */
export async function chooseEmailDelivery(page: Page) {
  await heading(page, wizard.delivery.title).waitFor();
  const choiceSaved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
  await choose(page, wizard.delivery.choices.email);
  await choiceSaved;
  await page.getByText('200 Rue Sainte-Catherine').waitFor();
}

/** Wizard step 8: finish; the SPA moves to the payment page, whose application id it returns. */
export async function finishWizard(page: Page, shoot: Shoot = noScreenshots): Promise<string> {
  await heading(page, wizard.done.title).waitFor();
  await button(page, wizard.done.finish).waitFor();
  await shoot(page, 'wizard-8-done');
  await button(page, wizard.done.finish).click();
  await page.waitForURL('**/payment?applicationId=*');
  const applicationId = new URL(page.url()).searchParams.get('applicationId');
  if (!applicationId) throw new Error('the payment page was opened without an application id');
  return applicationId;
}

/**
 * The whole wizard in one go, from step 1 (the profile already confirmed): no ITIN, the newest year, one
 * missing form, delivery by e-mail, finished. Returns the application id the payment page was opened with.
 */
export async function walkWizardWithMissingForm(page: Page, shoot: Shoot = noScreenshots): Promise<string> {
  await answerItin(page, null, shoot);
  const year = await chooseNewestYear(page, shoot);
  await answerFormsOnHand(page, false, shoot);
  await describeMissingForm(page, year);
  await shoot(page, 'wizard-4-missing-forms');
  await button(page, wizard.continue).click();
  await chooseEmailDelivery(page);
  await shoot(page, 'wizard-7-delivery');
  await button(page, wizard.continue).click();
  return finishWizard(page, shoot);
}

/** The amount beside a label in a list of amounts (<dt> label, <dd> amount). */
export const amountOf = (container: Locator, label: string) =>
  container.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent();

/**
 * Types one win into the refund estimator's `year` (US$2,000 won, US$600 withheld) and US$1,000 of losses, with
 * the labels of `text` (the page's language); returns the year's breakdown.
 */
export async function estimateOneWin(page: Page, text: typeof copy.estimator, year: number): Promise<Locator> {
  const yearGroup = page.getByRole('group', { name: text.yearTitle(year) });
  const win = yearGroup.getByRole('group', { name: text.winTitle(1) });
  await win.getByLabel(text.winnings).fill('2000');
  await win.getByLabel(text.withheld).fill('600');
  await yearGroup.getByLabel(text.losses(year)).fill('1000');
  return page.getByRole('region', { name: text.breakdown.title(year) });
}

/** Waits until the given step of the customer's refund timeline shows as Completed. */
export async function timelineStepCompleted(page: Page, step: string) {
  const item = page.locator('.timeline__step').filter({ hasText: step });
  await item.getByText(copy.refundStatus.completed, { exact: true }).waitFor();
}
