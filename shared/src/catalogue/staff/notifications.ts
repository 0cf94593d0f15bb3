import { NOTIFICATIONS } from '../../constants';

/** The admin dashboard shell: its title and tabs (the admin issue adds the other tabs). */
export const adminDashboardCopy = {
  title: 'Admin Dashboard',
  tabsLabel: 'Dashboard sections',
  tabs: {
    notifications: 'Notifications',
    applications: 'Applications',
    users: 'Users',
    files: 'Uploaded Files',
    discountCodes: 'Discount Codes',
    casinos: 'Casinos',
    retrieval: 'Form Retrieval',
    inbox: 'Inbox',
    representatives: 'Representatives',
  },
};

/** The dashboard's Notifications tab: user activity the stream processor reports. */
export const adminNotificationsCopy = {
  title: 'User activity',
  empty: "No notifications yet. You'll see user activity updates here.",
  mostActiveNote: (totalUsers: number) =>
    `Showing activity for ${NOTIFICATIONS.usersShown} most active users. Total users: ${totalUsers}`,
  unreadInGroup: (count: number) => `${count} unread`,
  unknownUser: 'Unknown user',
  markRead: 'Mark Read',
  markAllRead: 'Mark all read',
  archive: 'Archive',
  archiveAll: 'Archive all',
  delete: 'Delete',
  deleteAllActive: 'Delete all active',
  restore: 'Restore',
  openClaim: 'Open claim',
  showArchived: 'Show archived',
  hideArchived: 'Hide archived',
  archivedTitle: 'Archived notifications',
  noArchived: 'No archived notifications.',
  deleted: 'Notification deleted successfully',
  deleteFailed: 'Failed to delete notification',
  archived: 'Notification archived successfully',
  archiveFailed: 'Failed to archive notification',
  restored: 'Notification restored',
  restoreFailed: 'Failed to restore notification',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  markReadFailed: 'Failed to mark notification as read',
  allArchived: 'All notifications archived',
  allDeleted: 'All active notifications deleted',
  userDeleted: 'User deleted from dashboard',
  events: {
    profile_completed: 'Completed their profile',
    itin_info_completed: 'Answered the ITIN questions',
    tax_years_selected: 'Selected tax years',
    forms_info_completed: 'Provided 1042-S form information',
    document_uploaded: 'Uploaded a document',
    payment_completed: 'Completed payment',
    payment_refunded: 'Paid for a claim not waiting for it: the money was refunded',
    message_from_user: 'Sent a message',
    retrieval_authorised: 'Authorised the retrieval of missing forms',
    form_follow_up_due: 'Missing form: follow-up with the casino due',
  } as Record<string, string>,
};
