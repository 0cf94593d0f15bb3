import { Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import { notificationActions, useNotificationAction } from '../api/notification-actions';
import { ArchivedNotifications } from './archived-notifications';
import { NotificationGroups } from './notification-groups';
import './notifications-panel.css';

const text = staffCopy.adminNotifications;

/** The dashboard's Notifications tab; pushes over the WebSocket keep it current without a reload. */
export function NotificationsPanel() {
  const { data, isPending } = useNotifications('active');
  const [showArchived, setShowArchived] = useState(false);
  const markAllRead = useNotificationAction(notificationActions.markAllRead);
  const archiveAll = useNotificationAction(notificationActions.archiveAll);
  const removeAll = useNotificationAction(notificationActions.removeAllActive);
  const active = data ?? [];
  const hasUnread = active.some((notification) => !notification.isRead);

  return (
    <section className="notifications-panel" aria-labelledby="notifications-title">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
        <Heading id="notifications-title" level={2} fontSize="large">
          {text.title}
        </Heading>
        <Flex gap="xs" wrap="wrap">
          <Button size="small" onClick={() => markAllRead.mutate()} isDisabled={!hasUnread || markAllRead.isPending}>
            {text.markAllRead}
          </Button>
          <Button size="small" onClick={() => archiveAll.mutate()} isDisabled={!active.length || archiveAll.isPending}>
            {text.archiveAll}
          </Button>
          <Button
            size="small"
            colorTheme="error"
            onClick={() => removeAll.mutate()}
            isDisabled={!active.length || removeAll.isPending}
          >
            {text.deleteAllActive}
          </Button>
          <Button size="small" variation="link" onClick={() => setShowArchived(!showArchived)}>
            {showArchived ? text.hideArchived : text.showArchived}
          </Button>
        </Flex>
      </Flex>
      {isPending ? (
        <Loader variation="linear" />
      ) : active.length ? (
        <NotificationGroups notifications={active} />
      ) : (
        <Text color="font.tertiary" className="notifications-panel__empty">
          {text.empty}
        </Text>
      )}
      {showArchived && <ArchivedNotifications />}
    </section>
  );
}
