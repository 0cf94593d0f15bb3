import { Button } from '@aws-amplify/ui-react';
import type { NextAction } from '@taxback/shared/claim/next-action';
import { claimPaths } from '@taxback/shared/claim/claim-paths';
import { copy } from '@taxback/shared/copy';
import { formatUsd } from '@taxback/shared/payments/fees';
import { ButtonLink } from './router-links';

const text = copy.refundStatus.action;

/** The cards of the status page where an action is done there and then. */
export const ACTION_ANCHORS = { sign_authorisation: 'missing-forms', sign_and_mail_forms: 'forms-to-sign' } as const;

/** Where an action is done: another page, or (`anchor`) a card of the claim's status page. */
function actionTarget(action: NextAction, applicationId: string): { to: string } | { anchor: string } {
  switch (action) {
    case 'continue_application':
    case 'review_answers':
      return { to: claimPaths.wizard(applicationId) };
    case 'pay':
    case 'pay_balance':
      return { to: claimPaths.payment(applicationId) };
    case 'upload_documents':
      return { to: '/upload-documents' };
    case 'sign_authorisation':
    case 'sign_and_mail_forms':
      return { anchor: ACTION_ANCHORS[action] };
    case 'none':
      return { to: claimPaths.status(applicationId) };
  }
}

/** A payment button names its amount ("Pay US$336.60"), as the payment page's does. */
function actionLabel(action: NextAction, amountCents: number | null | undefined): string {
  if (amountCents === null || amountCents === undefined) return text.buttons[action];
  if (action === 'pay') return copy.paymentPage.pay(formatUsd(amountCents));
  if (action === 'pay_balance') return text.payBalanceAmount(formatUsd(amountCents));
  return text.buttons[action];
}

/**
 * The button for the claim's next action. On the status page (`onStatusPage`) a signature is done in a card
 * further down, so the button jumps there; elsewhere it opens the claim's status page.
 */
export function NextActionButton({
  action,
  applicationId,
  onStatusPage = false,
  variation,
  amountCents,
}: {
  action: NextAction;
  applicationId: string;
  onStatusPage?: boolean;
  variation?: 'primary' | 'link';
  /** What a payment action asks for (amountDueCents): named on the button. */
  amountCents?: number | null;
}) {
  const props = { variation };
  const label = actionLabel(action, amountCents);
  const target = actionTarget(action, applicationId);
  if ('to' in target) {
    return (
      <ButtonLink to={target.to} {...props}>
        {label}
      </ButtonLink>
    );
  }
  if (!onStatusPage) {
    return (
      <ButtonLink to={claimPaths.status(applicationId)} {...props}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <Button as="a" href={`#${target.anchor}`} {...props}>
      {label}
    </Button>
  );
}
