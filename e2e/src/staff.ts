import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
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

/** The back office's side navigation (on a phone, behind the menu button). */
export const staffNav = (page: Page) => page.getByRole('navigation', { name: staffCopy.staffLayout.navLabel });

/**
 * Opens a section of the back office from the side navigation, through the menu button where the window is
 * narrow, and waits for the section's title.
 */
export async function openSection(page: Page, label: string): Promise<void> {
  const link = staffNav(page).getByRole('link', { name: label });
  const menu = page.getByRole('button', { name: staffCopy.staffLayout.openMenu });
  // The navigation is drawn once the session is known; on a phone it is then hidden behind the menu button.
  await link.or(menu).first().waitFor();
  if (!(await link.isVisible())) await menu.click();
  await link.click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

/** The claims page opens on its queues; finding one claim by name or email is its search view. */
export async function searchClaims(page: Page, value: string): Promise<void> {
  await page.getByRole('button', { name: staffCopy.staffLayout.claims.search }).click();
  await search(page, staffCopy.adminBackOffice.applications.searchLabel, value);
}

/** Types into a search box of the back office and submits it with Enter. */
export async function search(page: Page, label: string, value: string): Promise<void> {
  const box = page.getByRole('textbox', { name: label });
  await box.fill(value);
  await box.press('Enter');
}
