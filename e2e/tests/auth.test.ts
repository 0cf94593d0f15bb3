import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { copy, staffCopy, serverCopy } from '@taxback/shared';
import { englishLegalCopy } from '@taxback/shared/copy-legal';
import { englishSiteCopy } from '@taxback/shared/copy-site';
import { accountRoutes } from '@taxback/shared/api/routes/account';
import { useBrowser, newContext, screenshot } from '../src/browser';
import { frontendDist } from '../../local/src/testing/frontend-build';
import { authLabels, signInThroughUi } from '../src/customers';
import { firstLink, waitForMail } from '../src/mailbox';

const app = () => inject('localStack').urls.app;

/** The text of every script a tab receives, read as it arrives (a body is gone once the tab navigates). */
function scriptsReceivedBy(tab: Page): () => Promise<string[]> {
  const scripts: Promise<string>[] = [];
  tab.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  return () => Promise.all(scripts);
}

/** Amplify Auth's sign-in flows (the SRP challenge answer), which only the sign-up and sign-in pages need. */
const carriesSignInFlows = (script: string) => script.includes('PASSWORD_VERIFIER');

/** The back office's words (copy-staff.ts), which only staff pages need. */
const carriesStaffWords = (script: string) => script.includes(staffCopy.adminRetrieval.claim.receivedIntro);

/** The public site's pages (copy-site.ts), which a signed-in page does not show. */
const carriesSiteWords = (script: string) => script.includes(englishSiteCopy.whyChooseUs.intro);

/** The privacy policy and the terms (copy-legal.ts), which only their own two pages show. */
const carriesLegalWords = (script: string) => script.includes(englishLegalCopy.privacy.sections[0]!.heading);

/** The server's own texts (copy-server.ts): the generated forms' sheets, which no page shows. */
const carriesServerWords = (script: string) => script.includes(serverCopy.formSheets.w7.identityValue);

/** The API reference's one-line summaries, which the browser's copy of the route table leaves out. */
const carriesRouteDocs = (script: string) => script.includes(accountRoutes.registerSignIn.summary);

/** Cognito identity pools' AWS credentials, which this app (user-pool tokens only) never asks for. */
const carriesIdentityPoolCredentials = (script: string) => script.includes('GetCredentialsForIdentity');

const builtScripts = () => {
  const assets = path.join(frontendDist, 'assets');
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'));
};

describe('sign-up, verification, sign-in and sign-out in the browser', () => {
  const browser = useBrowser();

  it('a new customer signs up, follows the mailed link, signs in, sees their name and signs out', async () => {
    const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'winnings2024';
    const context = await newContext(browser());
    const page = await context.newPage();

    await page.goto(`${app()}/auth`);
    await page.getByRole('heading', { name: copy.auth.signUpHeading }).waitFor();
    const createAccount = page.getByRole('button', { name: copy.auth.createAccount });
    await page.getByLabel(copy.auth.firstName).fill('Gabrielle');
    await page.getByLabel(copy.auth.email).fill(email);
    await page.getByLabel(copy.auth.newPassword, { exact: true }).fill(password);
    await page.getByLabel(copy.auth.confirmPassword).fill('winnings2025');
    expect(await createAccount.isDisabled()).toBe(true);
    await page.getByLabel(copy.auth.confirmPassword).fill(password);
    await screenshot(page, 'auth-sign-up-desktop');
    await createAccount.click();

    await page.waitForURL('**/account-created');
    const mail = await waitForMail(email, serverCopy.confirmationEmail.subject);
    const link = firstLink(mail.body.text);
    expect(link.startsWith(`${app()}/account-created#token=`)).toBe(true);

    await page.goto(link);
    await page.getByText(copy.accountCreated.verifiedTitle).waitFor();
    await screenshot(page, 'account-verified-desktop');

    await signInThroughUi(page, { email, password }, authLabels(copy), app());
    // Amplify's sign-in flows came with the sign-in page; a signed-in page needs only its session calls.
    expect(builtScripts().filter(carriesSignInFlows)).toHaveLength(1);
    // The same holds for the back office's words, the public site's and the legal pages': one script has each,
    // and a customer's page loads none. The server's own texts, the routes' summaries and Amplify's identity-pool
    // credentials are in no script.
    expect(builtScripts().filter(carriesStaffWords)).toHaveLength(1);
    expect(builtScripts().filter(carriesSiteWords)).toHaveLength(1);
    expect(builtScripts().filter(carriesLegalWords)).toHaveLength(1);
    expect(builtScripts().filter(carriesServerWords)).toHaveLength(0);
    expect(builtScripts().filter(carriesRouteDocs)).toHaveLength(0);
    expect(builtScripts().filter(carriesIdentityPoolCredentials)).toHaveLength(0);
    const accountTab = await context.newPage();
    const accountScripts = scriptsReceivedBy(accountTab);
    await accountTab.goto(`${app()}/account`);
    await accountTab.getByRole('heading', { name: copy.account.welcome('Gabrielle') }).waitFor();
    await accountTab.waitForLoadState('networkidle');
    expect((await accountScripts()).filter(carriesSignInFlows)).toHaveLength(0);
    expect((await accountScripts()).filter(carriesStaffWords)).toHaveLength(0);
    expect((await accountScripts()).filter(carriesSiteWords)).toHaveLength(0);
    expect((await accountScripts()).filter(carriesLegalWords)).toHaveLength(0);
    await accountTab.close();

    const header = page.getByRole('banner');
    // The welcome toast opens below the header (it once covered the greeting, the account and sign-out for its 4 s).
    const toast = page.locator('[data-toast]').filter({ hasText: copy.auth.signInSuccess });
    const headerBox = (await header.boundingBox())!;
    await expect
      .poll(async () => (await toast.boundingBox())?.y, { timeout: 3_000 })
      .toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    await header.getByRole('button', { name: copy.header.signOut }).click({ trial: true, timeout: 1_000 });
    // The greeting is in the bar from 1,024 px (the menu shows it on narrower screens).
    await page.setViewportSize({ width: 1280, height: 900 });
    await header.getByText('Gabrielle').first().waitFor();
    await screenshot(page, 'account-signed-in-desktop');

    await header.getByRole('button', { name: copy.header.signOut }).click();
    await header.getByRole('link', { name: copy.header.signIn }).waitFor();
    expect(await header.getByText('Gabrielle').count()).toBe(0);
    await context.close();
  });

  it('sends a signed-out visitor of a protected page to /auth', async () => {
    const context = await newContext(browser(), 'phone');
    const page = await context.newPage();
    await page.goto(`${app()}/account`);
    await page.waitForURL('**/auth**');
    await page.getByRole('heading', { name: copy.auth.signUpHeading }).waitFor();
    await screenshot(page, 'auth-redirect-phone');
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(`${app()}/no-such-page`);
    await page.getByText(copy.notFound.title).waitFor();
    await page.getByRole('link', { name: copy.notFound.returnHome }).click();
    await page.waitForURL(`${app()}/`);
    await context.close();
  });
});
