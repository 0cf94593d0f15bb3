import { describe, expect, inject, it } from 'vitest';
import { staffCopy } from '@taxback/shared';
import { describeViolations, seriousViolations } from '../src/accessibility';
import { newContext, screenshot, sidewaysOverflow, useBrowser } from '../src/browser';
import { createCustomer, finishedApplication, payFee } from '../src/customers';
import { signInAsSeededAdmin } from '../src/staff';

const stack = () => inject('localStack');
const text = staffCopy.adminSeason;

describe('the season at a glance, in the browser', () => {
  const browser = useBrowser();

  it('shows the charts with their words and tables, links to the claims by stage, at 1,280 px', async () => {
    const customer = await createCustomer('Saison');
    await payFee(customer, await finishedApplication(customer));

    const staff = await (await newContext(browser())).newPage();
    await signInAsSeededAdmin(staff);
    await staff.waitForURL('**/account');
    await staff.goto(`${stack().urls.app}/admin/season`);
    await staff.getByRole('heading', { level: 1, name: staffCopy.staffLayout.sections.season }).waitFor();

    const stages = staff.getByRole('img', { name: text.stageChart.title });
    const money = staff.getByRole('img', { name: text.moneyChart.title });
    await stages.waitFor();
    await money.waitFor();
    // The paid claim is in the picture: the stage chart draws at least one bar.
    expect(await stages.locator('rect').count()).toBeGreaterThan(0);
    expect(await money.locator('rect').count()).toBeGreaterThan(0);
    await staff.getByRole('heading', { name: text.funnel.title }).waitFor();
    await staff.getByRole('heading', { name: text.deadlines.title }).waitFor();

    const inReview = staff.getByRole('link', { name: new RegExp(`^${text.stages.in_review}: \\d+`) });
    expect(await inReview.getAttribute('href')).toBe('/admin/claims?stage=in_review');

    for (const summary of await staff.getByText(text.tableView, { exact: true }).all()) await summary.click();
    const stageTable = staff.getByRole('table', { name: text.stageChart.title });
    await stageTable.waitFor();
    expect(await stageTable.getByRole('row').count()).toBeGreaterThan(20);
    await staff.getByRole('table', { name: text.moneyChart.title }).waitFor();
    await staff.getByRole('table', { name: text.funnel.title }).waitFor();

    expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
    const violations = await seriousViolations(staff);
    expect(describeViolations(violations)).toEqual([]);
    await screenshot(staff, 'admin-season-desktop');
  });
});
