import type { ReactNode } from 'react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { NotificationsPanel } from '@/features/admin-notifications/components/notifications-panel';
import { ApplicationsTab } from '@/features/admin-applications/components/applications-tab';
import { CompanyTab } from '@/features/admin-company/components/company-tab';
import { CasinosTab } from '@/features/admin-casinos/components/casinos-tab';
import { DiscountCodesTab } from '@/features/admin-discounts/components/discount-codes-tab';
import { FilesTab } from '@/features/admin-files/components/files-tab';
import { InboxTab } from '@/features/admin-inbox/components/inbox-tab';
import { RepresentativesTab } from '@/features/admin-representatives/components/representatives-tab';
import { UsersTab } from '@/features/admin-users/components/users-tab';
import { RetrievalTab } from './retrieval-tab';

export interface DashboardTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The dashboard's tabs, in order; the first is the default. */
export const dashboardTabs: DashboardTab[] = [
  { value: 'notifications', label: staffCopy.adminDashboard.tabs.notifications, content: <NotificationsPanel /> },
  { value: 'applications', label: staffCopy.adminDashboard.tabs.applications, content: <ApplicationsTab /> },
  { value: 'users', label: staffCopy.adminDashboard.tabs.users, content: <UsersTab /> },
  { value: 'files', label: staffCopy.adminDashboard.tabs.files, content: <FilesTab /> },
  { value: 'discount-codes', label: staffCopy.adminDashboard.tabs.discountCodes, content: <DiscountCodesTab /> },
  { value: 'retrieval', label: staffCopy.adminDashboard.tabs.retrieval, content: <RetrievalTab /> },
  { value: 'casinos', label: staffCopy.adminDashboard.tabs.casinos, content: <CasinosTab /> },
  { value: 'inbox', label: staffCopy.adminDashboard.tabs.inbox, content: <InboxTab /> },
  {
    value: 'representatives',
    label: staffCopy.adminDashboard.tabs.representatives,
    content: <RepresentativesTab />,
  },
  { value: 'company', label: staffCopy.adminDashboard.tabs.company, content: <CompanyTab /> },
];
