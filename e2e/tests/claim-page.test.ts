import { describe, expect, inject, it } from 'vitest';
import { copy, staffCopy } from '@taxback/shared';
import { newContext, sidewaysOverflow, useBrowser, screenshot, viewports } from '../src/browser';
import { api, paidClaim, type Customer } from '../src/customers';
import { signInAsSeededAdmin } from '../src/staff';

const stack = () => inject('localStack');
const office = staffCopy.adminBackOffice;
const page_ = office.claimPage;

describe('the claim page', () => {
  const browser = useBrowser();

  it('records the next step, refuses one out of order without a reason and records it with one', async () => {
    const { customer, applicationId, fullName } = await paidClaim('Maude');

    const staff = await (await newContext(browser(), 'desktop')).newPage();
    await signInAsSeededAdmin(staff);
    await staff.waitForURL('**/account');
    await staff.goto(`${stack().urls.app}/admin/claims/${applicationId}`);
    await staff.getByRole('heading', { level: 1, name: page_.title(fullName) }).waitFor();
    const header = staff.getByLabel(page_.header.label);
    await header.getByText(page_.stages.in_review).waitFor();
    await header.getByText(page_.deliveries.email!).waitFor();

    const checklist = staff.getByRole('region', { name: page_.steps.title });
    const audit = staff.getByRole('region', { name: office.tracker.auditTitle });
    // The next step (no ITIN: the Forms 1042-S first), in order.
    const first = office.progressSteps.forms_1042s_received;
    await checklist.getByRole('button', { name: page_.steps.recordLabel(first) }).click();
    await audit.getByText(office.tracker.audit.progress(first, true)).waitFor();
    await checklist.getByRole('button', { name: page_.steps.recordLabel(office.progressSteps.under_review) }).waitFor();

    // A step three ahead: refused without a reason, nothing recorded.
    const filed = office.progressSteps.irs_submitted;
    await checklist.getByRole('button', { name: page_.steps.overrideLabel(filed) }).click();
    await checklist.getByRole('button', { name: page_.steps.recordOutOfOrder }).click();
    await checklist.getByRole('alert').getByText(copy.lifecycle.stepOutOfOrder).waitFor();
    const stored = await fetchClaim(customer, applicationId);
    expect(stored.irsSubmissionDate).toBeNull();
    await screenshot(staff, 'admin-claim-refused-desktop');

    // With a reason: recorded, and the reason is in the audit trail beside the staff member.
    const reason = 'Filed from the scanned copies the customer sent';
    await checklist.getByLabel(page_.steps.reasonLabel).fill(reason);
    await checklist.getByRole('button', { name: page_.steps.recordOutOfOrder }).click();
    const entry = audit.getByRole('listitem').filter({ hasText: office.tracker.audit.progressOverride(filed, true) });
    await entry.getByText(`Override: ${reason}`).waitFor();
    await entry.getByText(stack().admin.email, { exact: false }).waitFor();
    await header.getByText(page_.stages.submitted_to_irs).waitFor();
    expect((await fetchClaim(customer, applicationId)).irsSubmissionDate).toEqual(expect.any(String));
    await screenshot(staff, 'admin-claim-desktop');

    await staff.setViewportSize(viewports.phone);
    expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
    await screenshot(staff, 'admin-claim-phone');
  });
});

/** The claim as the customer's own API answers it. */
const fetchClaim = (customer: Customer, applicationId: string) =>
  api<{ irsSubmissionDate: string | null }>(customer, 'GET', `/applications/${applicationId}`);
