import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy, copyFor, FEES, formatUsd, setLocaleSource, serverCopyFor } from '@taxback/shared';
import { siteCopyFor } from '@taxback/shared/copy-site';
import { legalCopyFor } from '@taxback/shared/copy-legal';
import { sidewaysOverflow, useBrowser, viewports, still } from '../src/browser';
import { authLabels, signInThroughUi } from '../src/customers';
import { appUrl, button, fillProfile, heading, signUpThroughUi, walkWizardWithMissingForm } from '../src/journey';
import { firstLink, waitForMail } from '../src/mailbox';
import { registerEveryLanguage } from '@taxback/shared/catalogue/every-language';

registerEveryLanguage();

/**
 * A French-speaking customer: Chromium set to fr-CA, phone width. The shared journey steps read `copy`,
 * which follows the language this file sets, so they look for the French labels.
 */
const fr = copyFor('fr-CA');
const en = copyFor('en');
const frSite = siteCopyFor('fr-CA');
const frLegal = legalCopyFor('fr-CA');
const enSite = siteCopyFor('en');

const frenchPages = [
  ['/fr/', frSite.home.eyebrow],
  ['/fr/tarifs', frSite.pricing.title],
  ['/fr/estimateur-de-remboursement', fr.estimator.title],
  ['/fr/faq', fr.faq.title],
  ['/fr/comment-ca-marche', frSite.howItWorks.title],
  ['/fr/pourquoi-nous-choisir', frSite.whyChooseUs.pageTitle],
  ['/fr/nous-joindre', fr.contact.title],
  ['/fr/confidentialite', frLegal.privacy.title],
] as const;

const lang = (page: Page) => page.evaluate<string>('document.documentElement.lang');
const shot = (name: string) => async (page: Page) => {
  await still(page, `fr-${name}-phone`);
  expect(await sidewaysOverflow(page), `${name} is wider than the phone`).toBeLessThanOrEqual(0);
};

describe('a French-speaking customer (Chromium in fr-CA)', () => {
  const browser = useBrowser();
  beforeAll(() => setLocaleSource(() => 'fr-CA'));
  afterAll(() => setLocaleSource(() => 'en'));

  const frenchContext = () => browser().newContext({ viewport: viewports.phone, locale: 'fr-CA' });

  it('lands on the French home page, reads every public page in French, and keeps English once chosen', async () => {
    const context = await frenchContext();
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();

    await page.goto(`${appUrl()}/`);
    await page.waitForURL(`${appUrl()}/fr/`);
    await page.getByText(frSite.home.eyebrow).first().waitFor();
    expect(await lang(page)).toBe('fr-CA');
    await page.reload();
    expect(await page.title()).toBe(frSite.pageMeta.home.title);

    for (const [path, text] of frenchPages) {
      await page.goto(`${appUrl()}${path}`);
      await page.locator('main').getByText(text).first().waitFor();
      expect(await lang(page)).toBe('fr-CA');
      expect(await page.getByRole('banner').getByText(en.header.nav.pricing, { exact: true }).count()).toBe(0);
      await shot(path.replace(/^\/fr\/?/, '') || 'home')(page);
    }

    // "English | Français" in the footer: English, at the English address, still English after a reload.
    await page.goto(`${appUrl()}/fr/tarifs`);
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await page.waitForURL(`${appUrl()}/pricing`);
    await page.getByRole('heading', { name: enSite.pricing.title }).first().waitFor();
    expect(await lang(page)).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: enSite.pricing.title }).first().waitFor();
    expect(await lang(page)).toBe('en');
    await page.goto(`${appUrl()}/fr/`);
    await page.waitForURL(`${appUrl()}/`);
    expect(await lang(page)).toBe('en');

    // And back to French.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click();
    await page.waitForURL(`${appUrl()}/fr/`);
    expect(await lang(page)).toBe('fr-CA');
    await context.close();
  });

  it('signs up with a French confirmation mail, fills the wizard and sees the fee in French money format', async () => {
    const context = await frenchContext();
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const email = `francais-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'gagnants2025';

    // signUpThroughUi waits for the mail with the French subject.
    await signUpThroughUi(page, { firstName: 'Gabrielle', email, password }, (shown, name) => shot(name)(shown));
    const mail = await waitForMail(email, serverCopyFor('fr-CA').confirmationEmail.subject);
    expect(mail.body.text?.trim()).toBe(
      serverCopyFor('fr-CA').confirmationEmail.body(firstLink(mail.body.text)).trim(),
    );

    await signInThroughUi(page, { email, password }, authLabels(fr));
    await page.goto(`${appUrl()}/step1`);
    await heading(page, fr.step1.title).waitFor();
    await fillProfile(page, { firstName: 'Gabrielle', lastName: 'Roy' });
    await shot('step1')(page);
    await button(page, fr.step1.confirm).click();
    await page.waitForURL('**/application');

    await walkWizardWithMissingForm(page, (shown, name) => shot(name)(shown));
    await page.getByRole('heading', { name: fr.paymentPage.title }).waitFor();
    expect(await lang(page)).toBe('fr-CA');
    const fee = formatUsd(FEES.baseApplicationCents);
    expect(fee).toMatch(/^\d+,\d{2}\u00a0\$\u00a0US$/);
    await page.getByText(fee).first().waitFor();
    expect(copy.paymentPage.title).toBe(fr.paymentPage.title);
    await shot('payment')(page);

    // The longer French labels and the signed-in actions fit the bar from 1,024 px (the navigation on a second row
    // where one line is too narrow); below that the menu holds them.
    await expectHeaderFits(page, 1000, 'menu');
    await expectHeaderFits(page, 1024, fr.header.signOut);
    await expectHeaderFits(page, 1280, fr.header.signOut);
    await expectHeaderFits(page, 1400, fr.header.signOut);
    await context.close();
  });

  it('fits a visitor’s French header on a laptop, in the bar or in the menu, never sideways', async () => {
    const context = await frenchContext();
    const page = await context.newPage();
    await page.goto(`${appUrl()}/fr/`);
    await page.getByText(frSite.home.eyebrow).first().waitFor();
    await expectHeaderFits(page, 1000, 'menu');
    await expectHeaderFits(page, 1024, fr.header.signUp);
    await expectHeaderFits(page, 1280, fr.header.signUp);
    await expectHeaderFits(page, 1366, fr.header.signUp);
    await context.close();
  });
});

/** At `width` the page does not scroll sideways, and the header shows `shown` (an action, or its menu button). */
async function expectHeaderFits(page: Page, width: number, shown: string) {
  await page.setViewportSize({ width, height: 900 });
  const header = page.getByRole('banner');
  const target =
    shown === 'menu'
      ? header.getByRole('button', { name: fr.header.openMenu })
      : header.getByRole('link', { name: shown }).or(header.getByRole('button', { name: shown }));
  await target.first().waitFor();
  const box = (await target.first().boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await sidewaysOverflow(page)).toBe(0);
}
