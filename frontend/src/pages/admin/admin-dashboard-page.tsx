import { Heading, Tabs } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useSearchParams } from 'react-router-dom';
import { DashboardOverview } from '@/features/admin-dashboard/components/dashboard-overview';
import { dashboardTabs } from './dashboard-tabs';

/** The back office; the open tab is in the address (`?tab=`), so a link can open one (a claim opens Applications). */
export function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const open = dashboardTabs.find((tab) => tab.value === params.get('tab')) ?? dashboardTabs[0]!;
  return (
    <div className="container admin-dashboard">
      <Heading level={1} fontSize="xxl" marginBlock="large">
        {staffCopy.adminDashboard.title}
      </Heading>
      <DashboardOverview />
      <Tabs
        aria-label={staffCopy.adminDashboard.tabsLabel}
        value={open.value}
        onValueChange={(tab) => setParams({ tab }, { replace: true })}
        items={dashboardTabs}
        isLazy
      />
    </div>
  );
}
