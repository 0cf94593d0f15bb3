import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useApplicationChange, type ApplicationChange } from '../api/admin-applications';
import type { Feedback } from '@/components/ui/feedback-alert';

/**
 * One section's changes to a claim, with the outcome said beside it: the server's own message when it refuses
 * (400 or 409, e.g. a step out of order), else the section's generic failure.
 */
export function useClaimChange(applicationId: string, texts: { saved: string; failed: string }) {
  const change = useApplicationChange(applicationId);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const send = (request: ApplicationChange, onSaved?: () => void) => {
    setFeedback(null);
    change.mutate(request, {
      onSuccess: () => {
        setFeedback({ variation: 'success', message: texts.saved });
        onSaved?.();
      },
      onError: (error) =>
        setFeedback({
          variation: 'error',
          message: isApiError(error) && [400, 409].includes(error.status) ? error.message : texts.failed,
        }),
    });
  };
  return { send, feedback, pending: change.isPending };
}
