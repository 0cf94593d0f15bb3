import { Alert } from '@aws-amplify/ui-react';

/** The last outcome of a staff form or action, or null before any. */
export type Feedback = { variation: 'success' | 'error'; message: string } | null;

/** A form's or section's last outcome: a refusal is announced at once, a success politely. */
export function FeedbackAlert({ feedback }: { feedback: Feedback }) {
  if (!feedback) return null;
  return (
    <Alert variation={feedback.variation} role={feedback.variation === 'error' ? 'alert' : 'status'}>
      {feedback.message}
    </Alert>
  );
}
