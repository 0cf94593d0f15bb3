import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { copy, copyFor, staffCopy } from '@taxback/shared';
import { describeViolations, seriousViolations } from '../src/accessibility';
import { newContext, screenshot, sidewaysOverflow, useBrowser } from '../src/browser';
import { api, createCustomer, finishedApplication, payFee, uniqueName, type Customer } from '../src/customers';
import { signInAsSeededAdmin } from '../src/staff';

const stack = () => inject('localStack');
const queues = staffCopy.adminWorkQueue;
const office = staffCopy.adminBackOffice;
const claimPage = office.claimPage;
const compose = copy.adminConversations;

/** Every stage of the day: nothing wider than the window, no serious axe issue, and a screenshot to look at. */
async function checkStage(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  expect(await sidewaysOverflow(page), `${name}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect(describeViolations(await seriousViolations(page)), name).toEqual([]);
  // From the top, or the sticky bar is drawn half-way down the full-page picture.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, name);
}

/** The customer's side of the thread, as their own API answers it. */
const customerThread = (customer: Customer) =>
  api<{ messages: { title: string; content: string }[] }>(customer, 'GET', '/messages');

describe('a staff day: work queue, claim page, a step, a message', () => {
  const browser = useBrowser();

  // On the phone, a customer who writes in French and chose paper forms: the template follows both.
  it.each([
    { size: 'desktop', language: 'en', delivery: 'email' },
    { size: 'phone', language: 'fr-CA', delivery: 'mail' },
  ] as const)(
    'at $size width, for a customer in $language who chose $delivery',
    async ({ size, language, delivery }) => {
      const firstName = uniqueName('Day', 6);
      const fullName = `${firstName} Gagnon`;
      const customer = await createCustomer(firstName);
      const applicationId = await finishedApplication(customer, { formDeliveryPreference: delivery });
      if (language !== 'en') await api(customer, 'PUT', '/profile/language', { language });
      await payFee(customer, applicationId);
      const shot = (stage: string) => `staff-day-${stage}-${size}`;

      const context = await newContext(browser(), size);
      const staff = await context.newPage();
      await signInAsSeededAdmin(staff);
      await staff.waitForURL('**/account');

      // The work queue: the paid claim counts in "paid and not yet reviewed".
      await staff.goto(`${stack().urls.app}/admin`);
      await staff.getByRole('heading', { level: 1, name: staffCopy.staffLayout.sections.workQueue }).waitFor();
      const card = staff.getByRole('link', {
        name: new RegExp(`^\\d+ claims?: ${queues.queues.paid_not_reviewed.title}$`),
      });
      await card.waitFor();
      await checkStage(staff, shot('1-work-queue'));

      // The queue's claims, and this claim's row (a card on a phone).
      await card.click();
      await staff.waitForURL('**/admin/claims?queue=paid_not_reviewed');
      const table = staff.getByRole('table', { name: queues.claims.tableLabel });
      const row = table.locator(`tbody tr[data-application-id="${applicationId}"]`);
      await row.getByText(queues.stages.in_review).waitFor();
      await checkStage(staff, shot('2-queue'));

      // The claim's page, from the row.
      await row.getByRole('link', { name: fullName }).click();
      await staff.waitForURL(`**/admin/claims/${applicationId}`);
      await staff.getByRole('heading', { level: 1, name: claimPage.title(fullName) }).waitFor();
      const header = staff.getByLabel(claimPage.header.label);
      await header.getByText(claimPage.stages.in_review).waitFor();
      await header.getByText(claimPage.languages[language]).waitFor();
      await header.getByText(claimPage.deliveries[delivery]!).waitFor();
      await checkStage(staff, shot('3-claim'));

      // The next step, in order (no ITIN, every Form 1042-S at hand: the forms are the first step).
      const checklist = staff.getByRole('region', { name: claimPage.steps.title });
      const audit = staff.getByRole('region', { name: office.tracker.auditTitle });
      const first = office.progressSteps.forms_1042s_received;
      await checklist.getByRole('button', { name: claimPage.steps.recordLabel(first) }).click();
      await audit.getByText(office.tracker.audit.progress(first, true)).waitFor();
      await checklist
        .getByRole('button', { name: claimPage.steps.recordLabel(office.progressSteps.under_review) })
        .waitFor();

      // A step further on, without a reason: refused, and nothing recorded.
      const filed = office.progressSteps.irs_submitted;
      await checklist.getByRole('button', { name: claimPage.steps.overrideLabel(filed) }).click();
      await checklist.getByRole('button', { name: claimPage.steps.recordOutOfOrder }).click();
      await checklist.getByRole('alert').getByText(copy.lifecycle.stepOutOfOrder).waitFor();
      const claim = await api<{ irsSubmissionDate: string | null }>(customer, 'GET', `/applications/${applicationId}`);
      expect(claim.irsSubmissionDate).toBeNull();
      await checkStage(staff, shot('4-step-refused'));
      await checklist.getByRole('button', { name: claimPage.steps.cancel }).click();

      // The conversation, from the claim page: a message from a template in the customer's language and delivery.
      await staff.getByRole('link', { name: claimPage.messages.openConversation }).click();
      await staff.waitForURL(/\/admin\/messages\?user=/);
      await staff.getByRole('heading', { name: compose.composeTo(fullName) }).waitFor();
      await staff.getByText(compose.customerLanguage(compose.languageNames[language])).waitFor();
      await staff.getByText(compose.deliveryChoice(copy.wizard.delivery.choices[delivery]), { exact: true }).waitFor();
      await staff.getByLabel(compose.templatesLabel).selectOption('forms_ready');
      const { title, content } = copyFor(language).adminConversations.templates.forms_ready;
      expect(await staff.getByLabel(compose.subject).inputValue()).toBe(title);
      expect(await staff.getByLabel(compose.body).inputValue()).toBe(content[delivery]);
      const templates = compose.templatesFor(
        compose.languageNames[language],
        compose.deliveryChoice(copy.wizard.delivery.choices[delivery]),
      );
      await staff.getByText(templates).waitFor();
      await checkStage(staff, shot('5-compose'));
      await staff.getByRole('button', { name: compose.send }).click();
      await staff.getByText(compose.sent).waitFor();
      await checkStage(staff, shot('6-sent'));

      // The customer finds it in their thread.
      const thread = await customerThread(customer);
      expect(thread.messages.map((message) => message.title)).toContain(title);
      await context.close();
    },
  );
});
