import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { copyFor } from '@taxback/shared/copy';
import { siteCopyFor } from '@taxback/shared/copy-site';
import type { Locale } from '@taxback/shared/i18n/locale';
import { staffCopy } from '@taxback/shared/copy-staff';
import { newContext, screenshot, sidewaysOverflow, still, useBrowser, viewports } from '../src/browser';
import { openSection, signInAsSeededAdmin } from '../src/staff';
import { localizedPath, publicPaths } from '../../frontend/src/lib/public-paths';
import { demoByline, demoCompany } from '../../local/src/seed-content';
import { registerEveryLanguage } from '@taxback/shared/catalogue/every-language';

registerEveryLanguage();

/** Who the company is, as the local stack's seed sets it (staff's Company settings), in each language and width. */
const app = () => inject('localStack').urls.app;
const cases = (['en', 'fr-CA'] as const).flatMap((lang) =>
  (Object.keys(viewports) as (keyof typeof viewports)[]).map((width) => [lang, width] as const),
);
const short = (lang: Locale) => (lang === 'en' ? 'en' : 'fr');

/** The text of a block, its lines and spaces run together (the address keeps its line breaks on screen). */
const textOf = async (locator: Locator) => ((await locator.innerText()) ?? '').replace(/\s+/g, ' ');
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The visitor's first interaction: a page this build prerendered without the company details (it had no API)
 * shows them once the app starts, which a prerendered page does when the visitor first interacts.
 */
const interact = (page: Page) => page.locator('body').dispatchEvent('pointerdown');

async function expectCompanyDetails(block: Locator, lang: Locale) {
  const labels = copyFor(lang).contact.company;
  await block.getByText(demoCompany.legalName).waitFor();
  const text = await textOf(block);
  for (const value of [demoCompany.legalName, demoCompany.address, demoCompany.phone, demoCompany.hours])
    expect(text).toContain(oneLine(value));
  for (const label of [labels.address, labels.phone, labels.hours])
    expect(text.toLowerCase()).toContain(label.toLowerCase());
  expect(await block.getByRole('link', { name: demoCompany.phone }).getAttribute('href')).toBe('tel:+14165550142');
}

/** The slides of the testimonials carousel a visitor can see, with their opacity. */
const visibleSlides = (page: Page) =>
  page.evaluate<{ name: string; opacity: number }[]>(`
    [...document.querySelectorAll('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(slide).visibility !== 'hidden';
      })
      .map((slide) => ({
        name: slide.querySelector('strong')?.textContent ?? '',
        opacity: Number(getComputedStyle(slide).opacity),
      }))
  `);

describe('who we are: the company details staff set, shown to customers', () => {
  const browser = useBrowser();

  it.each(cases)(
    '%s at %s: the footer, the contact page, the team, one testimonial at a time, the byline',
    async (lang, width) => {
      const context = await browser().newContext({ viewport: viewports[width], locale: lang });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      const site = siteCopyFor(lang);
      const name = `who-we-are-${short(lang)}`;

      // The contact page: the details beside the form, and again in the footer.
      await page.goto(`${app()}${publicPaths.contact[lang]}`);
      await interact(page);
      await expectCompanyDetails(page.getByRole('main').locator('address'), lang);
      await expectCompanyDetails(page.getByRole('contentinfo').locator('address'), lang);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await still(page, `${name}-contact-${width}`);

      // Why choose us: the preparers with their credentials.
      await page.goto(`${app()}${publicPaths.whyChooseUs[lang]}`);
      await interact(page);
      const team = page.getByRole('region', { name: site.whyChooseUs.team.title });
      await team.waitFor();
      for (const preparer of demoCompany.preparers) {
        await team.getByRole('heading', { name: preparer.name }).waitFor();
        expect(await textOf(team)).toContain(preparer.credentials);
      }
      await still(page, `${name}-why-choose-us-${width}`);

      // The home page: one testimonial at a time, whole, dated and attributed; the buttons move to the next.
      await page.goto(`${app()}${localizedPath('/', lang)}`);
      await interact(page);
      const carousel = page.getByRole('region', { name: site.testimonials.carouselLabel });
      await carousel.scrollIntoViewIfNeeded();
      await carousel.getByRole('group').first().waitFor();
      const first = await visibleSlides(page);
      expect(first).toHaveLength(1);
      expect(first[0]!.opacity).toBe(1);
      const slide = carousel.getByRole('group');
      expect(await slide.getByRole('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await carousel.getByRole('button', { name: site.testimonials.next }).click();
      await expect
        .poll(async () => (await visibleSlides(page)).map((shown) => shown.name))
        .not.toEqual([first[0]!.name]);
      const second = await visibleSlides(page);
      expect(second).toHaveLength(1);
      expect(second[0]!.opacity).toBe(1);
      await carousel.scrollIntoViewIfNeeded();
      await screenshot(page, `${name}-testimonials-${width}`, { fullPage: false });
      await still(page, `${name}-home-${width}`);

      // A blog post is signed by a preparer, never by the account that wrote it.
      const post = lang === 'en' ? '/blog/what-is-an-itin' : '/fr/blogue/qu-est-ce-qu-un-itin';
      await page.goto(`${app()}${post}`);
      await page.getByText(site.blog.byAuthor(demoByline)).waitFor();
      expect(await page.getByRole('main').innerText()).not.toContain('Alex');
      await context.close();
    },
  );

  it('staff keep them in the Company panel of Settings (the seeded demo details)', async () => {
    const context = await newContext(browser());
    const staff = await context.newPage();
    await signInAsSeededAdmin(staff);
    await staff
      .getByRole('banner')
      .getByRole('link', { name: copyFor('en').header.admin })
      .click();
    await openSection(staff, staffCopy.staffLayout.sections.settings);
    const legalName = staff.getByLabel(staffCopy.adminCompany.legalName);
    await expect.poll(() => legalName.inputValue()).toBe(demoCompany.legalName);
    await screenshot(staff, 'admin-company-desktop');
    await staff.setViewportSize(viewports.phone);
    await screenshot(staff, 'admin-company-phone');
    await context.close();
  });
});
