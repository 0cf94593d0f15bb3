import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyFor, FEES, formatUsd, staffCopy } from '@taxback/shared';
import type { Locale } from '@taxback/shared/i18n/locale';
import { screenshot, useBrowser, viewports } from '../src/browser';
import { authLabels, createCustomer, finishedApplication, signInThroughUi } from '../src/customers';
import { appUrl } from '../src/journey';
import { signInAsSeededAdmin } from '../src/staff';

/** The phone on which the chat button once sat on the Pay button. */
const smallPhone = { width: 375, height: 667 };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The boxes of every visible element `locator` finds, named for the failure message. A heading's box is its text's,
 * not the whole width of its block: a button beside a short heading does not hide it.
 */
async function boxesOf(locator: Locator): Promise<{ name: string; box: Box }[]> {
  const found: { name: string; box: Box }[] = [];
  for (const element of await locator.all()) {
    if (!(await element.isVisible())) continue;
    const { name, box } = await element.evaluate((node) => {
      const range = node.ownerDocument.createRange();
      range.selectNodeContents(node);
      const rect = /^H[1-6]$/.test(node.tagName) ? range.getBoundingClientRect() : node.getBoundingClientRect();
      return {
        name: `${node.tagName} "${(node.textContent ?? '').trim().slice(0, 40)}"`,
        box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      };
    });
    if (box.width > 0 && box.height > 0) found.push({ name, box });
  }
  return found;
}

/** What overlaps: each floating box (toast, chat button) against each thing to read or press. */
async function covered(page: Page, targets: Locator): Promise<string[]> {
  const floating = await boxesOf(page.locator('[data-toast], .chat-launcher, .chat-window'));
  const below = await boxesOf(targets);
  return floating.flatMap((top) =>
    below.filter((under) => overlap(top.box, under.box)).map((under) => `${top.name} covers ${under.name}`),
  );
}

describe.each(['en', 'fr-CA'] as const)('nothing covers the page on a 375×667 phone (%s)', (locale: Locale) => {
  const browser = useBrowser();
  const text = copyFor(locale);
  const prefix = locale === 'en' ? 'uncovered' : 'fr-uncovered';

  it('leaves the payment page to the customer: no chat button, a "Need help?" link, a toast clear of Pay', async () => {
    const customer = await createCustomer();
    const applicationId = await finishedApplication(customer);
    const context = await browser().newContext({ viewport: smallPhone, locale });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await signInThroughUi(page, customer, authLabels(text));

    // The welcome toast, on a phone, is at the bottom: clear of the greeting and every heading.
    const welcome = page.locator('[data-toast]').filter({ hasText: text.auth.signInSuccess });
    await welcome.waitFor();
    await page.waitForTimeout(300); // the toast's fade-in
    const toastBox = (await welcome.boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeGreaterThan(smallPhone.height / 2);
    await screenshot(page, `${prefix}-account-toast-phone`, { fullPage: false });
    expect(await covered(page, page.locator('h1, h2, h3, header, input'))).toEqual([]);

    // At the end of a page with the chat button, the footer leaves it room.
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await page.locator('.chat-launcher').waitFor();
    await screenshot(page, `${prefix}-account-end-phone`, { fullPage: false });
    expect(await covered(page, page.locator('footer a, footer p, footer button, footer h2'))).toEqual([]);

    await page.goto(`${appUrl()}/payment?applicationId=${applicationId}`);
    await page.getByRole('heading', { name: text.paymentPage.title, level: 1 }).waitFor();
    const total = formatUsd(FEES.baseApplicationCents + FEES.itinProcessingCents, locale);
    const pay = page.getByRole('button', { name: text.paymentPage.pay(total), exact: true });
    await pay.waitFor();
    expect(total).toMatch(locale === 'en' ? /^US\$\d/ : /\u00a0\$\u00a0US$/);
    await page.getByText(text.paymentPage.currencyNote).waitFor();
    expect(await page.locator('.chat-launcher').count()).toBe(0);
    const targets = page.locator('h1, h2, h3, input, button.amplify-button--primary');
    expect(await covered(page, targets)).toEqual([]);
    await screenshot(page, `${prefix}-payment-phone`, { fullPage: false });
    await screenshot(page, `${prefix}-payment-full-phone`);

    // A checkout that fails says so in a toast, and the toast leaves the Pay button, the headings and the code box.
    await page.route('**/payments/checkout', (route) => route.fulfill({ status: 500, body: '' }));
    await pay.click();
    await page.locator('[data-toast]').filter({ hasText: text.payment.sessionFailed }).waitFor();
    await page.waitForTimeout(300); // the toast's fade-in
    await screenshot(page, `${prefix}-payment-toast-phone`, { fullPage: false });
    // A fixed toast can only pass over what is scrolled under it; what it must leave is what the customer is using.
    expect(await covered(page, page.locator('h1, input').or(pay))).toEqual([]);

    // On a laptop too the toast is at the bottom, clear of the headings, the code box and the Pay button.
    await page.setViewportSize(viewports.desktop);
    await pay.click();
    await page.locator('[data-toast]').filter({ hasText: text.payment.sessionFailed }).first().waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, `${prefix}-payment-toast-desktop`, { fullPage: false });
    expect(await covered(page, page.locator('h1, h2, h3, input').or(pay))).toEqual([]);
    await page.setViewportSize(smallPhone);

    // The link opens the same chat the button would.
    await page.getByRole('button', { name: text.chatbot.needHelp, exact: true }).click();
    await page.getByRole('log').getByText(text.chatbot.welcome).waitFor();
    await screenshot(page, `${prefix}-payment-chat-phone`, { fullPage: false });
    await context.close();
  });
});

