import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { FEES, formatUsd, messages } from '@taxback/shared';
import { launchBrowser, newContext, screenshot } from '../src/browser';
import { createCustomer, finishedApplication, signInThroughUi } from '../src/customers';

const app = () => inject('localStack').urls.app;
const signInLabels = { email: messages.auth.email, password: messages.auth.password, submit: messages.auth.signIn };

describe('paying for a finished application', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('applies a discount code, pays on the checkout page and sees the application completed', async () => {
    const customer = await createCustomer();
    const applicationId = await finishedApplication(customer);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughUi(page, customer, signInLabels);

    await page.goto(`${app()}/payment?applicationId=${applicationId}`);
    await page.getByRole('heading', { name: messages.paymentPage.title }).waitFor();
    const subtotal = FEES.baseApplicationCents + FEES.itinProcessingCents;
    await page.getByText(messages.paymentPage.lines.itin).waitFor();
    await page.getByText(messages.paymentPage.benefits.itin[0]).waitFor();

    await page.getByRole('button', { name: messages.paymentPage.apply }).click();
    await page.getByText(messages.payment.emptyDiscount).waitFor();
    await page.getByLabel(messages.paymentPage.discountLabel).fill('welcome10');
    await page.getByRole('button', { name: messages.paymentPage.apply }).click();
    await page.getByText(messages.payment.discountApplied('WELCOME10')).waitFor();
    const total = formatUsd(Math.round(subtotal * 0.9));
    await screenshot(page, 'payment-desktop');

    await page.getByRole('button', { name: messages.paymentPage.pay(total) }).click();
    await page.waitForURL('**/local-checkout/**');
    expect(await page.getByText(total).first().isVisible()).toBe(true);
    await screenshot(page, 'local-checkout-desktop');
    await page.getByRole('button', { name: `Pay ${total}` }).click();

    await page.waitForURL('**/payment-success**');
    await page.getByRole('heading', { name: messages.paymentSuccess.title }).waitFor();
    await screenshot(page, 'payment-success-desktop');

    await page.getByRole('link', { name: messages.paymentSuccess.refundStatus }).click();
    await page.waitForURL('**/refund-status');
    const completedStep = page
      .getByRole('listitem')
      .filter({ hasText: messages.refundStatus.steps.application_completed });
    await completedStep.getByText(messages.refundStatus.completed, { exact: true }).waitFor();
    await screenshot(page, 'refund-status-paid-desktop');
    await context.close();
  });
});
