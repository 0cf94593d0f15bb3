import { Entity } from 'electrodb';
import { lazy } from '../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from './electro';

/** One message of the thread between staff and a customer. */
export const messages = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'message', version: '1', service: SERVICE },
        attributes: {
          messageId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          /** The claim the message is about; absent for a general one. */
          applicationId: { type: 'string', readOnly: true },
          senderType: { type: ['user', 'admin'] as const, required: true, readOnly: true },
          senderName: { type: 'string', required: true },
          title: { type: 'string', required: true },
          content: { type: 'string', required: true },
          /**
           * Stored as written (true for staff messages). Staff reading a thread move the conversation's
           * `readUpTo` instead of rewriting messages; messages marked one by one before then keep true here.
           */
          isRead: { type: 'boolean', required: true, default: false },
          ...timestamps,
        },
        indexes: {
          byUser: {
            pk: key('PK', 'USER#${userId}', ['userId']),
            sk: key('SK', 'MSG#${messageId}', ['messageId']),
          },
        },
      },
      entityConfiguration(),
    ),
);

/**
 * One row per customer who has a thread: the newest message time, the customer messages staff have not
 * read, and up to which message time staff have read them.
 */
export const conversations = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'conversation', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true, readOnly: true },
          userName: { type: 'string', required: true },
          lastMessageAt: { type: 'string', required: true },
          unreadCount: { type: 'number', required: true, default: 0 },
          readUpTo: { type: 'string' },
          /** The claim the newest message naming one was about: the thread's claim, which a staff reply inherits. */
          applicationId: { type: 'string' },
          /** The start of the newest message, and whether staff wrote it, shown in the staff list. */
          preview: { type: 'string' },
          lastFromStaff: { type: 'boolean' },
        },
        indexes: {
          byUser: { pk: key('PK', 'USER#${userId}', ['userId']), sk: key('SK', 'CONVERSATION') },
          recent: {
            index: 'GSI1',
            pk: key('GSI1PK', 'CONVERSATIONS'),
            sk: key('GSI1SK', '${lastMessageAt}#${userId}', ['lastMessageAt', 'userId']),
          },
        },
      },
      entityConfiguration(),
    ),
);
