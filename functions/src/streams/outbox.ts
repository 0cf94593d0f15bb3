import type { RealtimeEvent } from '@taxback/shared';
import { logger } from '../commons/logger';
import { unreadCounts } from '../data/stores/notification';
import { pushToAdmins, pushToUser } from '../realtime/push';

/**
 * Collects what a batch of stream records has to tell connected clients and sends it once at the
 * end, so "mark all read" on fifty notifications is one push to each admin, not fifty.
 */
export class Outbox {
  private countsChanged = false;
  private readonly forAdmins = new Map<string, RealtimeEvent>();
  private readonly forUsers = new Map<string, RealtimeEvent>();
  /** The correlation ids of the records that queued pushes, logged with the pushes they caused. */
  private readonly correlationIds = new Set<string>();
  private current: string | null = null;

  /** The record being applied: what it queues is logged with its correlation id. */
  forRecord(correlationId: string): this {
    this.current = correlationId;
    return this;
  }

  private noteCause(): void {
    if (this.current) this.correlationIds.add(this.current);
  }

  /** Notifications or unread messages changed: admins get the new badge counts. */
  unreadChanged(): void {
    this.countsChanged = true;
    this.noteCause();
  }

  toAdmins(message: RealtimeEvent): void {
    this.forAdmins.set(JSON.stringify(message), message);
    this.noteCause();
  }

  toUser(userId: string, message: RealtimeEvent): void {
    this.forUsers.set(JSON.stringify([userId, message]), message);
    this.noteCause();
  }

  async flush(): Promise<void> {
    try {
      if (this.countsChanged) this.toAdmins({ type: 'notifications.changed', unread: await unreadCounts() });
      await Promise.all([
        ...[...this.forAdmins.values()].map((message) => pushToAdmins(message)),
        ...[...this.forUsers].map(([key, message]) => pushToUser(JSON.parse(key)[0] as string, message)),
      ]);
      if (this.forAdmins.size || this.forUsers.size) {
        logger.info('Realtime pushes sent', {
          types: [...this.forAdmins.values(), ...this.forUsers.values()].map((message) => message.type),
          correlationIds: [...this.correlationIds],
        });
      }
    } catch (error) {
      // The records are applied; a lost push is caught up by the clients' refetch on reconnect.
      logger.error('Realtime pushes failed', { correlationIds: [...this.correlationIds], error: error as Error });
    }
  }
}
