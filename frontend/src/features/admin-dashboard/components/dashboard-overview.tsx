import { Flex } from '@aws-amplify/ui-react';
import { DashboardLinks } from './dashboard-links';
import { StatCards } from './stat-cards';
import './admin-dashboard.css';

/** Above the dashboard's tabs: the links to the other admin pages and the five figures. */
export function DashboardOverview() {
  return (
    <Flex direction="column" gap="large" marginBottom="large">
      <DashboardLinks />
      <StatCards />
    </Flex>
  );
}
