import { Heading, Tabs } from '@aws-amplify/ui-react';
import { messages } from '@taxback/shared/messages';
import { DashboardOverview } from '@/features/admin-dashboard/components/dashboard-overview';
import { dashboardTabs } from './dashboard-tabs';

export function AdminDashboardPage() {
  return (
    <div className="container admin-dashboard">
      <Heading level={1} fontSize="xxl" marginBlock="large">
        {messages.adminDashboard.title}
      </Heading>
      <DashboardOverview />
      <Tabs
        aria-label={messages.adminDashboard.tabsLabel}
        defaultValue={dashboardTabs[0]!.value}
        items={dashboardTabs}
        isLazy
      />
    </div>
  );
}
