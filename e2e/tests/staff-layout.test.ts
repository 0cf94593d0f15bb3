import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { copy, staffCopy } from '@taxback/shared';
import { describeViolations, seriousViolations } from '../src/accessibility';
import { newContext, screenshot, sidewaysOverflow, useBrowser, viewports } from '../src/browser';
import { createCustomer, finishedApplication } from '../src/customers';
import { openSection, signInAsSeededAdmin, staffNav } from '../src/staff';

const stack = () => inject('localStack');
const layout = staffCopy.staffLayout;
/** The navigation's order is the catalogue's. */
const sections = Object.values(layout.sections);
const slug = (label: string) => label.toLowerCase().replace(/\W+/g, '-');

describe.each(['desktop', 'phone'] as const)('the staff layout at %s width', (size) => {
  const browser = useBrowser();
  let page: Page;
  let longName: string;

  beforeAll(async () => {
    // A name typed as one long word, in the notifications, claims and customers lists.
    longName = `Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft${randomUUID().slice(0, 8)}`;
    await finishedApplication(await createCustomer(longName));
    page = await (await newContext(browser(), size)).newPage();
    await signInAsSeededAdmin(page);
    await page.waitForURL('**/account');
    await page.goto(`${stack().urls.app}/admin`);
    await page.getByRole('heading', { level: 1, name: layout.sections.workQueue }).waitFor();
  });

  it(`is the staff's own: no marketing header, footer or chat button (${viewports[size].width} px)`, async () => {
    expect(await page.locator('.site-header, .site-footer, .chat-launcher').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    const bar = page.getByRole('banner');
    await bar.getByRole('button', { name: copy.header.signOut }).waitFor();
    expect(await bar.getByText(layout.signedInAs, { exact: false }).textContent()).toMatch(/\S/);
  });

  it('lists every section, on a phone behind the menu button', async () => {
    const menu = page.getByRole('button', { name: layout.openMenu });
    if (size === 'phone') {
      expect(await staffNav(page).isVisible()).toBe(false);
      await menu.click();
      await staffNav(page).waitFor();
    } else {
      expect(await menu.isVisible()).toBe(false);
    }
    expect(await staffNav(page).locator('.staff-nav__label').allTextContents()).toEqual(sections);
    await screenshot(page, `staff-navigation-${size}`, { fullPage: false });
    if (size === 'phone') await page.keyboard.press('Escape');
  });

  it.each(sections)('opens %s from the navigation: no sideways scroll, no serious axe issue', async (label) => {
    await openSection(page, label);
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await screenshot(page, `staff-${slug(label)}-${size}`);
  });

  it('shows the claims table as cards on a phone, a long name kept within the page', async () => {
    // The search index is written from the table's stream: open the search again until the claim is found.
    await expect
      .poll(
        async () => {
          await page.goto(`${stack().urls.app}/admin/claims?q=${longName}`);
          await page.getByRole('heading', { level: 1, name: layout.sections.claims }).waitFor();
          await page.waitForLoadState('networkidle');
          return page.getByText(longName, { exact: false }).count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const header = page.locator('.admin-list__table thead');
    const headerShown = await header.evaluate(
      (element) => (element as unknown as { offsetHeight: number }).offsetHeight > 1,
    );
    expect(headerShown).toBe(size === 'desktop');
    await screenshot(page, `staff-claims-search-${size}`);
  });
});
