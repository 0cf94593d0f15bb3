import type { ReactNode } from 'react';
import { copy } from '@taxback/shared/copy';
import { NotificationsPanel } from '@/features/admin-notifications/components/notifications-panel';
import { ApplicationsTab } from '@/features/admin-applications/components/applications-tab';
import { CasinosTab } from '@/features/admin-casinos/components/casinos-tab';
import { DiscountCodesTab } from '@/features/admin-discounts/components/discount-codes-tab';
import { FilesTab } from '@/features/admin-files/components/files-tab';
import { InboxTab } from '@/features/admin-inbox/components/inbox-tab';
import { UsersTab } from '@/features/admin-users/components/users-tab';
import { RetrievalTab } from './retrieval-tab';

export interface DashboardTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The dashboard's tabs, in order; the first is the default. */
export const dashboardTabs: DashboardTab[] = [
  { value: 'notifications', label: copy.adminDashboard.tabs.notifications, content: <NotificationsPanel /> },
  { value: 'applications', label: copy.adminDashboard.tabs.applications, content: <ApplicationsTab /> },
  { value: 'users', label: copy.adminDashboard.tabs.users, content: <UsersTab /> },
  { value: 'files', label: copy.adminDashboard.tabs.files, content: <FilesTab /> },
  { value: 'discount-codes', label: copy.adminDashboard.tabs.discountCodes, content: <DiscountCodesTab /> },
  { value: 'retrieval', label: copy.adminDashboard.tabs.retrieval, content: <RetrievalTab /> },
  { value: 'casinos', label: copy.adminDashboard.tabs.casinos, content: <CasinosTab /> },
  { value: 'inbox', label: copy.adminDashboard.tabs.inbox, content: <InboxTab /> },
];
