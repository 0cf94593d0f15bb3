/** Where each tab of the old one-page dashboard (`/admin?tab=…`) now has a page of its own. */
const pageOfTab: Record<string, string> = {
  notifications: '/admin',
  applications: '/admin/claims',
  users: '/admin/customers',
  files: '/admin/customers/files',
  'discount-codes': '/admin/discounts',
  retrieval: '/admin/retrieval',
  casinos: '/admin/casinos',
  inbox: '/admin/messages',
  representatives: '/admin/settings',
};

/**
 * The page an old dashboard address stands for, keeping its other parameters (a claim's `q`), or null when the
 * address is not one: links in mails and bookmarks from before the staff pages keep working.
 */
export function pageOfOldDashboardAddress(pathname: string, search: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  const params = new URLSearchParams(search);
  const tab = params.get('tab');
  if (path !== '/admin/dashboard' && !(path === '/admin' && tab !== null)) return null;
  params.delete('tab');
  const rest = params.toString();
  const page = (tab !== null && pageOfTab[tab]) || '/admin';
  return rest ? `${page}?${rest}` : page;
}
