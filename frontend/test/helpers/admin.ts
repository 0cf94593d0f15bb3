import type { AdminApplication } from '@taxback/shared/claim/staff-schemas';
import type { AdminUser } from '@taxback/shared/account/staff-schemas';
import type { ContactInboxItem } from '@taxback/shared/contact/schemas';
import * as amplifyAuth from './amplify-auth-mock';
import { ada, sessionOf } from './amplify-session';
import { meOf } from './fake-api';
import { applicationOf } from './journey';

type Handler = (body: unknown) => { status: number; body?: unknown };

/** Ada is signed in as staff; the dashboard's figures and badges answer with zeros. */
export function signInAdmin(): Record<string, Handler> {
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(ada));
  const stats = {
    totalApplications: 0,
    untouchedDrafts: 0,
    totalUsers: 0,
    completedApplications: 0,
    uploadedFiles: 0,
    messages: 0,
    unreadMessages: 0,
  };
  return {
    'GET /me': () => ({ status: 200, body: meOf({ isAdmin: true }) }),
    'GET /admin/stats': () => ({ status: 200, body: stats }),
    'GET /admin/stats/recount': () => ({ status: 200, body: { recount: null } }),
    'GET /admin/notifications': () => ({ status: 200, body: { notifications: [] } }),
    'GET /admin/notifications/unread-count': () => ({ status: 200, body: { notifications: 0, messages: 0 } }),
  };
}

/** The first page of an admin list, as GET /admin/{resource}?limit=25 answers it. */
export const firstPage = (resource: string, items: unknown[], extra: Record<string, unknown> = {}) => ({
  [`GET /admin/${resource}?limit=25`]: () => ({ status: 200, body: { items, cursor: null, ...extra } }),
});

export const adminApplicationOf = (overrides: Partial<AdminApplication> = {}): AdminApplication => ({
  ...applicationOf({
    status: 'submitted',
    taxYears: ['2024'],
    paid: true,
    paymentCompletedDate: '2026-01-06T10:00:00.000Z',
    formDeliveryPreference: 'email',
  }),
  userId: 'user-lucie',
  applicantName: 'Lucie Tremblay',
  applicantEmail: 'lucie@example.com',
  applicantPhone: '418 555 0199',
  forms1042sReceivedDate: null,
  auditTrail: [],
  identityCheck: null,
  residencyUnanswered: false,
  stage: 'in_review',
  stageSince: '2026-01-06T10:00:00.000Z',
  computedEstimateCents: null,
  estimatedRefundOverridden: false,
  customerLanguage: 'en',
  ...overrides,
});

export const CONTACT_MESSAGE_ID = '0b8d6f4e-3c2a-4e1f-9a8b-7c6d5e4f3a2b';

/** A contact-form message in the staff inbox, new (not answered). */
export const contactMessageOf = (overrides: Partial<ContactInboxItem> = {}): ContactInboxItem => ({
  messageId: CONTACT_MESSAGE_ID,
  name: 'Élise Roy',
  email: 'elise@example.com',
  message: 'Can you help with a 2024 win?',
  status: 'new',
  createdAt: '2026-11-20T15:00:00.000Z',
  reply: null,
  answeredAt: null,
  answeredBy: null,
  language: 'fr-CA',
  ...overrides,
});

export const adminUserOf = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  userId: 'user-lucie',
  firstName: 'Lucie',
  lastName: 'Tremblay',
  email: 'lucie@example.com',
  phone: '',
  createdAt: '2026-01-05T10:00:00.000Z',
  applicationCount: 1,
  status: null,
  hasMessages: false,
  ...overrides,
});
