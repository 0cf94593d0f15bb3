import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFor } from '@taxback/shared';
import type { Locale } from '@taxback/shared/i18n/locale';
import { describeViolations, seriousViolations } from '../src/accessibility';
import { screenshot, useBrowser, viewports } from '../src/browser';
import { authLabels, createCustomer, finishedApplication, signInThroughUi, type Customer } from '../src/customers';
import { appUrl } from '../src/journey';

/**
 * The header, the heading scale, amounts and French typography as a reader sees them, on a phone and at 1,280 px, in
 * each language: one customer per language, a handful of pages each.
 */

/** Distinct lines a node's text is drawn on: the tops of its text's rectangles (a pixel or two apart on one line). */
const LINES_OF = `(node) => {
  const walker = node.ownerDocument.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  const tops = [];
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const range = node.ownerDocument.createRange();
    range.selectNodeContents(text);
    for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(Math.round(rect.top));
  }
  return tops.filter((top, index) => tops.findIndex((other) => Math.abs(other - top) <= 3) === index).length;
}`;

/**
 * Every visible heading `selector` finds in the page's main content drawn on more than `max` lines: by default its
 * h1, h2 and h3; on public pages their title and section titles (the home page's hero is a display, not a title).
 */
const headingsOver = (page: Page, max: number, selector = ':is(h1, h2, h3)') =>
  page.evaluate<string[]>(`(() => {
    const lines = ${LINES_OF};
    return [...document.querySelectorAll('main ' + ${JSON.stringify(selector)})]
      .filter((heading) => heading.getClientRects().length > 0 && lines(heading) > ${max})
      .map((heading) => heading.textContent.trim() + ': ' + lines(heading) + ' lines');
  })()`);

/** The phone on which "← Retour" once broke after its arrow. */
const smallPhone = { width: 375, height: 667 };

/** How many lines the label of the main content's button named `name` is drawn on (0: no such button). */
const linesOfButton = (page: Page, name: string) =>
  page.evaluate<number>(`(() => {
    const lines = ${LINES_OF};
    const button = [...document.querySelectorAll('main button')].find((node) => node.textContent.trim() === ${JSON.stringify(name)});
    return button ? lines(button) : 0;
  })()`);

/** Amounts in US dollars, as the money formatter writes them in each language. */
const MONEY = String.raw`US\$\d[\d,]*(?:\.\d\d)?|\d[\d\u202f\u00a0]*(?:,\d\d)?\u00a0\$\u00a0US`;

/** A form's number ("W-7", "1042-S", "1040-NR"), and its name with the word before it ("Form W-7"). */
const FORM_NUMBER = String.raw`(?:W-\d+|\d{4}-[A-Z]{1,2})\b`;
const FORM_NAME = String.raw`(?:[Ff]orms?\s|[Ff]ormulaires?\s)?${FORM_NUMBER}`;

/** Each amount (or `pattern`) in the main content (or `root`) split over two lines, and how many were seen. */
const wrappedAmounts = (page: Page, pattern = MONEY, root = 'main') =>
  page.evaluate<{ seen: number; wrapped: string[] }>(`(() => {
    const money = new RegExp(${JSON.stringify(pattern)}, 'g');
    const walker = document.createTreeWalker(document.querySelector(${JSON.stringify(root)}), NodeFilter.SHOW_TEXT);
    const result = { seen: 0, wrapped: [] };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement || node.parentElement.getClientRects().length === 0) continue;
      for (const match of node.data.matchAll(money)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        result.seen += 1;
        if (tops.size > 1) result.wrapped.push(match[0]);
      }
    }
    return result;
  })()`);

/**
 * Canadian French typography in the text as drawn, where components put catalogue texts together: a non-breaking
 * space before ":" and between a figure and "%" or "$", never a plain one; one apostrophe (’).
 */
