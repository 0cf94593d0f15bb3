import { Badge, Button, Text } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { eventLabel } from '@taxback/shared/notifications/event-labels';
import type { Notification } from '@taxback/shared/notifications/schemas';
import { formatDateTime } from '@taxback/shared/i18n/format';
import { notificationActions, useNotificationAction } from '../api/notification-actions';

const text = staffCopy.adminNotifications;

/**
 * One event of a customer's group: what happened and when. The group carries the claim link and "mark read"; an
 * entry only archives (or, once archived, restores and deletes).
 */
export function NotificationEntry({ notification }: { notification: Notification }) {
  const archive = useNotificationAction(notificationActions.archive);
  const restore = useNotificationAction(notificationActions.restore);
  const remove = useNotificationAction(notificationActions.remove);
  const { id, isRead, archivedAt } = notification;
  const at = archivedAt ?? notification.createdAt;

  return (
    <li className={`notification-entry${isRead ? '' : ' notification-entry--unread'}`}>
      <div className="notification-entry__text">
        <Text fontWeight={isRead ? 'normal' : 'bold'}>
          {eventLabel(notification.eventType)}
          {notification.eventData.detail && (
            <Text as="span" fontWeight="normal" color="font.tertiary">
              {` · ${notification.eventData.detail}`}
            </Text>
          )}
        </Text>
        <Text as="span" fontSize="small" color="font.tertiary">
          <time dateTime={at}>{formatDateTime(at)}</time>
        </Text>
      </div>
      <div className="notification-entry__actions">
        {archivedAt ? (
          <>
            <Button size="small" onClick={() => restore.mutate(id)} isDisabled={restore.isPending}>
              {text.restore}
            </Button>
            <Button size="small" colorTheme="error" onClick={() => remove.mutate(id)} isDisabled={remove.isPending}>
              {text.delete}
            </Button>
          </>
        ) : (
          <Button size="small" variation="link" onClick={() => archive.mutate(id)} isDisabled={archive.isPending}>
            {text.archive}
          </Button>
        )}
      </div>
    </li>
  );
}

export function UnreadBadge({ count }: { count: number }) {
  return count > 0 ? (
    <Badge size="small" variation="error">
      {text.unreadInGroup(count)}
    </Badge>
  ) : null;
}
