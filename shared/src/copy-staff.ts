import { composeBundle } from './catalogue/bundles';
import { accountStaff } from './catalogue/account/staff';
import { backOfficeStaff } from './catalogue/back-office/staff';
import { blogStaff } from './catalogue/blog/staff';
import { claimStaff } from './catalogue/claim/staff';
import { contactStaff } from './catalogue/contact/staff';
import { notificationsStaff } from './catalogue/notifications/staff';
import { paymentsStaff } from './catalogue/payments/staff';
import { retrievalStaff } from './catalogue/retrieval/staff';
import { uploadsStaff } from './catalogue/uploads/staff';

/**
 * The `staff` bundle (catalogue/bundles.ts): the back office's words, and the letters staff send to US casinos,
 * made of the areas' `staff.ts`. They are English whatever the reader's language (the product's decision): a
 * customer's page never downloads them, and a staff page loads them with its own code.
 */
export const staffCopy = composeBundle('staff', {
  account: accountStaff,
  claim: claimStaff,
  uploads: uploadsStaff,
  payments: paymentsStaff,
  retrieval: retrievalStaff,
  contact: contactStaff,
  blog: blogStaff,
  notifications: notificationsStaff,
  'back-office': backOfficeStaff,
});
