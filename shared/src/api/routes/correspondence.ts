import { userPathSchema } from '../../auth/schemas';
import {
  adminMessageRequestSchema,
  broadcastRequestSchema,
  broadcastSchema,
  broadcastsSchema,
  conversationsPageSchema,
  customerMessageRequestSchema,
  sentMessageSchema,
  staffThreadSchema,
  threadQuerySchema,
  threadSchema,
} from '../../conversation/schemas';
import {
  contactInboxItemSchema,
  contactInboxPageSchema,
  contactMessageParamsSchema,
  contactReplyRequestSchema,
} from '../../contact/schemas';
import { acknowledgedSchema, type FeatureRoutes } from '../contract';
import { pageQuerySchema } from '../list-cursor';

/** The staff inbox of the contact form, and the conversations between staff and a customer. */
export const correspondenceRoutes = {
  // ---- Staff inbox of the contact form ----
  listContactMessages: {
    method: 'GET',
    path: '/admin/contact-messages',
    auth: 'admin',
    feature: 'correspondence',
    summary: 'Messages sent through the public contact form, newest first, with whether they were answered.',
    query: pageQuerySchema,
    responses: { 200: contactInboxPageSchema },
  },
  replyToContactMessage: {
    method: 'POST',
    path: '/admin/contact-messages/{messageId}/reply',
    auth: 'admin',
    feature: 'correspondence',
    summary: 'Mails staff’s answer to the sender (in the language they wrote in) and marks the message answered.',
    params: contactMessageParamsSchema,
    body: contactReplyRequestSchema,
    responses: { 200: contactInboxItemSchema },
    errors: ['not_found'],
  },

  // ---- Conversations: messages between staff and a customer, one thread per customer ----
  getMyConversation: {
    method: 'GET',
    path: '/messages',
    auth: 'user',
    feature: 'correspondence',
    summary: 'The caller’s conversation with staff, a page at a time, newest first.',
    query: threadQuerySchema,
    responses: { 200: threadSchema },
  },
  sendMyMessage: {
    method: 'POST',
    path: '/messages',
    auth: 'user',
    feature: 'correspondence',
    summary: 'A message from the customer to staff, about one of their claims or general.',
    body: customerMessageRequestSchema,
    responses: { 201: sentMessageSchema },
    errors: ['not_found', 'too_many_requests'],
  },
  listConversations: {
    method: 'GET',
    path: '/admin/conversations',
    auth: 'admin',
    feature: 'correspondence',
    summary: 'Customer conversations, most recent first.',
    query: pageQuerySchema,
    responses: { 200: conversationsPageSchema },
  },
  getConversation: {
    method: 'GET',
    path: '/admin/conversations/{userId}',
    auth: 'admin',
    feature: 'correspondence',
    summary: 'One customer’s conversation, a page at a time, newest first, with the claims it can be about.',
    params: userPathSchema,
    query: threadQuerySchema,
    responses: { 200: staffThreadSchema },
  },
  markConversationRead: {
    method: 'POST',
    path: '/admin/conversations/{userId}/read',
    auth: 'admin',
    feature: 'correspondence',
    summary: 'Marks the customer’s messages read, in one write.',
    params: userPathSchema,
    responses: { 200: acknowledgedSchema },
  },
  sendAdminMessage: {
    method: 'POST',
    path: '/admin/messages',
    auth: 'admin',
    feature: 'correspondence',
    summary: 'A message from staff to a customer, about one of their claims or general.',
    body: adminMessageRequestSchema,
    responses: { 201: sentMessageSchema },
    errors: ['not_found'],
  },
  sendBroadcast: {
    method: 'POST',
    path: '/admin/broadcasts',
    auth: 'admin',
    feature: 'correspondence',
    summary: 'One message from staff to many customers, each in their thread and told by email, in the background.',
    body: broadcastRequestSchema,
    responses: { 202: broadcastSchema },
  },
  listBroadcasts: {
    method: 'GET',
    path: '/admin/broadcasts',
    auth: 'admin',
    feature: 'correspondence',
    summary: 'The latest messages sent to many customers, newest first, with how far their delivery is.',
    responses: { 200: broadcastsSchema },
  },
} as const satisfies FeatureRoutes<'correspondence'>;
