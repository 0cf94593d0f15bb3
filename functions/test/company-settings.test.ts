import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { AdminBlogPost, BlogPost, CompanySettings } from '@taxback/shared';
import { invoke, newCaller } from './support/invoke';
import { torontoProfileBody } from './support/applications';

const admin = newCaller({ isAdmin: true });
const customer = newCaller();

const testimonial = { quote: 'Quick and clear.', name: 'Marie L.', place: 'Montréal, QC', date: '2026-03-14' };
const settings: CompanySettings = {
  legalName: 'Test Tax Services Inc.',
  address: '1 Test Street\nToronto ON',
  phone: '+1 416-555-0100',
  hours: 'Monday to Friday, 9 am to 5 pm',
  preparers: [
    { name: 'Jane Roe', credentials: 'EA', bio: 'Enrolled agent.' },
    { name: 'Jean Tremblay', credentials: 'CPA' },
  ],
  testimonials: [{ ...testimonial, name: 'David K.', date: '2025-11-05' }, testimonial],
};

const save = (body: unknown, caller = admin) => invoke<CompanySettings>('saveCompanySettings', { caller, body });
const publicRead = () => invoke<CompanySettings>('getCompanyInfo');

// The local stack is seeded with demo details: they are put back once these tests are done.
let seeded: CompanySettings;
beforeAll(async () => {
  seeded = (await invoke<CompanySettings>('getCompanySettings', { caller: admin })).body;
});
afterAll(async () => {
  expect((await save(seeded)).status).toBe(200);
});

describe('the company details (staff settings)', () => {
  it('are kept by staff only: a customer gets 403 and an anonymous caller 401, and nothing changes', async () => {
    expect((await save(settings)).status).toBe(200);
    const changed = { ...settings, legalName: 'Someone Else Inc.' };
    expect((await save(changed, customer)).status).toBe(403);
    expect((await invoke('getCompanySettings', { caller: customer })).status).toBe(403);
    expect((await invoke('saveCompanySettings', { body: changed })).status).toBe(401);
    expect((await publicRead()).body.legalName).toBe(settings.legalName);
  });

  it.each([
    ['an empty body', {}],
    ['a phone without digits', { ...settings, phone: 'call us' }],
    ['a preparer without credentials', { ...settings, preparers: [{ name: 'Jane Roe', credentials: '' }] }],
    ['a testimonial without a place', { ...settings, testimonials: [{ ...testimonial, place: '' }] }],
    ['a testimonial dated in the future', { ...settings, testimonials: [{ ...testimonial, date: '2999-01-01' }] }],
    ['a legal name of 121 characters', { ...settings, legalName: 'x'.repeat(121) }],
    ['eleven preparers', { ...settings, preparers: Array.from({ length: 11 }, () => settings.preparers[0]) }],
  ])('refuse %s with 400, naming the field, and change nothing', async (_, body) => {
    expect((await save(settings)).status).toBe(200);
    const refused = await save(body);
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { fields?: object }).fields ?? {})).not.toEqual([]);
    expect((await publicRead()).body).toEqual({
      ...settings,
      testimonials: [testimonial, settings.testimonials[0]],
    });
  });

  it('are read by anyone, newest testimonial first', async () => {
    expect((await save(settings)).status).toBe(200);
    const read = await publicRead();
    expect(read.status).toBe(200);
    expect(read.body.testimonials.map((item) => item.date)).toEqual(['2026-03-14', '2025-11-05']);
    expect(read.body.preparers).toEqual(settings.preparers);
  });

  it('serve only what is set: an empty text is left out, not shown empty', async () => {
    const saved = await save({ legalName: 'Test Tax Services Inc.', phone: '', preparers: [], testimonials: [] });
    expect(saved.status).toBe(200);
    const read = await publicRead();
    expect(read.body).toEqual({ legalName: 'Test Tax Services Inc.', preparers: [], testimonials: [] });

    expect(
      (await save({ preparers: [{ name: 'Jane Roe', credentials: 'EA', bio: '' }], testimonials: [] })).status,
    ).toBe(200);
    expect((await publicRead()).body).toEqual({
      preparers: [{ name: 'Jane Roe', credentials: 'EA' }],
      testimonials: [],
    });
  });
});

describe('blog bylines', () => {
  const slug = `byline-${randomUUID().slice(0, 8)}`;
  afterAll(async () => {
    await invoke('deleteBlogPost', { caller: admin, params: { slug } });
  });

  it('show readers the byline staff set, never the name of the account that wrote the post', async () => {
    const writer = newCaller({ isAdmin: true });
    const profile = await invoke('saveProfile', {
      caller: writer,
      body: torontoProfileBody({ firstName: 'Alex', lastName: 'Admin', addressLine1: '1 Test Street', version: 0 }),
    });
    expect(profile.status).toBeLessThan(300);
    const edit = { title: 'Bylines', excerpt: 'Who wrote it.', content: 'Text.', tags: [] };
    const created = await invoke<AdminBlogPost>('createBlogPost', { caller: writer, body: { ...edit, slug } });
    expect(created.status).toBe(201);
    await invoke('publishBlogPost', { caller: writer, params: { slug } });
    const unsigned = await invoke<BlogPost>('getPublishedBlogPost', { params: { slug } });
    expect(unsigned.body.authorName).toBeNull();
    expect(JSON.stringify(unsigned.body)).not.toContain('Alex');

    const signed = await invoke<AdminBlogPost>('updateBlogPost', {
      caller: writer,
      params: { slug },
      body: { ...edit, byline: '  Jane Roe,  EA ' },
    });
    expect(signed.body.byline).toBe('Jane Roe, EA');
    expect((await invoke<BlogPost>('getPublishedBlogPost', { params: { slug } })).body.authorName).toBe('Jane Roe, EA');

    await invoke('updateBlogPost', { caller: writer, params: { slug }, body: edit });
    expect((await invoke<BlogPost>('getPublishedBlogPost', { params: { slug } })).body.authorName).toBeNull();
  });
});
