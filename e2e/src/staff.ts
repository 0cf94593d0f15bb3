import { copy } from '@taxback/shared/copy';
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** Answers the sign-in's second step with a code from the authenticator whose secret is given. */
export async function enterAuthenticatorCode(page: Page, secret: string): Promise<void> {
  await page.getByLabel(copy.staffTotp.codeLabel).fill(generateSync({ secret }));
  await page.getByRole('button', { name: copy.staffTotp.verify, exact: true }).click();
}

/**
 * Signs the seeded admin in through the SPA: e-mail and password, then a code from the authenticator
 * `npm start` set up for them (`adminTotpSecret`). Returns once the code was sent; callers wait for
 * the page they expect.
 */
export async function signInAsSeededAdmin(page: Page): Promise<void> {
  const { admin, urls } = inject('localStack');
  await page.goto(`${urls.app}/auth?mode=signin`);
  await page.getByLabel(copy.auth.email).fill(admin.email);
  await page.getByLabel(copy.auth.password, { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: copy.auth.signIn, exact: true }).click();
  await enterAuthenticatorCode(page, admin.totpSecret);
}

/** Opens a tab of the admin dashboard and waits until it is the selected one. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

/** Types into a search box of the back office and submits it with Enter. */
export async function search(page: Page, label: string, value: string): Promise<void> {
  const box = page.getByRole('textbox', { name: label });
  await box.fill(value);
  await box.press('Enter');
}
