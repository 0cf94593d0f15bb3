import { Badge, VisuallyHidden } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { ButtonLink } from '@/components/ui/router-links';

/** The way into the back office from the public site; its badge says what it counts ("3 unread"), read out in full. */
export function AdminButton({ unreadCount = 0 }: { unreadCount?: number }) {
  return (
    <ButtonLink to="/admin" variation="primary" colorTheme="error" size="small" className="admin-button">
      {copy.header.admin}
      {unreadCount > 0 && (
        <Badge size="small" className="admin-button__badge">
          <span aria-hidden="true">{copy.header.adminUnread(unreadCount)}</span>
          <VisuallyHidden>{copy.header.adminUnreadLabel(unreadCount)}</VisuallyHidden>
        </Badge>
      )}
    </ButtonLink>
  );
}
