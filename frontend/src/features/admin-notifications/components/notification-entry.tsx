import { Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { claimPaths } from '@taxback/shared/claims/claim-paths';
import { staffCopy } from '@taxback/shared/copy-staff';
import { eventLabel } from '@taxback/shared/notifications/event-labels';
import type { Notification } from '@taxback/shared/notifications/schemas';
import { ButtonLink } from '@/components/ui/router-links';
import { notificationActions, useNotificationAction } from '../api/notification-actions';

const text = staffCopy.adminNotifications;
const dateTime = (iso: string) => new Date(iso).toLocaleString();

/** One activity line: what happened and when, with its actions (Restore instead of Archive once archived). */
export function NotificationEntry({ notification }: { notification: Notification }) {
  const markRead = useNotificationAction(notificationActions.markRead);
  const archive = useNotificationAction(notificationActions.archive);
  const restore = useNotificationAction(notificationActions.restore);
  const remove = useNotificationAction(notificationActions.remove);
  const { id, isRead, archivedAt, applicationId } = notification;

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
        <Text fontSize="small" color="font.tertiary">
          {dateTime(archivedAt ?? notification.createdAt)}
        </Text>
      </div>
      <Flex gap="xs" wrap="wrap">
        {applicationId && (
          <ButtonLink size="small" variation="link" to={claimPaths.backOffice(applicationId)}>
            {text.openClaim}
          </ButtonLink>
        )}
        {!isRead && !archivedAt && (
          <Button size="small" onClick={() => markRead.mutate(id)} isDisabled={markRead.isPending}>
            {text.markRead}
          </Button>
        )}
        {archivedAt ? (
          <Button size="small" onClick={() => restore.mutate(id)} isDisabled={restore.isPending}>
            {text.restore}
          </Button>
        ) : (
          <Button size="small" onClick={() => archive.mutate(id)} isDisabled={archive.isPending}>
            {text.archive}
          </Button>
        )}
        <Button size="small" colorTheme="error" onClick={() => remove.mutate(id)} isDisabled={remove.isPending}>
          {text.delete}
        </Button>
      </Flex>
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
