import { randomUUID } from 'node:crypto';
import { describe, inject, it } from 'vitest';
import { copy, serverCopy } from '@taxback/shared';
import { newContext, screenshot, useBrowser } from '../src/browser';
import { authLabels, signInThroughUi } from '../src/customers';
import { signUpThroughUi } from '../src/journey';
import { firstLink, waitForMail } from '../src/mailbox';
import type { Page } from 'playwright-core';

const app = () => inject('localStack').urls.app;
const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

async function fillSignUp(page: Page, email: string, password: string, firstName: string) {
  await page.goto(`${app()}/auth`);
  await page.getByRole('heading', { name: copy.auth.signUpHeading }).waitFor();
  await page.getByLabel(copy.auth.firstName).fill(firstName);
  await page.getByLabel(copy.auth.email).fill(email);
  await page.getByLabel(copy.auth.newPassword, { exact: true }).fill(password);
  await page.getByLabel(copy.auth.confirmPassword).fill(password);
  await page.getByRole('button', { name: copy.auth.createAccount }).click();
  await page.waitForURL('**/account-created');
}

/** The newest mail with a subject whose link differs from `previous`. */
async function newLink(email: string, subject: string, previous?: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const link = firstLink((await waitForMail(email, subject)).body.text);
    if (link !== previous) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new mail "${subject}" to ${email}`);
}

const signIn = (page: Page, email: string, password: string) =>
  signInThroughUi(page, { email, password }, authLabels(copy), app());

describe('account security in the browser', () => {
  const browser = useBrowser();

  it("a sign-up made with someone else's address is not confirmed by its owner's click; the owner frees the address", async () => {
    const email = uniqueEmail('owner');
    const squatter = await newContext(browser());
    const squatterPage = await squatter.newPage();
    await fillSignUp(squatterPage, email, 'squatter2024', 'Mallory');
    const squatterLink = await newLink(email, serverCopy.confirmationEmail.subject);

    // The mailbox's owner opens the link in their own browser.
    const owner = await newContext(browser(), 'phone');
    const page = await owner.newPage();
    await page.goto(squatterLink);
    await page.getByText(copy.accountCreated.otherBrowser).waitFor();
    await screenshot(page, 'confirmation-other-browser-phone');
    await page.getByRole('button', { name: copy.accountCreated.releaseButton }).click();
    await page.getByRole('heading', { name: copy.accountCreated.releasedTitle }).waitFor();
    await screenshot(page, 'confirmation-address-freed-phone');

    // The squatter's own browser cannot confirm the deleted sign-up any more.
    await squatterPage.goto(squatterLink);
    await squatterPage.getByText(copy.accountCreated.invalidLink).waitFor();

    // The owner signs up with the address and confirms in the same browser.
    await fillSignUp(page, email, 'owner2024ok', 'Olivia');
    await page.goto(await newLink(email, serverCopy.confirmationEmail.subject, squatterLink));
    await page.getByText(copy.accountCreated.verifiedTitle).waitFor();
    await signIn(page, email, 'owner2024ok');
    await squatter.close();
    await owner.close();
  });

  it('a password reset by mailed link signs the account out in every other browser', async () => {
    const email = uniqueEmail('reset');
    const laptop = await newContext(browser());
    const laptopPage = await laptop.newPage();
    await signUpThroughUi(laptopPage, { firstName: 'Rémi', email, password: 'before2024' });
    await signIn(laptopPage, email, 'before2024');

    const phone = await newContext(browser(), 'phone');
    const page = await phone.newPage();
    await page.goto(`${app()}/auth?mode=signin`);
    await page.getByRole('link', { name: copy.passwordReset.forgotLink }).click();
    await page.getByRole('heading', { name: copy.passwordReset.title }).waitFor();
    await page.getByLabel(copy.auth.email).fill(email);
    await page.getByRole('button', { name: copy.passwordReset.send }).click();
    await page.getByRole('heading', { name: copy.passwordReset.sentTitle }).waitFor();

    await page.goto(await newLink(email, copy.passwordReset.mailSubject));
    await page.getByRole('heading', { name: copy.passwordReset.newTitle }).waitFor();
    await page.getByLabel(copy.auth.newPassword, { exact: true }).fill('after2024ok');
    await page.getByLabel(copy.auth.confirmPassword).fill('after2024ok');
    await screenshot(page, 'password-reset-new-phone');
    await page.getByRole('button', { name: copy.passwordReset.save }).click();
    await page.getByRole('heading', { name: copy.passwordReset.doneTitle }).waitFor();
    await screenshot(page, 'password-reset-done-phone');

    // The laptop's session ends at its next request.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await laptopPage.goto(`${app()}/account`);
    await laptopPage.waitForURL('**/auth**');
    await signIn(page, email, 'after2024ok');
    await laptop.close();
    await phone.close();
  });
});
