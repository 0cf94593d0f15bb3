import { userPathSchema } from '../../account/auth-schemas';
import {
  adminMessageRequestSchema,
  broadcastRequestSchema,
  broadcastSchema,
  broadcastsSchema,
  conversationsPageSchema,
  customerMessageRequestSchema,
  messageTemplatesSchema,
  sentMessageSchema,
  staffThreadSchema,
  templatesQuerySchema,
  threadQuerySchema,
  threadSchema,
} from '../../messages/schemas';
import { type RouteContract, acknowledgedSchema } from '../contract';
import { pageQuerySchema } from '../../validation/list-cursor';

/** The conversations between staff and a customer, the message templates and the messages to many. */
export const messagesRoutes = {
  // ---- Conversations: messages between staff and a customer, one thread per customer ----
  getMyConversation: {
    method: 'GET',
    path: '/messages',
    auth: 'user',
    summary: 'The caller’s conversation with staff, a page at a time, newest first.',
    query: threadQuerySchema,
    responses: { 200: threadSchema },
  },
  sendMyMessage: {
    method: 'POST',
    path: '/messages',
    auth: 'user',
    summary: 'A message from the customer to staff, about one of their claims or general.',
    body: customerMessageRequestSchema,
    responses: { 201: sentMessageSchema },
    errors: ['not_found', 'too_many_requests'],
  },
  listConversations: {
    method: 'GET',
    path: '/admin/conversations',
    auth: 'admin',
    summary: 'Customer conversations, most recent first.',
    query: pageQuerySchema,
    responses: { 200: conversationsPageSchema },
  },
  getConversation: {
    method: 'GET',
    path: '/admin/conversations/{userId}',
    auth: 'admin',
    summary: 'One customer’s conversation, a page at a time, newest first, with the claims it can be about.',
    params: userPathSchema,
    query: threadQuerySchema,
    responses: { 200: staffThreadSchema },
  },
  getMessageTemplates: {
    method: 'GET',
    path: '/admin/conversations/{userId}/templates',
    auth: 'admin',
    summary: 'The canned messages for a customer, in their language, matching the delivery chosen on the claim named.',
    params: userPathSchema,
    query: templatesQuerySchema,
    responses: { 200: messageTemplatesSchema },
    errors: ['not_found'],
  },
  markConversationRead: {
    method: 'POST',
    path: '/admin/conversations/{userId}/read',
    auth: 'admin',
    summary: 'Marks the customer’s messages read, in one write.',
    params: userPathSchema,
    responses: { 200: acknowledgedSchema },
  },
  sendAdminMessage: {
    method: 'POST',
    path: '/admin/messages',
    auth: 'admin',
    summary: 'A message from staff to a customer, about one of their claims or general.',
    body: adminMessageRequestSchema,
    responses: { 201: sentMessageSchema },
    errors: ['not_found'],
  },
  sendBroadcast: {
    method: 'POST',
    path: '/admin/broadcasts',
    auth: 'admin',
    summary: 'One message from staff to many customers, each in their thread and told by email, in the background.',
    body: broadcastRequestSchema,
    responses: { 202: broadcastSchema },
  },
  listBroadcasts: {
    method: 'GET',
    path: '/admin/broadcasts',
    auth: 'admin',
    summary: 'The latest messages sent to many customers, newest first, with how far their delivery is.',
    responses: { 200: broadcastsSchema },
  },
} as const satisfies Record<string, RouteContract>;
