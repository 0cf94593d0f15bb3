import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { claimableTaxYears, copy } from '@taxback/shared';
import { useBrowser, newContext } from '../src/browser';
import { api, authLabels, createCustomer, finishedApplication, signInThroughUi, type Customer } from '../src/customers';
import { describeViolations, seriousViolations, tabTo } from '../src/accessibility';

const stack = () => inject('localStack');
const signInLabels = authLabels(copy);
const { wizard } = copy;

/** Opens a page of the SPA and waits until it has drawn its main heading and stopped loading. */
async function open(page: Page, path: string) {
  await page.goto(`${stack().urls.app}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function expectNoSeriousViolations(page: Page) {
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
}

const browser = useBrowser();

describe('no serious or critical axe violations, signed out', () => {
  let page: Page;
  beforeAll(async () => {
    page = await (await newContext(browser())).newPage();
  });

  for (const path of [
    '/',
    '/auth',
    '/auth?mode=signin',
    '/account-created',
    '/pricing',
    '/faq',
    '/contact',
    '/why-choose-us',
    '/how-it-works',
    '/privacy',
    '/terms',
    '/blog',
    '/blog/how-to-read-your-form-1042-s',
    '/no-such-page',
  ]) {
    it(path, async () => {
      await open(page, path);
      await expectNoSeriousViolations(page);
    });
  }

  it('/refund-estimator, once the page exists', async (context) => {
    await open(page, '/refund-estimator');
    if (await page.getByText(copy.notFound.title).count()) context.skip();
    await expectNoSeriousViolations(page);
  });
});

describe('no serious or critical axe violations, as a customer', () => {
  let customer: Customer;
  let applicationId: string;
  let page: Page;
  beforeAll(async () => {
    customer = await createCustomer('Aurélie');
    applicationId = await finishedApplication(customer);
    page = await (await newContext(browser())).newPage();
    await signInThroughUi(page, customer, signInLabels);
  });

  it.each(['/account', '/step1', '/upload-documents', '/refund-status'])('%s', async (path) => {
    await open(page, path);
    await expectNoSeriousViolations(page);
  });

  it('/payment', async () => {
    await open(page, `/payment?applicationId=${applicationId}`);
    await expectNoSeriousViolations(page);
  });

  /** The wizard resumes at the stored step, so each screen is reached by saving that step first. */
  it.each([
    [1, wizard.itin.title, { hasItin: true }],
    [2, wizard.years.title, {}],
    [3, wizard.formsOnHand.title, {}],
    [9, wizard.winnings.title, { hasAll1042s: true }],
    [4, wizard.missingForms.title, { hasAll1042s: false }],
    [5, wizard.upload.title, { hasAll1042s: true }],
    [7, wizard.delivery.title, {}],
  ])('/application at step %i (%s)', async (currentStep, title, answers) => {
    const current = await api(customer, 'GET', `/applications/${applicationId}`);
    await api(customer, 'PATCH', `/applications/${applicationId}`, {
      version: current.version,
      answers: { ...answers, currentStep },
    });
    await open(page, '/application');
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await expectNoSeriousViolations(page);
  });
});

// The staff pages are checked at both widths, each opened from the side navigation, in staff-layout.test.ts.

describe('keyboard only: Tab, Shift+Tab, Enter and Space, no mouse', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser());
  });
  afterAll(async () => {
    await context.close();
  });

  it('signs up', async () => {
    const page = await context.newPage();
    await open(page, '/auth');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const entries = [
      [copy.auth.firstName, 'Kiara'],
      [copy.auth.email, `keys-${randomUUID().slice(0, 8)}@example.com`],
      [copy.auth.newPassword, 'keyboard2024'],
      [copy.auth.confirmPassword, 'keyboard2024'],
    ] as const;
    for (const [label, value] of entries) {
      await tabTo(page, field(label));
      await page.keyboard.type(value);
    }
    const createAccount = page.getByRole('button', { name: copy.auth.createAccount });
    await tabTo(page, createAccount);
    await tabTo(page, field(copy.auth.confirmPassword), 'Shift+Tab');
    await tabTo(page, createAccount);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/account-created');
    await page.close();
  });

  it('answers the first wizard steps', async () => {
    const customer = await createCustomer('Kiara');
    await finishedApplication(customer);
    // A context of its own: a retry must not start signed in as the last attempt's customer.
    const page = await (await newContext(browser())).newPage();
    await signInThroughUi(page, customer, signInLabels);
    const current = await api(customer, 'GET', '/applications/current');
    await api(customer, 'PATCH', `/applications/${current.application.applicationId}`, {
      version: current.application.version,
      answers: { currentStep: 1, hasItin: null, itinIsActive: null, taxYears: [], hasAll1042s: null },
    });
    await open(page, '/application');
    const heading = (name: string) => page.getByRole('heading', { name, level: 1 }).waitFor();
    const choose = async (label: string) => {
      await tabTo(page, page.getByLabel(label, { exact: true }));
      await page.keyboard.press('Space');
    };
    const press = async (name: string, key: 'Enter' | 'Space' = 'Enter') => {
      await tabTo(page, page.getByRole('button', { name, exact: true }));
      await page.keyboard.press(key);
    };

    await heading(wizard.itin.title);
    await choose(wizard.itin.yes);
    await choose(wizard.itin.active);
    await tabTo(page, page.getByLabel(wizard.itin.numberLabel));
    await page.keyboard.type('912701234');
    await press(wizard.continue);

    await heading(wizard.years.title);
    const [newestYear] = claimableTaxYears(new Date()).map(String);
    await press(newestYear!, 'Space');
    expect(await page.getByRole('button', { name: newestYear }).getAttribute('aria-pressed')).toBe('true');
    // The residency questions: the country's select (typing a name picks it), then radios and day counts.
    const questions = copy.screening;
    await tabTo(page, page.getByLabel(questions.country));
    await page.keyboard.type('Canada');
    expect(await page.getByLabel(questions.country).inputValue()).toBe('CA');
    // A radio group takes one Tab stop (its checked radio, else its first); the arrows move the choice.
    const answer = async (question: string, value: string) => {
      const group = page.getByRole('radiogroup', { name: question });
      for (
        let presses = 0;
        !(await group.evaluate((el) => el.contains(el.ownerDocument.activeElement)));
        presses += 1
      ) {
        if (presses === 40) throw new Error(`Tab never reached "${question}"`);
        await page.keyboard.press('Tab');
      }
      type Focusing = { ownerDocument: { activeElement: { value?: string } | null } };
      const focused = () => group.evaluate((el) => (el as unknown as Focusing).ownerDocument.activeElement?.value);
      for (let moves = 0; (await focused()) !== value && moves < 3; moves += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
    };
    await answer(questions.citizen, 'no');
    await answer(questions.marital, 'unmarried');
    for (const back of [0, 1, 2]) {
      await tabTo(page, page.getByLabel(questions.days(String(Number(newestYear) - back))));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('10');
    }
    await answer(questions.returnFiled(newestYear!), 'no');
    await press(wizard.continue);

    await heading(wizard.formsOnHand.title);
    await choose(wizard.formsOnHand.yes);
    await press(wizard.continue);
    await heading(wizard.winnings.title);
    await press(wizard.continue);
    await heading(wizard.upload.title);
    await page.context().close();
  });
});