const FRENCH_OFFENCES = [
  ['plain space before ":"', / :/],
  ['plain space between a figure and "%"', /\d %/],
  ['plain space between a figure and "$"', /\d \$/],
  ['plain space inside "$ US"', /\$ US/],
  ["straight apostrophe (')", /'/],
] as const;

const frenchOffences = async (page: Page) => {
  const text = await page.evaluate<string>(
    "[...document.querySelectorAll('header, main')].map((element) => element.innerText).join('\\n')",
  );
  return FRENCH_OFFENCES.flatMap(([name, pattern]) => {
    const match = pattern.exec(text);
    return match ? [`${name}: …${text.slice(Math.max(0, match.index - 30), match.index + 10)}…`] : [];
  });
};

const publicPages: Record<Locale, string[]> = {
  en: ['/', '/pricing', '/refund-estimator'],
  'fr-CA': ['/fr/', '/fr/tarifs', '/fr/estimateur-de-remboursement'],
};

describe.each(['en', 'fr-CA'] as const)('page layout (%s)', (locale: Locale) => {
  const browser = useBrowser();
  const text = copyFor(locale);
  const prefix = locale === 'en' ? 'layout' : 'fr-layout';
  let page: Page;
  let customer: Customer;
  let applicationId: string;

  beforeAll(async () => {
    customer = await createCustomer(locale === 'en' ? 'Jonathan' : 'Geneviève');
    applicationId = await finishedApplication(customer);
    const context = await browser().newContext({ viewport: viewports.desktop, locale });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });
  afterAll(async () => {
    await page.context().close();
  });

  const open = async (path: string) => {
    await page.goto(`${appUrl()}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
  };
  const banner = () => page.getByRole('banner');
  const navigation = () => banner().getByRole('navigation', { name: text.header.mainNavigation });

  /** Every link of the header's navigation and `buttons` visible in the bar, and no menu button. */
  const expectFullHeader = async (buttons: string[]) => {
    for (const label of Object.values(text.header.nav)) {
      await expect.poll(() => navigation().getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    }
    for (const label of buttons) {
      await expect.poll(() => banner().getByRole('link', { name: label, exact: true }).first().isVisible()).toBe(true);
    }
    expect(await banner().getByRole('button', { name: text.header.openMenu }).isVisible()).toBe(false);
  };

  it('public pages: the whole header at 1,280 px; on a phone, headings in two lines and whole amounts', async () => {
    for (const path of publicPages[locale]) {
      await page.setViewportSize(viewports.desktop);
      await open(path);
      await expectFullHeader([text.header.signIn, text.header.signUp]);
      if (locale === 'fr-CA') expect(await frenchOffences(page), path).toEqual([]);
      expect((await wrappedAmounts(page)).wrapped, path).toEqual([]);
      const name = `${prefix}${path.replace(/\W+/g, '-')}`;
      await screenshot(page, `${name}desktop`);
      await page.setViewportSize(viewports.phone);
      await screenshot(page, `${name}phone`);
      expect(await headingsOver(page, 2, ':is(h1:not(#hero-title), h2.section__title)'), path).toEqual([]);
      expect((await wrappedAmounts(page)).wrapped, path).toEqual([]);
      expect(describeViolations(await seriousViolations(page)), path).toEqual([]);
    }
  });

  it('signed in: the greeting and the navigation at 1,280 px, the payment page on a phone', async () => {
    await page.setViewportSize(viewports.desktop);
    await signInThroughUi(page, customer, authLabels(text));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectFullHeader([text.header.myAccount]);
    await expect.poll(() => banner().getByText(text.header.hello(customer.firstName)).first().isVisible()).toBe(true);
    await screenshot(page, `${prefix}-header-signed-in-desktop`, { fullPage: false });

    await open(`/payment?applicationId=${applicationId}`);
    await expectFullHeader([text.header.myAccount]);
    const amounts = await wrappedAmounts(page);
    expect(amounts.seen).toBeGreaterThan(2);
    expect(amounts.wrapped).toEqual([]);
    if (locale === 'fr-CA') expect(await frenchOffences(page)).toEqual([]);
    await screenshot(page, `${prefix}-payment-desktop`);

    await page.setViewportSize(viewports.phone);
    expect(await headingsOver(page, 2)).toEqual([]);
    expect((await wrappedAmounts(page)).wrapped).toEqual([]);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await screenshot(page, `${prefix}-payment-phone`, { fullPage: false });

    // On the narrowest phone the fee lines keep their form names whole: "(Form W-7)", never "(Form W-" above "7)".
    await page.setViewportSize(smallPhone);
    const formNames = await wrappedAmounts(page, FORM_NAME, `[aria-label="${text.paymentPage.summaryTitle}"]`);
    expect(formNames.seen).toBeGreaterThan(0);
    expect(formNames.wrapped).toEqual([]);
    await screenshot(page, `${prefix}-payment-small-phone`);

    // The wizard's bar there: "← Back" is one label, the arrow never alone on a line above its word.
    await open(`/application?applicationId=${applicationId}`);
    const back = `← ${text.common.back}`;
    await page.getByRole('button', { name: back, exact: true }).waitFor();
    expect(await linesOfButton(page, back)).toBe(1);
    // …and the bar's buttons stay inside it.
    const outside = await page.evaluate<string[]>(`(() => {
      const bar = document.querySelector('.flow-page__nav').getBoundingClientRect();
      return [...document.querySelectorAll('.flow-page__nav > *')]
        .filter((item) => item.getBoundingClientRect().right > bar.right + 0.5)
        .map((item) => item.textContent.trim());
    })()`);
    expect(outside).toEqual([]);
    await screenshot(page, `${prefix}-wizard-small-phone`, { fullPage: false });
    await page.setViewportSize(viewports.phone);

    for (const path of ['/account', '/refund-status']) {
      await open(path);
      expect(await headingsOver(page, 2), path).toEqual([]);
      expect((await wrappedAmounts(page)).wrapped, path).toEqual([]);
      if (locale === 'fr-CA') expect(await frenchOffences(page), path).toEqual([]);
      expect(describeViolations(await seriousViolations(page)), path).toEqual([]);
      // "Not estimated yet: add your Form 1042-S figures" never breaks at the hyphen ("1042-" above "S").
      expect((await wrappedAmounts(page, FORM_NUMBER)).wrapped, path).toEqual([]);
      await screenshot(page, `${prefix}${path.replace(/\W+/g, '-')}-phone`);
    }
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, `${prefix}-refund-status-desktop`);
    await open(`/application?applicationId=${applicationId}`);
    await page.getByRole('button', { name: `← ${text.common.back}`, exact: true }).waitFor();
    await screenshot(page, `${prefix}-wizard-desktop`, { fullPage: false });
  });
});
