import { CLAIM_DEADLINE, COMPANY, WORK_QUEUES } from '../../constants';

/** The dashboard's links, lists and stat cards (the claim's, customers' and files' parts: their areas' staff.ts). */
export const adminBackOfficeCopy = {
  links: {
    manageMessages: 'Manage Messages',
    manageBlog: 'Manage Blog',
    unreadMessages: (count: number) => `${count} unread ${count === 1 ? 'message' : 'messages'}`,
  },
  statsLabel: 'Dashboard figures',
  lists: {
    loadMore: 'Load more',
    refresh: 'Refresh',
  },
  stats: {
    totalApplications: 'Total Applications',
    untouchedDrafts: (count: number) => `Not counted: ${count} opened and never answered`,
    totalUsers: 'Total Users',
    completed: 'Completed',
    uploadedFiles: 'Uploaded Files',
    messages: 'Messages',
    unread: (count: number) => `${count} unread`,
    recount: 'Recount figures',
    recounting: 'Recounting the figures from the stored records…',
    recounted: (date: string) => `Figures recounted ${date}`,
    recountFailed: 'The last recount failed. Try again, or see the jobs function’s log.',
    recountStartFailed: 'Could not start a recount',
  },
};

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
    company: 'Company',
  },
};

/** The work queue page (`/admin`) and the claims table (`/admin/claims`). */
export const adminWorkQueueCopy = {
  intro: 'Claims that need someone, by what they wait for. A claim can be in several queues.',
  queuesLabel: 'Work queues',
  fetchFailed: 'Failed to load the work queues',
  retry: 'Try again',
  /** Each queue's name, and a line saying what its count counts. */
  queues: {
    paid_not_reviewed: {
      title: 'Paid, review not started',
      counts: 'paid claims with no step recorded and not moved to processing',
    },
    awaiting_signature: {
      title: 'Waiting on the customer’s signature',
      counts: 'claims whose forms were sent for signing, or whose missing-form authorisation is not signed',
    },
    forms_to_request: {
      title: 'Missing forms to request',
      counts: 'paid claims missing a Form 1042-S that has not been requested from the casino yet',
    },
    follow_ups_due: {
      title: 'Casino follow-ups due',
      counts: 'claims with a missing-form request whose follow-up day has come',
    },
    unread_messages: {
      title: 'Unread messages',
      counts: 'claims whose customer sent messages nobody has read',
    },
    stalled: {
      title: `Over ${WORK_QUEUES.stalledAfterBusinessDays} business days in a stage`,
      counts: `claims in review, forms sent or forms received for more than ${WORK_QUEUES.stalledAfterBusinessDays} business days`,
    },
    deadline_near: {
      title: `Deadline within ${CLAIM_DEADLINE.staffAlertDaysBefore} days`,
      counts: `paid claims not submitted to the IRS with a tax year due within ${CLAIM_DEADLINE.staffAlertDaysBefore} days`,
    },
  },
  countUnit: (count: number) => (count === 1 ? 'claim' : 'claims'),
  claims: {
    title: 'Claims',
    queueFilter: 'Queue',
    stageFilter: 'Stage',
    allQueues: 'All claims',
    allStages: 'All stages',
    stageOption: (label: string, count: number) => `${label} (${count})`,
    showing: (shown: number, total: number) =>
      shown === total ? `${total} ${total === 1 ? 'claim' : 'claims'}` : `Showing ${shown} of ${total} claims`,
    empty: 'No claims match this filter',
    fetchFailed: 'Failed to load the claims',
    tableLabel: 'Claims',
    columns: {
      name: 'Name',
      years: 'Years',
      paid: 'Paid',
      stage: 'Stage',
      daysInStage: 'Days in stage',
      nextAction: 'Next action',
    },
    unnamed: 'No name yet',
    notPaid: 'Not paid',
    paidOn: (date: string) => `on ${date}`,
    noYears: '—',
    businessDays: (days: number) => `${days} business ${days === 1 ? 'day' : 'days'}`,
    since: (date: string) => `since ${date}`,
    unknown: '—',
  },
  stages: {
    draft: 'Draft',
    ready_for_payment: 'Ready for payment',
    reopened: 'Reopened',
    balance_due: 'Balance due',
    in_review: 'Paid, in review',
    forms_sent: 'Forms sent for signing',
    forms_received: 'Signed forms received',
    submitted_to_irs: 'Submitted to the IRS',
    approved_by_irs: 'Processed by the IRS',
    refund_issued: 'Refund issued',
    rejected: 'Rejected',
  },
  /** The customer's next action; when none, what the stage waits for on our side (or the IRS's). */
  nextActions: {
    continue_application: 'Customer: finish the application',
    pay: 'Customer: pay',
    review_answers: 'Customer: review the answers',
    pay_balance: 'Customer: pay the balance',
    sign_authorisation: 'Customer: sign the missing-form authorisation',
    sign_and_mail_forms: 'Customer: sign and mail the forms',
    upload_documents: 'Customer: upload documents',
  },
  ourMoves: {
    draft: 'Customer: finish the application',
    ready_for_payment: 'Customer: pay',
    reopened: 'Customer: review the answers',
    balance_due: 'Customer: pay the balance',
    in_review: 'Us: review and prepare the forms',
    forms_sent: 'Customer: sign and mail the forms',
    forms_received: 'Us: submit to the IRS',
    submitted_to_irs: 'IRS: process the return',
    approved_by_irs: 'IRS: issue the refund',
    refund_issued: 'Nothing: done',
    rejected: 'Nothing: closed',
  },
};

