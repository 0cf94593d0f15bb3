import * as z from 'zod';
import {
  adminMessageRequestSchema,
  applicationIdParamsSchema,
  applicationPathSchema,
  blogListQuerySchema,
  blogPostInputSchema,
  blogSlugParamsSchema,
  chatRequestSchema,
  confirmAccountRequestSchema,
  confirmationEmailRequestSchema,
  confirmUploadRequestSchema,
  contactRequestSchema,
  createApplicationRequestSchema,
  createBlogPostRequestSchema,
  createCheckoutRequestSchema,
  customerMessageRequestSchema,
  discountActiveRequestSchema,
  discountCodeFormSchema,
  discountCodePathSchema,
  documentIdParamsSchema,
  estimatedRefundRequestSchema,
  filePathSchema,
  notificationIdParamsSchema,
  pageQuerySchema,
  presignUploadRequestSchema,
  progressRequestSchema,
  saveAddressRequestSchema,
  saveItinRequestSchema,
  saveLanguageRequestSchema,
  saveProfileRequestSchema,
  statusChangeRequestSchema,
  updateApplicationRequestSchema,
  userPathSchema,
  validateDiscountRequestSchema,
  verifyPaymentQuerySchema,
} from '@taxback/shared';
import type { RouteDefinition } from './http/route-types';

/**
 * Every route of the API. CDK builds the HTTP API from this table and the local gateway serves it,
 * so a route exists in exactly one place.
 */
