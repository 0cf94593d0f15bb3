import { Badge, Text, type BadgeProps } from '@aws-amplify/ui-react';
import type { AdminApplication } from '@taxback/shared/claim/staff-schemas';
import type { ApplicationStatus } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { formatUsd } from '@taxback/shared/payments/fees';
import { claimPaths } from '@taxback/shared/claim/claim-paths';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/router-links';
import { useAdminList } from '@/hooks/use-admin-list';
import { AdminListPanel, type Column } from '@/components/admin-list/admin-list-panel';
import { formatDate } from '@taxback/shared/i18n/format';

const text = staffCopy.adminBackOffice.applications;

const statusVariations: Partial<Record<ApplicationStatus, BadgeProps['variation']>> = {
  submitted: 'info',
  processing: 'info',
  approved: 'success',
  completed: 'success',
  rejected: 'error',
};

/** The applications list; `?q=` (a link to one claim) opens it already searched. */
export function ApplicationsTab() {
  const [linked] = useSearchParams();
  const [q, setQ] = useState(linked.get('q') ?? '');
  const list = useAdminList('applications', q);

  const columns: Column<AdminApplication>[] = [
    {
      header: text.columns.applicant,
      cell: (application) => (
        <span className="admin-list__stack">
          <Text as="span" fontWeight="semibold" className="admin-list__break">
            {application.applicantName || text.unnamed}
          </Text>
          <span className="admin-list__secondary">{application.applicantEmail}</span>
          {application.applicantPhone && <span className="admin-list__secondary">{application.applicantPhone}</span>}
        </span>
      ),
    },
    {
      header: text.columns.status,
      cell: (application) => (
        <Badge size="small" variation={statusVariations[application.status]}>
          {copy.statusLabels[application.status]}
        </Badge>
      ),
    },
    { header: text.columns.taxYears, cell: (application) => application.taxYears.join(', ') },
    {
      header: text.columns.delivery,
      cell: (application) =>
        application.formDeliveryPreference && (
          <Badge size="small">{text.delivery[application.formDeliveryPreference]}</Badge>
        ),
    },
    {
      header: text.columns.created,
      cell: (application) => <span className="admin-list__nowrap">{formatDate(application.createdAt)}</span>,
    },
    {
      header: text.columns.refundAmount,
      cell: (application) =>
        application.estimatedRefundCents === null ? text.noRefund : formatUsd(application.estimatedRefundCents),
    },
    {
      header: text.columns.actions,
      cell: (application) => (
        <ButtonLink
          size="small"
          to={claimPaths.backOffice(application.applicationId)}
          aria-label={text.manageLabel(application.applicantName || text.unnamed)}
        >
          {text.manage}
        </ButtonLink>
      ),
    },
  ];

  return (
    <AdminListPanel
      list={list}
      columns={columns}
      rowKey={(application) => application.applicationId}
      text={text}
      search={{ label: text.searchLabel, onSearch: setQ, initial: q }}
    />
  );
}
