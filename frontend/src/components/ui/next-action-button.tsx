import { Button } from '@aws-amplify/ui-react';
import type { NextAction } from '@taxback/shared/application/next-action';
import { claimPaths } from '@taxback/shared/claims/claim-paths';
import { copy } from '@taxback/shared/copy';
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

/**
 * The button for the claim's next action. On the status page (`onStatusPage`) a signature is done in a card
 * further down, so the button jumps there; elsewhere it opens the claim's status page.
 */
export function NextActionButton({
  action,
  applicationId,
  onStatusPage = false,
  variation,
}: {
  action: NextAction;
  applicationId: string;
  onStatusPage?: boolean;
  variation?: 'primary' | 'link';
}) {
  const props = { variation };
  const target = actionTarget(action, applicationId);
  if ('to' in target) {
    return (
      <ButtonLink to={target.to} {...props}>
        {text.buttons[action]}
      </ButtonLink>
    );
  }
  if (!onStatusPage) {
    return (
      <ButtonLink to={claimPaths.status(applicationId)} {...props}>
        {text.buttons[action]}
      </ButtonLink>
    );
  }
  return (
    <Button as="a" href={`#${target.anchor}`} {...props}>
      {text.buttons[action]}
    </Button>
  );
}
