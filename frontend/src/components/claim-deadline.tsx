import { deadlineStatus } from '@taxback/shared/estimator/estimate';
import { copy } from '@taxback/shared/copy';
import { AlertIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';
import './claim-deadline.css';

const text = copy.claimDeadline;

interface ClaimDeadlineProps {
  year: number;
  today: Date;
  /** For the control it describes (aria-describedby). */
  id?: string;
}

/** The last day to claim a tax year, with a warning once it is close. */
export function ClaimDeadline({ year, today, id }: ClaimDeadlineProps) {
  const { day, daysLeft, warn } = deadlineStatus(year, today);
  return (
    <span id={id} className={warn ? 'claim-deadline claim-deadline--warn' : 'claim-deadline'}>
      <span>{text.claimBy(formatDate(day))}</span>
      {/* Keeps the two apart in the text a screen reader reads as the description. */}
      {warn && ' '}
      {warn && (
        <span className="claim-deadline__warning">
          <AlertIcon width={16} height={16} />
          {text.closingSoon(daysLeft)}
        </span>
      )}
    </span>
  );
}
