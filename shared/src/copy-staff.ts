import { adminBackOfficeCopy, adminDiscountCopy, adminInboxCopy } from './catalogue/staff/back-office';
import { adminBlogCopy } from './catalogue/staff/blog';
import { adminCompanyCopy } from './catalogue/staff/company';
import { adminFormPackageCopy, adminFormsToSignCopy, adminRepresentativesCopy } from './catalogue/staff/form-package';
import { staffLayoutCopy } from './catalogue/staff/navigation';
import { adminDashboardCopy, adminNotificationsCopy } from './catalogue/staff/notifications';
import { adminRetrievalCopy, requestLetterCopy } from './catalogue/staff/retrieval';
import { adminSeasonCopy } from './catalogue/staff/season';
import { adminWorkQueueCopy } from './catalogue/staff/work-queues';

/**
 * The back office's words, and the letters staff send to US casinos. They are English whatever the reader's
 * language (the product's decision), so they live apart from the customer catalogue (copy.ts), in modules of
 * their own (catalogue/staff/): a customer's page never downloads them, and a staff page loads them with its
 * own code.
 */
export const staffCopy = {
  adminBackOffice: adminBackOfficeCopy,
  adminDiscounts: adminDiscountCopy,
  adminInbox: adminInboxCopy,
  adminBlog: adminBlogCopy,
  staffLayout: staffLayoutCopy,
  adminDashboard: adminDashboardCopy,
  adminWorkQueue: adminWorkQueueCopy,
  adminNotifications: adminNotificationsCopy,
  adminSeason: adminSeasonCopy,
  adminFormPackage: adminFormPackageCopy,
  adminFormsToSign: adminFormsToSignCopy,
  adminRepresentatives: adminRepresentativesCopy,
  adminCompany: adminCompanyCopy,
  adminRetrieval: adminRetrievalCopy,
  requestLetter: requestLetterCopy,
} as const;
