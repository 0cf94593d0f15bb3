import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

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
