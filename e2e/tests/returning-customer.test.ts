import { describe, expect, it } from 'vitest';
import { claimableTaxYears, copy } from '@taxback/shared';
import { newContext, stillsAtBothWidths, useBrowser } from '../src/browser';
import {
  api,
  authLabels,
  createCustomer,
  finishedApplication,
  payFee,
  signInThroughUi,
  uniqueName,
} from '../src/customers';
import { answerItin, button, chooseNewestYear, heading } from '../src/journey';

const claims = copy.accountPage.claims;
const signInLabels = authLabels(copy);

describe('a customer back for another season', () => {
  const browser = useBrowser();

  it('starts a new claim after a paid one and cannot claim the paid year again, in the browser or the API', async () => {
    const [newestYear, olderYear] = claimableTaxYears(new Date()).map(String);
    const customer = await createCustomer(uniqueName('Hugo'));
    const paidClaim = await finishedApplication(customer, { taxYears: [olderYear] });
    await payFee(customer, paidClaim);
    await expect
      .poll(async () => (await api(customer, 'GET', `/applications/${paidClaim}`)).status, { timeout: 15_000 })
      .toBe('submitted');

    const page = await (await newContext(browser(), 'phone')).newPage();
    await signInThroughUi(page, customer, signInLabels);
    await page.getByRole('heading', { name: claims.claimFor(olderYear!) }).waitFor();
    await stillsAtBothWidths(page, 'returning-account-claims');
    await button(page, claims.startNew).click();
    await page.waitForURL('**/application');

    await answerItin(page, null);
    await heading(page, copy.wizard.years.title).waitFor();
    const held = page.getByRole('button', { name: olderYear, exact: true });
    await expect.poll(() => held.isDisabled()).toBe(true);
    const seeClaim = page.getByRole('link', { name: copy.wizard.years.seeClaim(olderYear!) });
    expect(await seeClaim.getAttribute('href')).toBe(`/refund-status?claim=${paidClaim}`);
    await stillsAtBothWidths(page, 'returning-step-2-year-held');
    expect(await chooseNewestYear(page)).toBe(newestYear);

    const { applications } = await api<{ applications: { applicationId: string; version: number }[] }>(
      customer,
      'GET',
      '/applications',
    );
    const newClaim = applications.find((claim) => claim.applicationId !== paidClaim)!;
    expect(applications.map((claim) => claim.applicationId)).toEqual([newClaim.applicationId, paidClaim]);
    // The API refuses the held year whatever the browser shows.
    const response = await fetch(`${customer.apiUrl}/applications/${newClaim.applicationId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: newClaim.version, answers: { taxYears: [olderYear] } }),
    });
    expect(response.status).toBe(409);
    const again = await api<{ taxYears: string[] }>(customer, 'GET', `/applications/${newClaim.applicationId}`);
    expect(again.taxYears).toEqual([newestYear]);
    await page.context().close();
  });
});