export const routes = {
  getMe: { method: 'GET', path: '/me', auth: 'user', feature: 'account' },
  registerSignIn: {
    method: 'POST',
    path: '/me',
    auth: 'user',
    feature: 'account',
    body: z.object({}).optional(),
  },
  sendConfirmationEmail: {
    method: 'POST',
    path: '/auth/confirmation-email',
    auth: 'public',
    feature: 'account',
    body: confirmationEmailRequestSchema,
  },
  confirmAccount: {
    method: 'POST',
    path: '/auth/confirm',
    auth: 'public',
    feature: 'account',
    body: confirmAccountRequestSchema,
  },

  getProfile: { method: 'GET', path: '/profile', auth: 'user', feature: 'profile' },
  getProfileForEditing: { method: 'GET', path: '/profile/edit', auth: 'user', feature: 'profile' },
  saveProfile: { method: 'PUT', path: '/profile', auth: 'user', feature: 'profile', body: saveProfileRequestSchema },
  saveDeliveryAddress: {
    method: 'PUT',
    path: '/profile/address',
    auth: 'user',
    feature: 'profile',
    body: saveAddressRequestSchema,
  },
  saveItin: { method: 'PUT', path: '/profile/itin', auth: 'user', feature: 'profile', body: saveItinRequestSchema },
  saveLanguage: {
    method: 'PUT',
    path: '/profile/language',
    auth: 'user',
    feature: 'profile',
    body: saveLanguageRequestSchema,
  },

  getCurrentApplication: { method: 'GET', path: '/applications/current', auth: 'user', feature: 'applications' },
  getApplicationById: {
    method: 'GET',
    path: '/applications/{applicationId}',
    auth: 'user',
    feature: 'applications',
    params: applicationIdParamsSchema,
  },
  createApplication: {
    method: 'POST',
    path: '/applications',
    auth: 'user',
    feature: 'applications',
    body: createApplicationRequestSchema,
  },
  updateApplicationAnswers: {
    method: 'PATCH',
    path: '/applications/{applicationId}',
    auth: 'user',
    feature: 'applications',
    params: applicationIdParamsSchema,
    body: updateApplicationRequestSchema,
  },
  finishApplication: {
    method: 'POST',
    path: '/applications/{applicationId}/finish',
    auth: 'user',
    feature: 'applications',
    params: applicationIdParamsSchema,
  },

  presignDocumentUpload: {
    method: 'POST',
    path: '/uploads',
    auth: 'user',
    feature: 'uploads',
    body: presignUploadRequestSchema,
  },
  confirmDocumentUpload: {
    method: 'POST',
    path: '/uploads/confirm',
    auth: 'user',
    feature: 'uploads',
    body: confirmUploadRequestSchema,
  },
  listDocuments: { method: 'GET', path: '/uploads', auth: 'user', feature: 'uploads' },
  downloadMyDocument: {
    method: 'GET',
    path: '/uploads/{documentId}/download',
    auth: 'user',
    feature: 'uploads',
    params: documentIdParamsSchema,
  },

  validateDiscountCode: {
    method: 'POST',
    path: '/payments/discount',
    auth: 'user',
    feature: 'payments',
    body: validateDiscountRequestSchema,
  },
  createCheckout: {
    method: 'POST',
    path: '/payments/checkout',
    auth: 'user',
    feature: 'payments',
    body: createCheckoutRequestSchema,
  },
  verifyPayment: {
    method: 'GET',
    path: '/payments/verify',
    auth: 'user',
    feature: 'payments',
    query: verifyPaymentQuerySchema,
  },
  /** Public, but only a correctly signed event changes anything. */
  paymentWebhook: { method: 'POST', path: '/payments/webhook', auth: 'public', feature: 'payments', rawBody: true },

  listPublishedBlogPosts: {
    method: 'GET',
    path: '/blog/posts',
    auth: 'public',
    feature: 'blog',
    query: blogListQuerySchema,
  },
  getPublishedBlogPost: {
    method: 'GET',
    path: '/blog/posts/{slug}',
    auth: 'public',
    feature: 'blog',
    params: blogSlugParamsSchema,
  },
  listAllBlogPosts: {
    method: 'GET',
    path: '/admin/blog/posts',
    auth: 'admin',
    feature: 'blog',
    query: blogListQuerySchema,
  },
  createBlogPost: {
    method: 'POST',
    path: '/admin/blog/posts',
    auth: 'admin',
    feature: 'blog',
    body: createBlogPostRequestSchema,
  },
  updateBlogPost: {
    method: 'PUT',
    path: '/admin/blog/posts/{slug}',
    auth: 'admin',
    feature: 'blog',
    params: blogSlugParamsSchema,
    body: blogPostInputSchema,
  },
  publishBlogPost: {
    method: 'POST',
    path: '/admin/blog/posts/{slug}/publish',
    auth: 'admin',
    feature: 'blog',
    params: blogSlugParamsSchema,
  },
  unpublishBlogPost: {
    method: 'POST',
    path: '/admin/blog/posts/{slug}/unpublish',
    auth: 'admin',
    feature: 'blog',
    params: blogSlugParamsSchema,
  },
  deleteBlogPost: {
    method: 'DELETE',
    path: '/admin/blog/posts/{slug}',
    auth: 'admin',
    feature: 'blog',
    params: blogSlugParamsSchema,
  },

  sendContactMessage: {
    method: 'POST',
    path: '/contact',
    auth: 'public',
    feature: 'contact',
    body: contactRequestSchema,
  },

  askChatbot: { method: 'POST', path: '/chatbot', auth: 'public', feature: 'chatbot', body: chatRequestSchema },

  listNotifications: { method: 'GET', path: '/admin/notifications', auth: 'admin', feature: 'notifications' },
  listArchivedNotifications: {
    method: 'GET',
    path: '/admin/notifications/archived',
    auth: 'admin',
    feature: 'notifications',
  },
  getUnreadCounts: {
    method: 'GET',
    path: '/admin/notifications/unread-count',
    auth: 'admin',
    feature: 'notifications',
  },
  markNotificationRead: {
    method: 'POST',
    path: '/admin/notifications/{notificationId}/read',
    auth: 'admin',
    feature: 'notifications',
    params: notificationIdParamsSchema,
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/admin/notifications/read-all',
    auth: 'admin',
    feature: 'notifications',
  },
  archiveNotification: {
    method: 'POST',
    path: '/admin/notifications/{notificationId}/archive',
    auth: 'admin',
    feature: 'notifications',
    params: notificationIdParamsSchema,
  },
  archiveAllNotifications: {
    method: 'POST',
    path: '/admin/notifications/archive-all',
    auth: 'admin',
    feature: 'notifications',
  },
  restoreNotification: {
    method: 'POST',
    path: '/admin/notifications/{notificationId}/restore',
    auth: 'admin',
    feature: 'notifications',
    params: notificationIdParamsSchema,
  },
  deleteNotification: {
    method: 'DELETE',
    path: '/admin/notifications/{notificationId}',
    auth: 'admin',
    feature: 'notifications',
    params: notificationIdParamsSchema,
  },
  deleteActiveNotifications: {
    method: 'DELETE',
    path: '/admin/notifications',
    auth: 'admin',
    feature: 'notifications',
  },

  // Staff back office.
  getDashboardStats: { method: 'GET', path: '/admin/stats', auth: 'admin', feature: 'admin' },
  listAdminApplications: {
    method: 'GET',
    path: '/admin/applications',
    auth: 'admin',
    feature: 'admin',
    query: pageQuerySchema,
  },
  getAdminApplication: {
    method: 'GET',
    path: '/admin/applications/{applicationId}',
    auth: 'admin',
    feature: 'admin',
    params: applicationPathSchema,
  },
  recordProgress: {
    method: 'POST',
    path: '/admin/applications/{applicationId}/progress',
    auth: 'admin',
    feature: 'admin',
    params: applicationPathSchema,
    body: progressRequestSchema,
  },
  changeStatus: {
    method: 'POST',
    path: '/admin/applications/{applicationId}/status',
    auth: 'admin',
    feature: 'admin',
    params: applicationPathSchema,
    body: statusChangeRequestSchema,
  },
  setEstimatedRefund: {
    method: 'PUT',
    path: '/admin/applications/{applicationId}/estimated-refund',
    auth: 'admin',
    feature: 'admin',
    params: applicationPathSchema,
    body: estimatedRefundRequestSchema,
  },
  listAdminUsers: { method: 'GET', path: '/admin/users', auth: 'admin', feature: 'admin', query: pageQuerySchema },
  listAdminFiles: { method: 'GET', path: '/admin/files', auth: 'admin', feature: 'admin', query: pageQuerySchema },
  downloadAdminFile: {
    method: 'GET',
    path: '/admin/files/{userId}/{documentId}/download',
    auth: 'admin',
    feature: 'admin',
    params: filePathSchema,
  },
  listDiscountCodes: {
    method: 'GET',
    path: '/admin/discount-codes',
    auth: 'admin',
    feature: 'admin',
    query: pageQuerySchema,
  },
  createDiscountCode: {
    method: 'POST',
    path: '/admin/discount-codes',
    auth: 'admin',
    feature: 'admin',
    body: discountCodeFormSchema,
  },
  updateDiscountCode: {
    method: 'PUT',
    path: '/admin/discount-codes/{code}',
    auth: 'admin',
    feature: 'admin',
    params: discountCodePathSchema,
    body: discountCodeFormSchema,
  },
  setDiscountCodeActive: {
    method: 'PUT',
    path: '/admin/discount-codes/{code}/active',
    auth: 'admin',
    feature: 'admin',
    params: discountCodePathSchema,
    body: discountActiveRequestSchema,
  },
  deleteDiscountCode: {
    method: 'DELETE',
    path: '/admin/discount-codes/{code}',
    auth: 'admin',
    feature: 'admin',
    params: discountCodePathSchema,
  },

  generateFormPackage: {
    method: 'POST',
    path: '/admin/applications/{applicationId}/forms',
    auth: 'admin',
    // PDF generation (pdf-lib) is a function of its own, so no other admin call loads it.
    feature: 'forms',
    params: applicationPathSchema,
  },

  // Messages between staff and customers: one thread per customer.
  getMyMessages: { method: 'GET', path: '/messages', auth: 'user', feature: 'messages' },
  sendMyMessage: {
    method: 'POST',
    path: '/messages',
    auth: 'user',
    feature: 'messages',
    body: customerMessageRequestSchema,
  },
  listConversations: {
    method: 'GET',
    path: '/admin/conversations',
    auth: 'admin',
    feature: 'messages',
    query: pageQuerySchema,
  },
  getConversation: {
    method: 'GET',
    path: '/admin/conversations/{userId}',
    auth: 'admin',
    feature: 'messages',
    params: userPathSchema,
  },
  markConversationRead: {
    method: 'POST',
    path: '/admin/conversations/{userId}/read',
    auth: 'admin',
    feature: 'messages',
    params: userPathSchema,
  },
  sendAdminMessage: {
    method: 'POST',
    path: '/admin/messages',
    auth: 'admin',
    feature: 'messages',
    body: adminMessageRequestSchema,
  },
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type OperationName = keyof Routes;

export const routeKey = (route: RouteDefinition): string => `${route.method} ${route.path}`;

export const routeEntries = (): [OperationName, RouteDefinition][] =>
  Object.entries(routes) as [OperationName, RouteDefinition][];

const byRouteKey = new Map(routeEntries().map(([name, route]) => [routeKey(route), { name, route }]));

export const findRoute = (key: string) => byRouteKey.get(key);