/** The season view (staff only, English). */
export const adminSeasonCopy = {
  intro:
    'The season at a glance, kept up to date by every change of a claim, payment or form request; the recount rebuilds it.',
  loading: 'Loading the season…',
  failed: 'The season’s figures could not be loaded.',
  retry: 'Try again',
  tableView: 'Table view',
  week: 'Week of',
  total: 'Total',
  allWeeks: 'Now, all weeks',
  stages: {
    draft: 'Draft',
    ready_for_payment: 'Ready for payment',
    reopened: 'Reopened',
    balance_due: 'Balance due',
    in_review: 'In review',
    forms_sent: 'Forms sent',
    forms_received: 'Forms received',
    submitted_to_irs: 'Submitted to IRS',
    approved_by_irs: 'Approved by IRS',
    refund_issued: 'Refund issued',
    rejected: 'Rejected',
  },
  stageChart: {
    title: 'Claims by stage, by the week they entered it',
    summary: (claims: number, shown: string, weeks: number, busiest: string | null) =>
      `${shown} ${claims === 1 ? 'claim' : 'claims'} entered their current stage in the last ${weeks} weeks${
        busiest ? `; the largest stage now is ${busiest}` : ''
      }.`,
    stageLinksLabel: 'Open the claims in a stage',
    stageLink: (stage: string, count: string) => `${stage}: ${count}`,
  },
  moneyChart: {
    title: 'Money per week',
    paidCents: 'Fees paid',
    balancePaidCents: 'Balances paid',
    refundedCents: 'Refunded',
    summary: (paid: string, balances: string, refunded: string) =>
      `This season: ${paid} in fees, ${balances} in balances, ${refunded} refunded.`,
    owing: (claims: number, shown: string) =>
      claims === 1 ? 'One reopened claim owes a balance now.' : `${shown} reopened claims owe a balance now.`,
  },
  funnel: {
    title: 'Lost forms (Form 1042-S retrieval)',
    formsMissing: 'Missing on paid claims',
    formsAuthorised: 'Authorised by the customer',
    lettersSent: 'Letters sent to casinos',
    copiesReceived: 'Copies received',
    formsNotAvailable: (count: string) => `Forms the casinos could not provide: ${count}.`,
    openRetrieval: 'Open the form retrieval list',
    summary: (missing: string, received: string) => `${received} of ${missing} missing forms received.`,
    step: 'Step',
    forms: 'Forms',
  },
  deadlines: {
    title: 'Deadlines near, not submitted',
    summary: (count: number, shown: string, days: number) =>
      `${shown} ${count === 1 ? 'year of a paid claim' : 'years of paid claims'} must be filed within ${days} days and ${
        count === 1 ? 'is' : 'are'
      } not yet submitted to the IRS.`,
    none: 'No paid claim has a deadline within the alert window.',
    more: (shown: number, total: string) => `The ${shown} nearest are listed, of ${total}.`,
    claim: 'Claim',
    year: 'Tax year',
    deadline: 'Deadline',
    daysLeft: 'Days left',
    stage: 'Stage',
    days: (days: number) => (days === 0 ? 'Today' : `${days}`),
  },
};

