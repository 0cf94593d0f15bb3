import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE } from '../electro';

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
