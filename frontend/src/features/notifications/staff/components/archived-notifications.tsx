import { Card, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useNotifications } from '../api/get-notifications';
import { NotificationEntry } from './notification-entry';

const text = staffCopy.adminNotifications;

/** Archived notifications, newest first, each restorable. */
export function ArchivedNotifications() {
  const { data, isPending } = useNotifications('archived');
  return (
    <Card variation="outlined" className="notification-group">
      <Heading level={3} fontSize="medium">
        {text.archivedTitle}
      </Heading>
      {isPending ? (
        <Loader />
      ) : data?.length ? (
        <ul className="notification-group__entries">
          {data.map((notification) => (
            <li key={notification.id} className="notification-archived">
              <Text fontWeight="semibold">{notification.eventData.userName}</Text>
              <ul className="notification-group__entries">
                <NotificationEntry notification={notification} />
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <Text color="font.tertiary">{text.noArchived}</Text>
      )}
    </Card>
  );
}
