/** The staff's customer list (under the dashboard's `adminBackOffice`). */
export const accountStaff = {
  adminBackOffice: {
    users: {
      searchLabel: 'Search by name, email, last 4 digits of phone or application ID',
      empty: 'No users found',
      fetchFailed: 'Failed to fetch users',
      emailUnavailable: 'Available on auth dashboard',
      emailsUnavailableNote:
        'Emails could not be loaded from the sign-in service, so they are not shown and search is off. They are available on the auth dashboard.',
      columns: { name: 'Name', email: 'Email', phone: 'Phone', applications: 'Applications', registered: 'Registered' },
    },
  },
} as const;
