import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { claimableTaxYears, copyFor, FEES, formatUsd, setLocaleSource } from '@taxback/shared';
import { sidewaysOverflow, still, useBrowser } from '../src/browser';
import { authLabels, createCustomer, signInThroughUi, startedClaim, type Customer } from '../src/customers';
import { eligibleCanadian } from '../../functions/test/support/answers';
import { appUrl, button, chooseEmailDelivery, heading } from '../src/journey';

/** The sizes the issue names: a phone, and a laptop at 1,280 × 800. */
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** One Form 1042-S: US$10,000 won, US$3,000 withheld, and US$5,000 of losses the same year. */
const WON = 10_000_00;
const WITHHELD = 3_000_00;
const LOSSES = 5_000_00;
// A Canadian deducts the losses: 30% of US$5,000 is owed, the rest of the withholding comes back.
const REFUND = WITHHELD - Math.round(((WON - LOSSES) * 30) / 100);
// No ITIN: the base fee and the ITIN application (Form W-7).
const FEE = FEES.baseApplicationCents + FEES.itinProcessingCents;

/** A customer with a profile and a claim answered up to the forms on hand, as the wizard leaves them. */
const claimAtFormsOnHand = (customer: Customer): Promise<string> =>
  startedClaim(customer, {
    hasItin: false,
    taxYears: [String(claimableTaxYears(new Date())[0])],
    currentStep: 3,
    ...eligibleCanadian,
  });

/** Amounts as the page prints them: spaces of any kind read as one plain space. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The refund picture's figure for one part, from its legend (the text screen readers read too). */
const pictured = (page: Page, part: string) =>
  page.getByTestId('refund-picture').first().locator(`[data-part="${part}"] .refund-picture__amount`).textContent();

