import {
  contactInboxItemSchema,
  contactInboxPageSchema,
  contactMessageParamsSchema,
  contactReceiptSchema,
  contactReplyRequestSchema,
  contactRequestSchema,
} from '../../contact/schemas';
import { type RouteContract } from '../contract';
import { pageQuerySchema } from '../../validation/list-cursor';

/** The public contact form and the staff's inbox of its messages. */
export const contactRoutes = {
  sendContactMessage: {
    method: 'POST',
    path: '/contact',
    auth: 'public',
    summary: 'A message from the public contact form; rate-limited.',
    body: contactRequestSchema,
    responses: { 201: contactReceiptSchema },
    errors: ['too_many_requests'],
  },
  // ---- Staff inbox of the contact form ----
  listContactMessages: {
    method: 'GET',
    path: '/admin/contact-messages',
    auth: 'admin',
    summary: 'Messages sent through the public contact form, newest first, with whether they were answered.',
    query: pageQuerySchema,
    responses: { 200: contactInboxPageSchema },
  },
  replyToContactMessage: {
    method: 'POST',
    path: '/admin/contact-messages/{messageId}/reply',
    auth: 'admin',
    summary: 'Mails staff’s answer to the sender (in the language they wrote in) and marks the message answered.',
    params: contactMessageParamsSchema,
    body: contactReplyRequestSchema,
    responses: { 200: contactInboxItemSchema },
    errors: ['not_found'],
  },
} as const satisfies Record<string, RouteContract>;
