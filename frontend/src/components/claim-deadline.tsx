import { deadlineStatus, paymentDayStatus } from '@taxback/shared/site/estimate';
import { copy } from '@taxback/shared/copy';
import { AlertIcon } from '@/components/ui/icons';
import { formatDate } from '@taxback/shared/i18n/format';
import './claim-deadline.css';

const text = copy.claimDeadline;

interface ClaimDeadlineProps {
  year: number;
  today: Date;
  /** For the control it describes (aria-describedby). */
  id?: string;
  /** On a claim not yet paid: also the last day its first payment is taken, and the warning counts to that day. */
  payment?: boolean;
}

/** The last day to claim a tax year (and to pay for it, on an unpaid claim), with a warning once it is close. */
export function ClaimDeadline({ year, today, id, payment = false }: ClaimDeadlineProps) {
  const claim = deadlineStatus(year, today);
  const pay = paymentDayStatus(year, today);
  const { daysLeft, warn } = payment ? pay : claim;
  return (
    <span id={id} className={warn ? 'claim-deadline claim-deadline--warn' : 'claim-deadline'}>
      <span>{text.claimBy(formatDate(claim.day))}</span>
      {/* Spaces keep the parts apart in the text a screen reader reads as the description. */}
      {payment && ' '}
      {payment && <span>{text.payBy(formatDate(pay.day))}</span>}
      {warn && ' '}
      {warn && (
        <span className="claim-deadline__warning">
          <AlertIcon width={16} height={16} />
          {payment ? text.paySoon(daysLeft) : text.closingSoon(daysLeft)}
        </span>
      )}
    </span>
  );
}
