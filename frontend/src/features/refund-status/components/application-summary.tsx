import { Badge, Card, Heading, Text } from '@aws-amplify/ui-react';
import type { ApplicationView } from '@taxback/shared/application/schemas';
import { timelineSummary, type TimelineSummary } from '@taxback/shared/application/timeline';
import { copy } from '@taxback/shared/copy';
import { formatUsd } from '@taxback/shared/payments/fees';

const text = copy.refundStatus;
const summaryBadge: Record<TimelineSummary, 'info' | 'warning' | 'success'> = {
  not_started: 'info',
  in_progress: 'warning',
  completed: 'success',
};

export function ApplicationSummary({ application }: { application: ApplicationView }) {
  const summary = timelineSummary(application);
  const estimate = application.estimatedRefundCents;
  return (
    <Card variation="elevated" className="page-card flow-card">
      <Heading level={2} fontSize="large">
        {text.summaryTitle}
      </Heading>
      <dl className="summary-list">
        <div>
          <dt>{text.status}</dt>
          <dd>{text.statuses[application.status]}</dd>
        </div>
        <div>
          <dt>{text.taxYears}</dt>
          <dd>{application.taxYears.length > 0 ? application.taxYears.join(', ') : text.noYears}</dd>
        </div>
        <div>
          <dt>{text.progress}</dt>
          <dd>
            <Badge variation={summaryBadge[summary]}>{text.summaries[summary]}</Badge>
          </dd>
        </div>
        {estimate !== null && (
          <div>
            <dt>{copy.claimFigures.estimatedRefund}</dt>
            <dd>{formatUsd(estimate)}</dd>
          </div>
        )}
      </dl>
      {estimate !== null && <Text className="summary-note">{copy.claimFigures.noPromise}</Text>}
    </Card>
  );
}