/** The Form 2848 representatives (staff settings) printed on every worksheet. */
export const adminRepresentativesCopy = {
  title: 'Form 2848 representatives',
  intro:
    'Form 2848 names individuals, never the company: each needs a CAF number (or "None" until the IRS assigns one), a PTIN and a Part II designation.',
  name: 'Name',
  cafNumber: 'CAF No.',
  ptin: 'PTIN',
  designation: 'Designation (Part II)',
  jurisdiction: 'Licensing jurisdiction',
  licenceNumber: 'Bar, licence or enrollment number',
  address: 'Address',
  telephone: 'Telephone',
  signedFormsAddress: 'Where customers mail their signed forms',
  add: 'Add a representative',
  remove: (name: string) => `Remove ${name || 'this representative'}`,
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved.',
  failed: 'The representatives could not be saved.',
  loadFailed: 'The representatives could not be loaded.',
};

/** The Company settings: who the company is, as the public site shows it (staff settings). */
export const adminCompanyCopy = {
  title: 'Company details',
  intro:
    'What the public site shows about us: the footer and the contact page show the legal name, address, phone and hours; the why choose us page lists the preparers; the home page shows the testimonials. Anything left empty is shown nowhere.',
  legalName: 'Legal name',
  address: 'Mailing address',
  phone: 'Phone',
  hours: 'Opening hours',
  hoursHint: 'As customers should read it, e.g. "Monday to Friday, 9 am to 5 pm (Eastern time)".',
  preparersTitle: 'Preparers',
  preparersIntro: `The people who prepare and review claims, with their credentials (at most ${COMPANY.maxPreparers}). Blog posts can name one of them as the author.`,
  preparerName: 'Name',
  credentials: 'Credentials',
  credentialsHint: 'e.g. EA, CPA, IRS Certifying Acceptance Agent',
  bio: 'One line about them (optional)',
  addPreparer: 'Add a preparer',
  removePreparer: (name: string) => `Remove ${name || 'this preparer'}`,
  testimonialsTitle: 'Testimonials',
  testimonialsIntro: `Only real testimonials, with the customer's agreement: who (a name or initials), where from and the day it was given (at most ${COMPANY.maxTestimonials}). The home page shows the newest first.`,
  quote: 'What they said',
  testimonialName: 'Name or initials',
  place: 'Place',
  date: 'Date given',
  addTestimonial: 'Add a testimonial',
  removeTestimonial: (name: string) => `Remove the testimonial of ${name || 'this customer'}`,
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved. The public site shows the new details.',
  failed: 'The company details could not be saved.',
  loadFailed: 'The company details could not be loaded.',
};

export const backOfficeStaff = {
  adminBackOffice: adminBackOfficeCopy,
  staffLayout: staffLayoutCopy,
  adminDashboard: adminDashboardCopy,
  adminWorkQueue: adminWorkQueueCopy,
  adminSeason: adminSeasonCopy,
  adminRepresentatives: adminRepresentativesCopy,
  adminCompany: adminCompanyCopy,
} as const;
