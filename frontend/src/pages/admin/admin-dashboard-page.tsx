import { Heading, Tabs } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { DashboardOverview } from '@/features/admin-dashboard/components/dashboard-overview';
import { dashboardTabs } from './dashboard-tabs';

export function AdminDashboardPage() {
  return (
    <div className="container admin-dashboard">
      <Heading level={1} fontSize="xxl" marginBlock="large">
        {copy.adminDashboard.title}
      </Heading>
      <DashboardOverview />
      <Tabs
        aria-label={copy.adminDashboard.tabsLabel}
        defaultValue={dashboardTabs[0]!.value}
        items={dashboardTabs}
        isLazy
      />
    </div>
  );
}