describe.each([
  ['en', 'phone'],
  ['en', 'desktop'],
  ['fr-CA', 'phone'],
  ['fr-CA', 'desktop'],
] as const)('the winnings step and the review screen (%s, %s)', (language, size) => {
  const browser = useBrowser();
  afterAll(() => setLocaleSource(() => 'en'));
  const copy = copyFor(language);
  const money = (cents: number) => plain(formatUsd(cents, language));
  // "US$1,500.00" in English, "1 500,00 $ US" in French (with non-breaking spaces), nothing else.
  const currency = language === 'en' ? /^US\$[\d,]+\.\d{2}$/ : /^\d[\d\s]*,\d{2}\s\$\sUS$/;
  const inText = language === 'en' ? /US\$[\d,]+\.\d{2}/ : /\d,\d{2}\s\$\sUS/;
  const name = `${language === 'en' ? '' : 'fr-'}`;

  it('shows the refund before paying: the forms’ figures, the picture, each fee line and what is kept', async () => {
    setLocaleSource(() => language);
    const customer = await createCustomer('Élise');
    const applicationId = await claimAtFormsOnHand(customer);
    const context = await browser().newContext({ viewport: sizes[size], locale: language });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await signInThroughUi(page, customer, authLabels(copy));
    await page.goto(`${appUrl()}/application`);

    // Step 3, then the winnings: "Step 4 of 8 · Your winnings".
    await heading(page, copy.wizard.formsOnHand.title).waitFor();
    await page.getByText(copy.wizard.formsOnHand.yes, { exact: true }).click();
    await button(page, copy.wizard.continue).click();
    await heading(page, copy.wizard.winnings.title).waitFor();
    expect(plain(await page.locator('.wizard__step').textContent())).toBe(
      plain(copy.wizard.stepHeader(4, 8, copy.wizard.winnings.stepName)),
    );

    const form = page.getByRole('group', { name: copy.wizard.winnings.formTitle(1) });
    const labels = copy.claimFigures;
    await form.getByLabel(copy.estimator.game, { exact: true }).selectOption('slot-machine');
    await form.getByLabel(labels.agentName, { exact: true }).fill('Bellagio LLC');
    await form.getByLabel(labels.agentEin, { exact: true }).fill('880123456');
    await form.getByLabel(copy.estimator.winnings, { exact: true }).fill('10000');
    await form.getByLabel(copy.estimator.withheld, { exact: true }).fill('3000');
    await form.getByLabel(labels.totalCredit, { exact: true }).fill('3000');
    await page.getByLabel(labels.losses(String(claimableTaxYears(new Date())[0]))).fill('5000');

    // The estimate, drawn and said, before anything is saved.
    const parts = {
      withheld: WITHHELD,
      irsKeeps: WITHHELD - REFUND,
      refund: REFUND,
      fee: FEE,
      youKeep: REFUND - FEE,
    };
    for (const [part, cents] of Object.entries(parts)) {
      await expect.poll(async () => plain(await pictured(page, part))).toBe(money(cents));
      expect(plain(await pictured(page, part))).toMatch(currency);
    }
    await still(page, `${name}wizard-winnings-${size}`);
    expect(await sidewaysOverflow(page), 'the winnings step is wider than the window').toBeLessThanOrEqual(0);

    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
    await button(page, copy.wizard.continue).click();
    await saved;
    await heading(page, copy.wizard.upload.title).waitFor();
    await button(page, copy.wizard.continue).click();
    await chooseEmailDelivery(page);
    await button(page, copy.wizard.continue).click();

    // Review and pay: every answer with its Edit link, the estimate, the picture, each fee line and what is kept.
    await heading(page, copy.wizard.done.title).waitFor();
    const done = copy.wizard.done;
    const line = (label: string) =>
      page.locator('.review__line').filter({ has: page.getByText(label, { exact: true }) });
    expect(plain(await line(done.forms).locator('.review__value').textContent())).toBe(plain(done.formsValue(1, 0)));
    expect(plain(await line(done.itin).locator('.review__value').textContent())).toBe(
      plain(done.itinValues.application),
    );
    expect(plain(await line(done.delivery).locator('.review__value').textContent())).toBe(
      plain(copy.wizard.delivery.choices.email),
    );
    await expect
      .poll(async () => plain(await line(done.estimate).locator('.review__value').textContent()))
      .toBe(money(REFUND));
    expect(plain(await line(done.youKeep).locator('.review__value').textContent())).toBe(money(REFUND - FEE));
    for (const label of [done.years, done.forms, done.itin, done.delivery, done.estimate]) {
      await page.getByRole('button', { name: done.editLabel(label), exact: true }).waitFor();
    }
    for (const [part, cents] of Object.entries(parts)) {
      expect(plain(await pictured(page, part))).toBe(money(cents));
    }
    await page.getByText(copy.paymentPage.lines.base, { exact: true }).waitFor();
    await page.getByText(copy.paymentPage.lines.itin, { exact: true }).waitFor();
    const amounts = await page.locator('.review').last().getByText(currency).allTextContents();
    expect(amounts.map(plain)).toEqual(expect.arrayContaining([money(FEES.baseApplicationCents), money(FEE)]));
    await still(page, `${name}wizard-review-${size}`);
    expect(await sidewaysOverflow(page), 'the review is wider than the window').toBeLessThanOrEqual(0);

    // An Edit link leads back to the step that sets the answer; Continue comes back to the review.
    await page.getByRole('button', { name: done.editLabel(done.delivery), exact: true }).click();
    await heading(page, copy.wizard.delivery.title).waitFor();
    await button(page, copy.wizard.continue).click();
    await heading(page, copy.wizard.done.title).waitFor();

    await button(page, done.finish).click();
    await page.waitForURL(`**/payment?applicationId=${applicationId}`);
    const pay = page.getByRole('button', { name: plain(copy.paymentPage.pay(formatUsd(FEE, language))) });
    await pay.waitFor();
    expect(plain(await pay.textContent())).toMatch(inText);

    // The status page draws the same refund.
    await page.goto(`${appUrl()}/refund-status?claim=${applicationId}`);
    await page.getByTestId('refund-picture').waitFor();
    for (const [part, cents] of Object.entries(parts)) {
      expect(plain(await pictured(page, part))).toBe(money(cents));
    }
    await still(page, `${name}refund-status-picture-${size}`);
    await context.close();
  });
});
