/** The back office's own layout: its top bar, its side navigation (one entry per section) and the section pages. */
export const staffLayoutCopy = {
  backOffice: 'Back office',
  publicSite: 'Public site',
  signedInAs: 'Signed in as',
  navLabel: 'Back office sections',
  openMenu: 'Open the sections menu',
  closeMenu: 'Close the sections menu',
  menu: 'Menu',
  sections: {
    workQueue: 'Work queue',
    claims: 'Claims',
    messages: 'Messages',
    retrieval: 'Form retrieval',
    customers: 'Customers',
    discounts: 'Discounts',
    blog: 'Blog',
    casinos: 'Casinos',
    season: 'Season',
    settings: 'Settings',
  },
  /** A count beside a section: visible short, read out in full. */
  counts: {
    short: (count: number) => `${count} unread`,
    notifications: (count: number) => `${count} unread ${count === 1 ? 'notification' : 'notifications'}`,
    messages: (count: number) => `${count} unread customer ${count === 1 ? 'message' : 'messages'}`,
  },
  customers: {
    pagesLabel: 'Customer lists',
    people: 'Customers',
    files: 'Uploaded files',
  },
  claims: {
    viewsLabel: 'How to list the claims',
    byQueue: 'By queue and stage',
    search: 'Search by name or email',
  },
  settings: {
    figures: 'Figures',
    figuresIntro:
      'The running totals the stream processor keeps. Recount them from the stored records after a change of what a figure counts, or a drift.',
  },
  notFound: 'There is no back-office page at this address.',
};
