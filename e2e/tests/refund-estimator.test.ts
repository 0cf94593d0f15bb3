import { signInAsSeededAdmin } from '../src/staff';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { claimableTaxYears, copy, staffCopy, serverCopy } from '@taxback/shared';
import { newContext, screenshot, still, stillsAtBothWidths, useBrowser, viewports } from '../src/browser';
import { api, authLabels, createCustomer, finishedApplication, payFee, signInThroughUi } from '../src/customers';
import { waitForMail } from '../src/mailbox';
import { amountOf, estimateOneWin } from '../src/journey';
import { violationIds } from '../src/accessibility';

const stack = () => inject('localStack');
const widths = Object.keys(viewports) as (keyof typeof viewports)[];
const text = copy.estimator;
const figures = copy.claimFigures;

/** Accessibility rules axe-core finds broken on the page. */
function sampleForm() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'taxback-estimate-')), 'bellagio-1042s.pdf');
  fs.writeFileSync(file, '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return file;
}

describe('the refund estimator and the forms for signature in the browser', () => {
  const browser = useBrowser();

  it.each(widths)('estimates one year and the fee, without signing in (%s)', async (width) => {
    const year = claimableTaxYears(new Date())[0]!;
    const context = await newContext(browser(), width);
    const page = await context.newPage();
    await page.goto(`${stack().urls.app}/`);
    await page.getByRole('link', { name: copy.estimatorLink.cta }).click();
    await page.waitForURL('**/refund-estimator');

    const breakdown = await estimateOneWin(page, text, year);

    const summary = page.getByRole('region', { name: text.summaryTitle });
    await expect.poll(() => amountOf(breakdown, text.breakdown.refund)).toBe('US$300.00');
    expect(await amountOf(summary, text.totalRefund)).toBe('US$300.00');
    expect(await amountOf(summary, text.feeTotal)).toBe('US$349.00');
    expect(await amountOf(summary, text.youKeep)).toBe('US$0.00');
    await summary.getByText(text.feeExceedsRefund).waitFor();

    // Amplify draws its own box over the input; a visitor clicks the label.
    await summary.getByText(text.hasItin).click();
    expect(await summary.getByRole('checkbox', { name: text.hasItin }).isChecked()).toBe(true);
    await expect.poll(() => amountOf(summary, text.feeTotal)).toBe('US$249.00');
    expect(await amountOf(summary, text.youKeep)).toBe('US$51.00');
    expect(await summary.getByText(text.feeExceedsRefund).count()).toBe(0);
    await still(page, `refund-estimator-${width}`);

    expect(await violationIds(page)).toEqual([]);
    await context.close();
  });

  it('is linked from the pricing page', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(`${stack().urls.app}/pricing`);
    await page.getByRole('main').getByRole('link', { name: copy.estimatorLink.cta }).click();
    await page.waitForURL('**/refund-estimator');
    await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
    await context.close();
  });

  it("estimates from the customer's figures, and staff generate the forms the customer then sees", async () => {
    const customer = await createCustomer('Mathieu');
    const applicationId = await finishedApplication(customer);
    const year = String(claimableTaxYears(new Date())[0]);
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInThroughUi(page, customer, authLabels(copy));

    await page.goto(`${stack().urls.app}/upload-documents`);
    await page.getByLabel(copy.uploadsPage.documentType).selectOption('Form');
    await page.getByLabel(copy.uploadsPage.files).setInputFiles(sampleForm());
    await page.getByRole('button', { name: copy.uploadsPage.upload, exact: true }).click();
    const entry = page.getByRole('form', { name: figures.entryLabel('bellagio-1042s.pdf') });
    await entry.getByLabel(figures.taxYear).selectOption(year);
    await entry.getByLabel(text.game).selectOption({ label: text.games['slot-machine'] });
    await entry.getByLabel(text.winnings).fill('2000');
    await entry.getByLabel(text.withheld).fill('600');
    await entry.getByLabel(figures.agentName).fill('Bellagio LLC');
    await entry.getByLabel(figures.agentEin).fill('12-3456789');
    await entry.getByLabel(figures.totalCredit).fill('600');
    await entry.getByRole('button', { name: figures.saveLabel('bellagio-1042s.pdf') }).click();
    await entry.getByText(figures.saved).waitFor();
    const losses = page.getByRole('form', { name: figures.lossesTitle });
    await losses.getByLabel(figures.losses(year)).fill('1000');
    await losses.getByRole('button', { name: figures.saveLosses }).click();
    await losses.getByText(figures.lossesSaved).waitFor();
    await stillsAtBothWidths(page, 'claim-figures');

    await page.goto(`${stack().urls.app}/refund-status`);
    const estimate = page.locator('dt', { hasText: figures.estimatedRefund }).locator('xpath=following-sibling::dd');
    expect(await estimate.textContent()).toBe('US$300.00');
    await page.getByText(figures.noPromise).waitFor();
    await stillsAtBothWidths(page, 'refund-status-estimate');

    // Forms are prepared for a paid claim: the customer's changed figures are finished again and paid.
    await api(customer, 'POST', `/applications/${applicationId}/finish`);
    await payFee(customer, applicationId);

    const staff = await (await newContext(browser())).newPage();
    await signInAsSeededAdmin(staff);
    await staff.waitForURL('**/account');
    await staff.goto(`${stack().urls.app}/admin/claims?view=search`);
    const office = staffCopy.adminBackOffice.applications;
    const search = staff.getByRole('textbox', { name: office.searchLabel });
    await search.fill(applicationId);
    await search.press('Enter');
    const row = staff.getByRole('row').filter({ hasText: customer.email });
    await row.getByText('US$300.00').waitFor();
    await row.getByRole('link', { name: office.manageLabel('Mathieu Gagnon') }).click();
    const forms = staff.getByRole('region', { name: staffCopy.adminFormPackage.title });
    await forms.getByRole('button', { name: staffCopy.adminFormPackage.generate }).click();
    const files = forms.getByRole('listitem');
    // Four PDFs drawn, sealed fields opened, stored and mailed: tens of seconds on a busy 2-core machine.
    await files.first().waitFor({ timeout: 60_000 });
    const count = await files.count();
    await forms
      .getByText(`${staffCopy.adminFormPackage.generated(count)} ${staffCopy.adminFormPackage.emailed}`)
      .waitFor();
    await waitForMail(customer.email, serverCopy.formsEmail.subject);
    await forms.scrollIntoViewIfNeeded();
    await screenshot(staff, 'admin-form-package-desktop');

    await page.goto(`${stack().urls.app}/upload-documents`);
    await page.getByText(copy.uploadsPage.categories.Generated).first().waitFor();
    expect(await page.getByText(copy.uploadsPage.categories.Generated).count()).toBe(count);
    await context.close();
    await staff.context().close();
  });
});
