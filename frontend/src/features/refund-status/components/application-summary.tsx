import { Badge, Card, Heading } from '@aws-amplify/ui-react';
import type { ApplicationView } from '@taxback/shared/application/schemas';
import { timelineSummary, type TimelineSummary } from '@taxback/shared/application/timeline';
import { messages } from '@taxback/shared/messages';

const text = messages.refundStatus;
const summaryBadge: Record<TimelineSummary, 'info' | 'warning' | 'success'> = {
  not_started: 'info',
  in_progress: 'warning',
  completed: 'success',
};

export function ApplicationSummary({ application }: { application: ApplicationView }) {
  const summary = timelineSummary(application);
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
      </dl>
    </Card>
  );
}
