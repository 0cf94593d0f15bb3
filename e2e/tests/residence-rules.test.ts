import { describe, expect, inject, it } from 'vitest';
import { claimableTaxYears, copyFor, FEES, formatUsd, type Locale } from '@taxback/shared';
import { still, useBrowser, viewports } from '../src/browser';
import { authLabels, createCustomer, finishedApplication, signInThroughUi } from '../src/customers';
import { amountOf, estimateOneWin } from '../src/journey';

const app = () => inject('localStack').urls.app;
const languages: [Locale, string][] = [
  ['en', '/refund-estimator'],
  ['fr-CA', '/fr/estimateur-de-remboursement'],
];

/**
 * The rules of the country of residence as a visitor and a customer meet them: only residents of Canada deduct
 * their losses (Schedule NEC line 10); everyone else gets back none of a slot win's withholding (line 11, losses
 * not allowed), and is told so before paying. The IRS text behind them is cited in shared/src/tax/country-rules.ts.
 */
describe('rules by country of residence, in each language', () => {
  const browser = useBrowser();

  it.each(languages)('the estimator counts losses for Canada only (%s)', async (locale, path) => {
    const text = copyFor(locale).estimator;
    const year = claimableTaxYears(new Date())[0]!;
    const context = await browser().newContext({ viewport: viewports.desktop, locale });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`${app()}${path}`);

    const breakdown = await estimateOneWin(page, text, year);
    await expect.poll(() => amountOf(breakdown, text.breakdown.refund)).toBe(formatUsd(30_000, locale));
    await page.getByText(text.residence.rules['canada-offset']).waitFor();

    await page.getByLabel(text.residence.label).selectOption(text.residence.other);
    await page.getByText(text.residence.rules['no-treaty-offset']).waitFor();
    await expect.poll(() => amountOf(breakdown, text.breakdown.refund)).toBe(formatUsd(0, locale));
    await breakdown.getByText(text.breakdown.lossesNotAllowed).waitFor();
    await still(page, `residence-other-country-${locale}`);
    await context.close();
  });

  it.each(languages)(
    'a customer of another country sees the low refund on /payment, and confirms it (%s)',
    async (locale) => {
      const text = copyFor(locale);
      const year = String(claimableTaxYears(new Date())[0]!);
      const customer = await createCustomer();
      const applicationId = await finishedApplication(customer, {
        countryOfResidence: 'NZ',
        form1042sEntries: [
          { id: 'slot-1', taxYear: year, game: 'slot-machine', winningsCents: 200_000, federalWithheldCents: 60_000 },
        ],
        lossesByYear: { [year]: 100_000 },
      });
      const context = await browser().newContext({ viewport: viewports.phone, locale });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      await signInThroughUi(page, customer, authLabels(text));
      await page.goto(`${app()}/payment?applicationId=${applicationId}`);

      // No ITIN yet: the fee is the base fee and the ITIN line.
      const fee = formatUsd(FEES.baseApplicationCents + FEES.itinProcessingCents, locale);
      await page.getByText(text.screening.lowRefundBody(formatUsd(0, locale), fee)).waitFor();
      const pay = page.getByRole('button', { name: text.paymentPage.pay(fee) });
      expect(await pay.isDisabled()).toBe(true);
      await page.getByText(text.screening.lowRefundConfirm).click();
      expect(await pay.isEnabled()).toBe(true);
      await still(page, `low-refund-other-country-${locale}`);
      await context.close();
    },
  );
});
