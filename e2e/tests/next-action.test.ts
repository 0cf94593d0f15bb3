import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyFor, FEES, formatUsd } from '@taxback/shared';
import { newContext, screenshot, useBrowser, viewports } from '../src/browser';
import {
  authLabels,
  createCustomer,
  finishedApplication,
  payFee,
  signInThroughUi,
  type Customer,
} from '../src/customers';
import { appUrl } from '../src/journey';

const en = copyFor('en');
const fr = copyFor('fr-CA');

/** The "Action needed" banner at the top of the status page. */
const banner = (page: Page) => page.getByTestId('action-banner');

/** The Pay button of a finished claim without an ITIN names its fee: the base fee and the Form W-7. */
const payNamed = en.paymentPage.pay(formatUsd(FEES.baseApplicationCents + FEES.itinProcessingCents, 'en'));

async function signedIn(page: Page, customer: Customer, language: typeof en) {
  await signInThroughUi(page, customer, authLabels(language));
}

describe("the customer's one next action, in a browser", () => {
  const browser = useBrowser();

  it('a claim to pay: Pay on the account card and in the banner; once paid, the documents still to upload', async () => {
    const customer = await createCustomer('Noémie');
    // No ITIN (a W-7: an ID is needed), every Form 1042-S at hand, nothing uploaded yet.
    const applicationId = await finishedApplication(customer);
    const context = await newContext(browser());
    const page = await context.newPage();
    await signedIn(page, customer, en);

    const card = page.locator('.claims__item').first();
    const pay = card.getByRole('link', { name: payNamed });
    await pay.waitFor();
    expect(await pay.getAttribute('href')).toBe(`/payment?applicationId=${applicationId}`);
    expect(await pay.getAttribute('class')).toContain('amplify-button--primary');
    await screenshot(page, 'next-action-account-pay-desktop');

    await page.goto(`${appUrl()}/refund-status?claim=${applicationId}`);
    await banner(page).getByRole('heading', { name: en.refundStatus.action.title }).waitFor();
    await banner(page).getByRole('link', { name: payNamed }).waitFor();
    // The banner is the page's first card, above the summary and the journey.
    expect(await page.locator('.refund-status .flow-card').first().getAttribute('data-testid')).toBe('action-banner');

    await payFee(customer, applicationId);
    await page.reload();
    const upload = banner(page).getByRole('link', { name: en.refundStatus.action.buttons.upload_documents });
    await upload.waitFor();
    expect(await upload.getAttribute('href')).toBe('/upload-documents');
    await page.getByText(en.refundStatus.shownStatuses.in_review, { exact: true }).waitFor();
    await screenshot(page, 'next-action-refund-status-upload-desktop');
    await context.close();
  });

  it('says it in French on a phone', async () => {
    const customer = await createCustomer('Gabrielle');
    const applicationId = await finishedApplication(customer);
    await payFee(customer, applicationId);
    const context = await browser().newContext({ viewport: viewports.phone, locale: 'fr-CA' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await signedIn(page, customer, fr);

    const card = page.locator('.claims__item').first();
    await card.getByRole('link', { name: fr.refundStatus.action.buttons.upload_documents }).waitFor();

    await page.goto(`${appUrl()}/refund-status?claim=${applicationId}`);
    await banner(page).getByRole('heading', { name: fr.refundStatus.action.title }).waitFor();
    await banner(page).getByText(fr.refundStatus.action.bodies.upload_documents).waitFor();
    await banner(page).getByRole('link', { name: fr.refundStatus.action.buttons.upload_documents }).waitFor();
    await screenshot(page, 'next-action-refund-status-fr-phone');
    await context.close();
  });
});
