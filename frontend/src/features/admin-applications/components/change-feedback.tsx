import { Alert } from '@aws-amplify/ui-react';
import type { ChangeFeedback as Feedback } from '../hooks/use-claim-change';

/** A section's last outcome: a refusal is announced at once, a success politely. */
export function ChangeFeedback({ feedback }: { feedback: Feedback }) {
  if (!feedback) return null;
  return (
    <Alert variation={feedback.variation} role={feedback.variation === 'error' ? 'alert' : 'status'}>
      {feedback.message}
    </Alert>
  );
}
