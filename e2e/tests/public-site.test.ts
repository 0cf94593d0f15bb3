import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@taxback/shared';
import { launchBrowser, newContext, screenshot, viewports } from '../src/browser';

const app = () => inject('localStack').urls.app;
const widths = Object.keys(viewports) as (keyof typeof viewports)[];

const seededTitles = [
  'How to read your Form 1042-S',
  'What is an ITIN and do I need one?',
  'Claim deadlines: how far back can you go?',
];

const blogCards = (page: Page) => page.locator('main article');

async function signInAsAdmin(page: Page) {
  const { admin } = inject('localStack');
  await page.goto(`${app()}/auth?mode=signin`);
  await page.getByLabel(messages.auth.email).fill(admin.email);
  await page.getByLabel(messages.auth.password, { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: messages.auth.signIn, exact: true }).click();
  await page.getByRole('banner').getByRole('link', { name: messages.header.admin }).waitFor();
}

describe('the public site in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(widths)('home renders every section with the seeded posts (%s)', async (width) => {
    const context = await newContext(browser, width);
    const page = await context.newPage();
    await page.goto(`${app()}/`);
    for (const title of [
      messages.home.heroTitle,
      messages.whyChooseUs.title,
      messages.howItWorks.title,
      messages.faq.title,
      messages.homeBlog.title,
      messages.testimonials.title,
    ]) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    const blog = page.locator('#blog');
    await blog.locator('article').nth(2).waitFor();
    expect(await blog.locator('article').count()).toBe(3);
    expect(await blog.getByRole('link', { name: messages.homeBlog.viewAll }).getAttribute('href')).toBe('/blog');
    const slides = page.getByRole('group', { name: /of 5$/ });
    expect(await slides.count()).toBe(width === 'desktop' ? 3 : 1);
    await screenshot(page, `home-${width}`);
    await context.close();
  });

  it('scrolls to a home section from a header anchor on another page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app()}/pricing`);
    await page.getByRole('banner').getByRole('link', { name: messages.header.nav.faq }).click();
    await page.waitForURL(`${app()}/#faq`);
    const faqHeading = page.getByRole('heading', { name: messages.faq.title });
    await expect.poll(() => faqHeading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(300);
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(500);
    await context.close();
  });

  it('FAQ opens one question at a time', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(`${app()}/faq`);
    const { items } = messages.faq;
    const itin = page.getByRole('button', { name: items.itin.question });
    const cost = page.getByRole('button', { name: items.cost.question });
    await itin.click();
    await page.getByRole('region', { name: items.itin.question }).waitFor();
    await cost.click();
    await page.getByText(items.cost.answer).waitFor();
    expect(await itin.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.faq-list').getByRole('region').count()).toBe(1);
    await screenshot(page, 'faq-phone');
    await context.close();
  });

  it('the blog search and tag chips narrow the grid, and a card opens its post', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app()}/blog`);
    for (const title of seededTitles) await page.getByRole('heading', { name: title }).waitFor();
    const all = await blogCards(page).count();

    await page.getByLabel(messages.blog.searchLabel).fill('ITIN');
    await expect.poll(() => blogCards(page).count()).toBeLessThan(all);
    expect(await blogCards(page).allInnerTexts()).toEqual([expect.stringContaining(seededTitles[1]!)]);

    await page.getByLabel(messages.blog.searchLabel).fill('');
    await page.getByRole('group', { name: messages.blog.tagsLabel }).getByRole('button', { name: 'deadlines' }).click();
    await expect.poll(() => blogCards(page).count()).toBe(1);
    await page.getByLabel(messages.blog.searchLabel).fill('no such words anywhere');
    await page.getByText(messages.blog.noPosts).waitFor();

    await page.getByRole('button', { name: messages.blog.allTags }).click();
    await page.getByLabel(messages.blog.searchLabel).fill('');
    await page.getByRole('link', { name: messages.blog.readMoreAbout(seededTitles[0]!) }).click();
    await page.waitForURL('**/blog/how-to-read-your-form-1042-s');
    await page.getByRole('heading', { level: 1, name: seededTitles[0] }).waitFor();
    await context.close();
  });

  it('sends an unknown slug, and a draft, back to /blog', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app()}/blog/no-such-post`);
    await page.waitForURL(`${app()}/blog`);

    await signInAsAdmin(page);
    await page.goto(`${app()}/admin/blog`);
    await page.getByRole('heading', { name: messages.adminBlog.title }).waitFor();
    await page.getByRole('button', { name: messages.adminBlog.newPost }).click();
    const dialog = page.getByRole('dialog', { name: messages.adminBlog.newPost });
    const title = `Draft for the browser test ${Date.now()}`;
    await dialog.getByLabel(messages.adminBlog.form.title).fill(title);
    await dialog.getByLabel(messages.adminBlog.form.excerpt).fill('Not ready yet.');
    await dialog.getByLabel(messages.adminBlog.form.content).fill('First line.\nSecond line.');
    await dialog.getByLabel(messages.adminBlog.form.tags).fill('drafts, testing');
    await screenshot(page, 'admin-blog-new-post-desktop');
    await dialog.getByRole('button', { name: messages.adminBlog.form.save }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText(messages.adminBlog.statuses.draft, { exact: true }).waitFor();
    await screenshot(page, 'admin-blog-desktop');

    const visitor = await (await newContext(browser)).newPage();
    const slug = `draft-for-the-browser-test-${title.split(' ').at(-1)}`;
    await visitor.goto(`${app()}/blog/${slug}`);
    await visitor.waitForURL(`${app()}/blog`);
    await visitor.context().close();

    await row.getByRole('button', { name: messages.adminBlog.actions.deleteLabel(title) }).click();
    await page.getByRole('dialog').getByRole('button', { name: messages.adminBlog.deleteDialog.confirm }).click();
    await expect.poll(() => row.count()).toBe(0);
    await context.close();
  });

  it('the chatbot answers a fee question with the fee shown on /pricing', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(`${app()}/pricing`);
    const baseFee = (await page.locator('[data-fee="base"] td').first().innerText()).trim();
    expect(baseFee).toMatch(/^\$\d/);

    await page.getByRole('button', { name: messages.chatbot.open }).click();
    await page.getByLabel(messages.chatbot.inputLabel).fill('How much does it cost?');
    await page.getByLabel(messages.chatbot.inputLabel).press('Enter');
    const reply = page.getByRole('log').getByText(messages.chatbot.answers.fees);
    await reply.waitFor();
    expect(await reply.innerText()).toContain(baseFee);
    await screenshot(page, 'chatbot-phone');
    await context.close();
  });

  it.each(widths)('screenshots of the public pages (%s)', async (width) => {
    const context = await newContext(browser, width);
    const page = await context.newPage();
    const pages = [
      ['pricing', '/pricing', messages.pricing.title],
      ['faq', '/faq', messages.faq.title],
      ['blog', '/blog', messages.blog.title],
      ['post', '/blog/what-is-an-itin', seededTitles[1]!],
      ['contact', '/contact', messages.contact.title],
      ['privacy', '/privacy', messages.privacy.title],
      ['terms', '/terms', messages.terms.title],
      ['why-choose-us', '/why-choose-us', messages.whyChooseUs.pageTitle],
      ['how-it-works', '/how-it-works', messages.howItWorks.pageTitle],
    ] as const;
    for (const [name, path, heading] of pages) {
      await page.goto(`${app()}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (name === 'blog') await page.locator('main article').first().waitFor();
      await screenshot(page, `${name}-${width}`);
    }
    await context.close();
  });

  it('the contact form validates, sends, and clears', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app()}/contact`);
    await page.getByRole('button', { name: messages.contact.send }).click();
    await page.getByText(messages.contact.nameRequired).waitFor();
    await page.getByLabel(messages.contact.name).fill('Chloé Martin');
    await page.getByLabel(messages.contact.email).fill('chloe@example.com');
    await page.getByLabel(messages.contact.message).fill("I'd like to know if my 2023 slot win qualifies.");
    await page.getByRole('button', { name: messages.contact.send }).click();
    await page.getByText(messages.contact.sent).waitFor();
    expect(await page.getByLabel(messages.contact.name).inputValue()).toBe('');
    await context.close();
  });
});