describe.each([
  ['en', ['/', '/refund-estimator']],
  ['fr-CA', ['/fr/', '/fr/estimateur-de-remboursement']],
] as const)('the chat button at the end of a public page on a 375×667 phone (%s)', (locale, paths) => {
  const browser = useBrowser();

  it('leaves the last paragraph and button of the home page and the estimator clear', async () => {
    const context = await browser().newContext({ viewport: smallPhone, locale });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${appUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('.chat-launcher').waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await page.waitForTimeout(100);
      const name = `${locale === 'en' ? 'uncovered' : 'fr-uncovered'}-end${path.replace(/\W+/g, '-')}phone`;
      await screenshot(page, name, { fullPage: false });
      const text = page.locator(':is(main, footer) :is(p, li, a, button, h2, h3, dd, dt, label)');
      expect(await covered(page, text), path).toEqual([]);

      // The chat opened and minimised is a bar along the bottom: the end of the page leaves it room too.
      await page.locator('.chat-launcher').click();
      await page.getByRole('button', { name: copyFor(locale).chatbot.minimise, exact: true }).click();
      await page.locator('.chat-window--minimised').waitFor();
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await page.waitForTimeout(100);
      await screenshot(page, `${name}-minimised`, { fullPage: false });
      expect(await covered(page, text), `${path}, chat minimised`).toEqual([]);
    }
    await context.close();
  });
});

describe('a modal dialog', () => {
  const browser = useBrowser();

  it('has the page to itself: a staff page has no chat button to float over it', async () => {
    const context = await browser().newContext({ viewport: smallPhone });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await signInAsSeededAdmin(page);
    await page.waitForURL('**/account');
    await page.goto(`${appUrl()}/admin/discounts`);
    await page.getByRole('heading', { level: 1, name: staffCopy.staffLayout.sections.discounts }).waitFor();
    await page.getByRole('button', { name: staffCopy.adminDiscounts.newCode }).click();
    await page.getByRole('dialog', { name: staffCopy.adminDiscounts.createTitle }).waitFor();
    expect(await page.locator('.chat-launcher').count()).toBe(0);
    await screenshot(page, 'uncovered-dialog-phone', { fullPage: false });
    await context.close();
  });
});
