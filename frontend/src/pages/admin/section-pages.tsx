import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import type { ReactNode } from 'react';
import { NavLink, useSearchParams } from 'react-router-dom';
import { ApplicationsTab } from '@/features/claim/staff/components/applications-tab';
import { CasinosTab } from '@/features/retrieval/staff/components/casinos-tab';
import { RecountFigures } from '@/features/back-office/staff/components/recount-figures';
import { StatCards } from '@/features/back-office/staff/components/stat-cards';
import { DiscountCodesTab } from '@/features/payments/staff/components/discount-codes-tab';
import { FilesTab } from '@/features/uploads/staff/components/files-tab';
import { CompanyTab } from '@/features/back-office/staff/components/company-tab';
import { ClaimsTable } from '@/features/back-office/staff/components/claims-table';
import { QueueCards } from '@/features/back-office/staff/components/queue-cards';
import { NotificationsPanel } from '@/features/notifications/staff/components/notifications-panel';
import { RepresentativesTab } from '@/features/back-office/staff/components/representatives-tab';
import { UsersTab } from '@/features/account/staff/components/users-tab';
import { RetrievalTab } from './retrieval-tab';

const text = staffCopy.staffLayout;
const { sections } = text;

/** One section of the back office: its title (the navigation's word for it) and its content. */
function StaffPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="staff-page">
      <Heading level={1}>{title}</Heading>
      {children}
    </div>
  );
}

/** A titled part of a section page (Settings has several). */
function StaffPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="staff-panel" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} level={2} fontSize="large">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** What needs staff first: the work queues, then the events that ask for action, by customer. */
export const StaffHomePage = () => (
  <StaffPage title={sections.workQueue}>
    <Text>{staffCopy.adminWorkQueue.intro}</Text>
    <QueueCards />
    <NotificationsPanel />
  </StaffPage>
);

const CLAIM_VIEWS = ['queues', 'search'] as const;

/**
 * The claims by queue and stage (`?queue=`, `?stage=`), or searched by name or email (`?view=search`; a link
 * with `?q=` opens it already searched).
 */
export function StaffClaimsPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'search' || params.has('q') ? 'search' : 'queues';
  return (
    <StaffPage title={sections.claims}>
      <Flex role="group" aria-label={text.claims.viewsLabel} gap="xs" wrap="wrap">
        {CLAIM_VIEWS.map((value) => (
          <Button
            key={value}
            size="small"
            variation={value === view ? 'primary' : undefined}
            aria-pressed={value === view}
            onClick={() => setParams(value === 'search' ? { view: 'search' } : {}, { replace: true })}
          >
            {value === 'search' ? text.claims.search : text.claims.byQueue}
          </Button>
        ))}
      </Flex>
      {view === 'search' ? <ApplicationsTab /> : <ClaimsTable />}
    </StaffPage>
  );
}

export const StaffRetrievalPage = () => (
  <StaffPage title={sections.retrieval}>
    <RetrievalTab />
  </StaffPage>
);

/** The customers' two lists, people and their uploaded files, each at its own address. */
function CustomerLists() {
  return (
    <nav aria-label={text.customers.pagesLabel}>
      <ul className="staff-subnav">
        <li>
          <NavLink to="/admin/customers" end>
            {text.customers.people}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/customers/files">{text.customers.files}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

export const StaffCustomersPage = () => (
  <StaffPage title={sections.customers}>
    <CustomerLists />
    <UsersTab />
  </StaffPage>
);

export const StaffFilesPage = () => (
  <StaffPage title={sections.customers}>
    <CustomerLists />
    <FilesTab />
  </StaffPage>
);

export const StaffDiscountsPage = () => (
  <StaffPage title={sections.discounts}>
    <DiscountCodesTab />
  </StaffPage>
);

export const StaffCasinosPage = () => (
  <StaffPage title={sections.casinos}>
    <CasinosTab />
  </StaffPage>
);

/** The recorded totals, out of the way of the daily work, with the recount that rebuilds them. */
function FiguresPanel() {
  return (
    <Card variation="elevated">
      <StaffPanel id="figures" title={text.settings.figures}>
        <Text fontSize="small">{text.settings.figuresIntro}</Text>
        <StatCards />
        <RecountFigures />
      </StaffPanel>
    </Card>
  );
}

/** The settings panels, in order, each with its own heading; a new setting adds its panel here. */
export const settingsPanels: readonly { id: string; content: ReactNode }[] = [
  { id: 'company', content: <CompanyTab /> },
  { id: 'representatives', content: <RepresentativesTab /> },
  { id: 'figures', content: <FiguresPanel /> },
];

export const StaffSettingsPage = () => (
  <StaffPage title={sections.settings}>
    {settingsPanels.map((panel) => (
      <div key={panel.id}>{panel.content}</div>
    ))}
  </StaffPage>
);

export const StaffNotFoundPage = () => (
  <StaffPage title={copy.notFound.title}>
    <Text>{text.notFound}</Text>
  </StaffPage>
);
