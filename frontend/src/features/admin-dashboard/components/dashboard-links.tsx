import { Badge, Flex, VisuallyHidden } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { ButtonLink } from '@/components/ui/router-links';
import { useDashboardStats } from '../api/get-dashboard-stats';

const text = staffCopy.adminBackOffice.links;

/** Manage Messages (with the unread customer messages) and Manage Blog. */
export function DashboardLinks() {
  const unread = useDashboardStats().data?.unreadMessages ?? 0;
  return (
    <Flex gap="small" wrap="wrap">
      <ButtonLink to="/admin/messages" variation="primary" className="dashboard-links__button">
        {text.manageMessages}
        {unread > 0 && (
          <Badge size="small" variation="error">
            <span aria-hidden="true">{unread}</span>
            <VisuallyHidden>{text.unreadMessages(unread)}</VisuallyHidden>
          </Badge>
        )}
      </ButtonLink>
      <ButtonLink to="/admin/blog">{text.manageBlog}</ButtonLink>
    </Flex>
  );
}
