import { randomUUID } from 'node:crypto';
import { blogPosts } from '@taxback/functions/data/entities/blog-post';
import { discountCodes } from '@taxback/functions/data/entities/discount-code';
import { createProfileIfAbsent } from '@taxback/functions/data/stores/profile';
import { saveCompanySettings } from '@taxback/functions/data/stores/company-settings';
import { createConfirmedUser, type UserPoolIds } from './emulators/cognito';
import type { LocalSettings } from './settings';
import { demoBlogPosts, demoByline, demoCompany, demoDiscountCode } from './seed-content';

/**
 * Demo content for a fresh local stack: the admin account, four published posts (one in French, linked to its
 * English version) signed by a demo preparer, a discount code and the company details the site shows.
 */
export async function seed(settings: LocalSettings, pool: UserPoolIds): Promise<void> {
  const { admin } = settings;
  const adminUser = await createConfirmedUser(settings, pool, { ...admin, admin: true });
  await createProfileIfAbsent(adminUser.userId, admin.email, admin.firstName);

  const day = 24 * 60 * 60 * 1000;
  for (const [index, post] of demoBlogPosts.entries()) {
    const publishedAt = new Date(Date.now() - (index + 1) * 7 * day).toISOString();
    await blogPosts()
      .create({
        ...post,
        postId: randomUUID(),
        authorId: adminUser.userId,
        authorName: `${admin.firstName} ${admin.lastName}`,
        byline: demoByline,
        published: true,
        publishedAt,
      })
      .go();
  }
  await discountCodes().create(demoDiscountCode).go();
  await saveCompanySettings(demoCompany, admin.email);
}
