import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { groupByUser } from '@taxback/shared/notifications/grouping';
import type { Notification } from '@taxback/shared/notifications/schemas';
import { NotificationEntry, UnreadBadge } from './notification-entry';

const text = staffCopy.adminNotifications;

/** Activity grouped by user: users with unread activity first, then the newest; at most 8 users. */
export function NotificationGroups({ notifications }: { notifications: Notification[] }) {
  const { groups, totalUsers } = groupByUser(notifications);
  return (
    <Flex direction="column" gap="small">
      {totalUsers > groups.length && <Text color="font.tertiary">{text.mostActiveNote(totalUsers)}</Text>}
      {groups.map((group) => (
        <Card key={group.userId} variation="outlined" className="notification-group" data-user-id={group.userId}>
          <Flex alignItems="center" gap="small">
            <Heading level={3} fontSize="medium">
              {group.userName}
            </Heading>
            <UnreadBadge count={group.unreadCount} />
          </Flex>
          <ul className="notification-group__entries">
            {group.notifications.map((notification) => (
              <NotificationEntry key={notification.id} notification={notification} />
            ))}
          </ul>
        </Card>
      ))}
    </Flex>
  );
}
