import { Badge, Heading, Text } from '@aws-amplify/ui-react';
import type { AdminApplication } from '@taxback/shared/claim/staff-schemas';
import { businessDaysSince } from '@taxback/shared/claim/business-days';
import { staffCopy } from '@taxback/shared/copy-staff';
import { formatDate, formatUsd } from '@taxback/shared/i18n/format';

const text = staffCopy.adminBackOffice.claimPage;
/** Who the claim is for and where it stands: the facts staff read before touching it. */
export function ClaimHeader({ application, now = Date.now() }: { application: AdminApplication; now?: number }) {
  const name = application.applicantName || staffCopy.adminBackOffice.applications.unnamed;
  const facts: [string, React.ReactNode][] = [
    [text.header.years, application.taxYears.length ? application.taxYears.join(', ') : text.header.noYears],
    [text.header.paid, application.paid ? formatUsd(application.paidCents) : text.header.notPaid],
    [text.header.stage, <Badge key="stage">{text.stages[application.stage]}</Badge>],
    [
      text.header.daysInStage,
      application.stageSince
        ? `${text.header.days(businessDaysSince(application.stageSince, new Date(now)))} (${text.header.since(formatDate(application.stageSince))})`
        : text.header.unknown,
    ],
    [
      text.header.language,
      application.customerLanguage ? text.languages[application.customerLanguage] : text.header.unknown,
    ],
    [
      text.header.delivery,
      application.formDeliveryPreference
        ? (text.deliveries[application.formDeliveryPreference] ?? application.formDeliveryPreference)
        : text.header.unknown,
    ],
  ];
  return (
    <header className="claim-page__header">
      <Heading level={1} fontSize="xl" className="claim-page__name">
        {text.title(name)}
      </Heading>
      <Text fontSize="small" color="font.tertiary" className="claim-page__break">
        {[application.applicantEmail, application.applicantPhone, text.claimId(application.applicationId)]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <dl className="claim-page__facts" aria-label={text.header.label}>
        {facts.map(([label, value]) => (
          <div key={label} className="claim-page__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
