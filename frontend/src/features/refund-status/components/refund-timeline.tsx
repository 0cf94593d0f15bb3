import { Badge, Card, Heading } from '@aws-amplify/ui-react';
import type { ApplicationView } from '@taxback/shared/application/schemas';
import { refundTimeline } from '@taxback/shared/application/timeline';
import { copy } from '@taxback/shared/copy';
import { CheckCircleIcon, CircleIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';

const text = copy.refundStatus;

/** "Your Refund Journey": the six steps from application to refund, each completed or pending. */
export function RefundTimeline({ application }: { application: ApplicationView }) {
  return (
    <Card variation="elevated" className="page-card flow-card">
      <Heading level={2} fontSize="large">
        {text.journeyTitle}
      </Heading>
      <ol className="timeline">
        {refundTimeline(application).map((step) => (
          <li key={step.id} className={step.completed ? 'timeline__step timeline__step--done' : 'timeline__step'}>
            <span className="timeline__marker">{step.completed ? <CheckCircleIcon /> : <CircleIcon />}</span>
            <span className="timeline__title">{text.steps[step.id]}</span>
            <span className="timeline__status">
              <Badge size="small" variation={step.completed ? 'success' : undefined}>
                {step.completed ? text.completed : text.pending}
              </Badge>
              {step.date && <span className="timeline__date">{text.on(formatDate(step.date))}</span>}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
