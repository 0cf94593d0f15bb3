import { Button, Card, Heading, Text } from '@aws-amplify/ui-react';
import { claimPaths } from '@taxback/shared/claim/claim-paths';
import { staffCopy } from '@taxback/shared/copy-staff';
import { groupByUser, type NotificationGroup } from '@taxback/shared/notifications/grouping';
import type { Notification } from '@taxback/shared/notifications/schemas';
import { ButtonLink } from '@/components/ui/router-links';
import { notificationActions, useNotificationAction } from '../api/notification-actions';
import { NotificationEntry, UnreadBadge } from './notification-entry';

const text = staffCopy.adminNotifications;

/** One customer's events, with one link to their claim and one "mark read" for them all. */
function CustomerGroup({ group }: { group: NotificationGroup }) {
  const markRead = useNotificationAction(notificationActions.markGroupRead);
  return (
    <Card variation="outlined" className="notification-group" data-user-id={group.userId}>
      <div className="notification-group__header">
        <div className="notification-group__title">
          <Heading level={3} fontSize="medium" className="notification-group__name">
            {group.userName}
          </Heading>
          <UnreadBadge count={group.unreadCount} />
        </div>
        <div className="notification-group__actions">
          {group.applicationId && (
            <ButtonLink
              size="small"
              to={claimPaths.backOffice(group.applicationId)}
              aria-label={text.openClaimLabel(group.userName)}
            >
              {text.openClaim}
            </ButtonLink>
          )}
          {group.unreadIds.length > 0 && (
            <Button
              size="small"
              onClick={() => markRead.mutate({ userId: group.userId, ids: group.unreadIds })}
              isDisabled={markRead.isPending}
              aria-label={text.markGroupReadLabel(group.userName)}
            >
              {text.markGroupRead}
            </Button>
          )}
        </div>
      </div>
      <ul className="notification-group__entries">
        {group.notifications.map((notification) => (
          <NotificationEntry key={notification.id} notification={notification} />
        ))}
      </ul>
    </Card>
  );
}

/** What needs staff, grouped by customer: customers with unread events first, then the newest; at most 8. */
export function NotificationGroups({ notifications }: { notifications: Notification[] }) {
  const { groups, totalUsers } = groupByUser(notifications);
  return (
    <div className="notification-groups">
      {totalUsers > groups.length && <Text color="font.tertiary">{text.mostActiveNote(totalUsers)}</Text>}
      {groups.map((group) => (
        <CustomerGroup key={group.userId} group={group} />
      ))}
    </div>
  );
}
