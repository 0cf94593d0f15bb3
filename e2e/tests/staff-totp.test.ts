import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { copy, staffCopy } from '@taxback/shared';
import { useBrowser, newContext, screenshot } from '../src/browser';
import { enterAuthenticatorCode } from '../src/staff';
import { addConfirmedUser } from '../../local/src/emulators/cognito';

const stack = () => inject('localStack');

/** A member of staff the way an operator adds one: confirmed, in `admin`, no authenticator yet. */
async function newStaffMember() {
  const cognito = new CognitoIdentityProviderClient({});
  const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'backoffice2024';
  const { userPoolId } = stack().pool;
  const { Username } = await addConfirmedUser(cognito, userPoolId, { email, password });
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username, GroupName: 'admin' }));
  return { email, password };
}

async function enterPassword(page: Page, staff: { email: string; password: string }) {
  await page.goto(`${stack().urls.app}/auth?mode=signin`);
  await page.getByLabel(copy.auth.email).fill(staff.email);
  await page.getByLabel(copy.auth.password, { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: copy.auth.signIn, exact: true }).click();
}

describe('staff authenticator (TOTP) in the browser', () => {
  const browser = useBrowser();

  it('a new member of staff sets up an authenticator before the back office opens, then signs in with a code', async () => {
    const staff = await newStaffMember();
    const page = await (await newContext(browser())).newPage();

    // Without an authenticator the password alone signs in, but the back office asks for the setup first.
    await enterPassword(page, staff);
    await page.waitForURL('**/account');
    await page.goto(`${stack().urls.app}/admin`);
    await page.getByRole('heading', { name: copy.staffTotp.setupHeading }).waitFor();
    const setupKey = await page.getByLabel(copy.staffTotp.setupKeyLabel).inputValue();
    expect(setupKey).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, 'staff-totp-setup-desktop');

    await page.getByLabel(copy.staffTotp.codeLabel).fill('000000');
    await page.getByRole('button', { name: copy.staffTotp.verify, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: copy.staffTotp.wrongCode }).waitFor();

    // The password-only session that enrolled is ended: the back office opens only to a sign-in with a code.
    await enterAuthenticatorCode(page, setupKey);
    await page.getByRole('banner').getByRole('link', { name: copy.header.signIn }).waitFor();
    await enterPassword(page, staff);
    await page.getByRole('heading', { name: copy.staffTotp.codeHeading }).waitFor();
    await screenshot(page, 'staff-totp-code-desktop');
    await page.getByLabel(copy.staffTotp.codeLabel).fill('123');
    await page.getByRole('button', { name: copy.staffTotp.verify, exact: true }).click();
    await page.getByText(copy.staffTotp.codeInvalid).waitFor();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    await enterAuthenticatorCode(page, setupKey);
    // This sign-in follows the sign-out within a few seconds (it was once refused for landing in the sign-out's
    // own second): if it fails, what the page showed and logged and what the pool holds go with the failure.
    await page.waitForURL('**/account').catch(async (error: Error) => {
      await screenshot(page, 'staff-totp-failure-desktop');
      const pool = await new CognitoIdentityProviderClient({}).send(
        new AdminGetUserCommand({ UserPoolId: stack().pool.userPoolId, Username: staff.email }),
      );
      const standing = JSON.stringify({
        now: Date.now() / 1000,
        enabled: pool.Enabled,
        mfa: pool.UserMFASettingList,
        attributes: pool.UserAttributes,
      });
      throw new Error(`${error.message}\nThe pool's record: ${standing}\nThe page's console:\n${logged.join('\n')}`);
    });
    await page.goto(`${stack().urls.app}/admin`);
    await page.getByRole('heading', { level: 1, name: staffCopy.staffLayout.sections.workQueue }).waitFor();
  });
});
