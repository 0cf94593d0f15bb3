import { Flex } from '@aws-amplify/ui-react';
import { DashboardLinks } from './dashboard-links';
import { RecountFigures } from './recount-figures';
import { StatCards } from './stat-cards';
import './admin-dashboard.css';

/** Above the dashboard's tabs: the links to the other admin pages and the five figures, which staff may recount. */
export function DashboardOverview() {
  return (
    <Flex direction="column" gap="large" marginBottom="large">
      <DashboardLinks />
      <Flex direction="column" gap="xs">
        <StatCards />
        <RecountFigures />
      </Flex>
    </Flex>
  );
}
