import { describe, expect, inject, it } from 'vitest';
import { FEES, formatUsd, copy } from '@taxback/shared';
import { useBrowser, newContext, screenshot } from '../src/browser';
import { authLabels, createCustomer, finishedApplication, signInThroughUi } from '../src/customers';

const app = () => inject('localStack').urls.app;
const signInLabels = authLabels(copy);

describe('paying for a finished application', () => {
  const browser = useBrowser();

  it('applies a discount code, pays on the checkout page and sees the application completed', async () => {
    const customer = await createCustomer();
    const applicationId = await finishedApplication(customer);
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInThroughUi(page, customer, signInLabels);

    await page.goto(`${app()}/payment?applicationId=${applicationId}`);
    await page.getByRole('heading', { name: copy.paymentPage.title }).waitFor();
    const subtotal = FEES.baseApplicationCents + FEES.itinProcessingCents;
    await page.getByText(copy.paymentPage.lines.itin).waitFor();
    await page.getByText(copy.paymentPage.benefits.itin[0]).waitFor();

    await page.getByRole('button', { name: copy.paymentPage.apply }).click();
    await page.getByText(copy.payment.emptyDiscount).waitFor();
    await page.getByLabel(copy.paymentPage.discountLabel).fill('welcome10');
    await page.getByRole('button', { name: copy.paymentPage.apply }).click();
    await page.getByText(copy.payment.discountApplied('WELCOME10')).waitFor();
    const total = formatUsd(Math.round(subtotal * 0.9));
    await screenshot(page, 'payment-desktop');

    await page.getByRole('button', { name: copy.paymentPage.pay(total) }).click();
    await page.waitForURL('**/local-checkout/**');
    expect(await page.getByText(total).first().isVisible()).toBe(true);
    await screenshot(page, 'local-checkout-desktop');
    await page.getByRole('button', { name: `Pay ${total}` }).click();

    await page.waitForURL('**/payment-success**');
    await page.getByRole('heading', { name: copy.paymentSuccess.title }).waitFor();
    await screenshot(page, 'payment-success-desktop');

    await page.getByRole('link', { name: copy.paymentSuccess.refundStatus }).click();
    await page.waitForURL('**/refund-status');
    const completedStep = page.getByRole('listitem').filter({ hasText: copy.refundStatus.steps.application_completed });
    await completedStep.getByText(copy.refundStatus.completed, { exact: true }).waitFor();
    await screenshot(page, 'refund-status-paid-desktop');
    await context.close();
  });
});
