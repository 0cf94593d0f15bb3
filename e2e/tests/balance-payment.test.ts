import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { claimableTaxYears, copy, copyFor, FEES, formatUsd, staffCopy } from '@taxback/shared';
import { newContext, screenshot, stillsAtBothWidths, useBrowser, viewports } from '../src/browser';
import { authLabels, createCustomer, finishedApplication, payFee, signInThroughUi, uniqueName } from '../src/customers';
import { answerFormsOnHand, appUrl, button, describeMissingForm, finishWizard, heading } from '../src/journey';
import { openSection, searchClaims, signInAsSeededAdmin } from '../src/staff';

const office = staffCopy.adminBackOffice;
const journey = copy.refundStatus;
const signInLabels = authLabels(copy);

/** The payment entries of the customer's refund timeline, as "kind amount status" lines. */
const paymentEntries = async (page: Page) =>
  (await page.locator('.timeline__step--payment').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

describe('a reopened claim whose new answers cost more, paid in the browser', () => {
  const browser = useBrowser();

  it('staff reopen → the customer adds a missing form → pays the balance → the timeline shows both payments', async () => {
    const firstName = uniqueName('Rosalie');
    const customer = await createCustomer(firstName);
    // No ITIN, every Form 1042-S at hand: the application fee and the ITIN processing.
    const applicationId = await finishedApplication(customer);
    const fee = FEES.baseApplicationCents + FEES.itinProcessingCents;
    await payFee(customer, applicationId);
    // Each payment shows the day it was made, which near midnight is not the day the test ends.
    const paidOn = (moment: Date) =>
      journey.on(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(moment));
    const feePaidOn = paidOn(new Date());

    // Staff see the first payment and reopen the claim for changes.
    const staff = await (await newContext(browser())).newPage();
    await signInAsSeededAdmin(staff);
    await staff.waitForURL('**/account');
    await staff.goto(`${appUrl()}/admin`);
    await openSection(staff, staffCopy.staffLayout.sections.claims);
    await searchClaims(staff, firstName);
    const fullName = `${firstName} Gagnon`;
    const row = staff.getByRole('row').filter({ hasText: fullName });
    await row.getByText(copy.statusLabels.submitted).waitFor();
    await row.getByRole('link', { name: office.applications.manageLabel(fullName) }).click();
    await staff.getByRole('heading', { level: 1, name: office.claimPage.title(fullName) }).waitFor();
    const staffPayments = staff.getByRole('list', { name: office.tracker.paymentsTitle });
    await staffPayments.getByText(`${journey.payments.fee} · ${formatUsd(fee)}`).waitFor();
    const actions = staff.getByRole('region', { name: office.claimPage.lifecycle.title });
    await actions.getByRole('button', { name: office.claimPage.lifecycle.reopen }).click();
    await actions.getByText(office.claimPage.lifecycle.done).waitFor();

    // The customer is told on their status page, reviews the answers and adds a form to retrieve.
    const page = await (await newContext(browser())).newPage();
    await signInThroughUi(page, customer, signInLabels);
    await page.goto(`${appUrl()}/refund-status`);
    await page.getByText(journey.action.bodies.review_answers).waitFor();
    await page.getByRole('link', { name: journey.action.buttons.review_answers }).click();
    await heading(page, copy.wizard.delivery.title).waitFor();
    await button(page, `← ${copy.common.back}`).click();
    await heading(page, copy.wizard.upload.title).waitFor();
    await button(page, `← ${copy.common.back}`).click();
    await heading(page, copy.wizard.winnings.title).waitFor();
    await button(page, `← ${copy.common.back}`).click();
    await answerFormsOnHand(page, false);
    await describeMissingForm(page, String(claimableTaxYears(new Date())[0]));
    await button(page, copy.wizard.continue).click();
    await heading(page, copy.wizard.delivery.title).waitFor();
    await button(page, copy.wizard.continue).click();
    expect(await finishWizard(page)).toBe(applicationId);

    // The balance due: only the retrieval of the one missing form, itemised, paid through the same checkout.
    const balance = formatUsd(FEES.missingFormRetrievalCents);
    await page.getByRole('heading', { name: copy.paymentPage.balanceTitle }).waitFor();
    await page.getByText(copy.paymentPage.lines.missingForms(1)).waitFor();
    expect(await page.getByLabel(copy.paymentPage.discountLabel).count()).toBe(0);
    await screenshot(page, 'payment-balance-desktop');
    await page.getByRole('button', { name: copy.paymentPage.pay(balance) }).click();
    await page.waitForURL('**/local-checkout/**');
    await page.getByRole('button', { name: `Pay ${balance}` }).click();
    await page.waitForURL('**/payment-success**');
    await page.getByRole('heading', { name: copy.paymentSuccess.title }).waitFor();
    const balancePaidOn = paidOn(new Date());

    // Both payments on the customer's refund timeline, oldest first.
    await page.goto(`${appUrl()}/refund-status?claim=${applicationId}`);
    await page.locator('.timeline__step--payment').nth(1).waitFor();
    expect(await paymentEntries(page)).toEqual([
      `${journey.payments.fee} ${formatUsd(fee)} ${journey.payments.explanations.fee} ${journey.payments.paid} ${feePaidOn}`,
      `${journey.payments.balance} ${balance} ${journey.payments.explanations.balance} ${journey.payments.paid} ${balancePaidOn}`,
    ]);
    // The missing form added waits for the customer's retrieval authorisation: the banner says so first.
    await page.getByText(journey.action.bodies.sign_authorisation).waitFor();
    await stillsAtBothWidths(page, 'refund-status-two-payments');

    // In French, the same entries.
    const fr = copyFor('fr-CA');
    const french = await (await browser().newContext({ viewport: viewports.phone, locale: 'fr-CA' })).newPage();
    await signInThroughUi(french, customer, authLabels(fr));
    await french.goto(`${appUrl()}/refund-status?claim=${applicationId}`);
    await french.getByText(fr.refundStatus.payments.balance).waitFor();
    await screenshot(french, 'refund-status-two-payments-fr-phone');
    await french.setViewportSize(viewports.desktop);
    await screenshot(french, 'refund-status-two-payments-fr-desktop');

    // Staff see both payments too.
    await staff.reload();
    await staffPayments.getByText(`${journey.payments.balance} · ${balance}`).waitFor();
    expect(await staffPayments.getByRole('listitem').count()).toBe(2);
    await screenshot(staff, 'admin-tracker-payments-desktop');
  });
});
