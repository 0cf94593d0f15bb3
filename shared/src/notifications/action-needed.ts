import { DEADLINE_ALERT_EVENT } from '../claim/deadline-alerts';

/**
 * The events that ask something of staff, and so become notifications: money received (or refunded because the
 * claim was not waiting for it: staff tell the customer why), a document to look at, a signed retrieval
 * authorisation to act on, a customer's message to answer, and the two reminders of work due (a casino follow-up,
 * a paid claim near its deadline). The customer's progress through the wizard asks nothing: it shows on the claim.
 */
export const ACTION_EVENT_TYPES: readonly string[] = [
  'payment_completed',
  'payment_refunded',
  'document_uploaded',
  'retrieval_authorised',
  'message_from_user',
  'form_follow_up_due',
  DEADLINE_ALERT_EVENT,
];

export const needsStaffAction = (eventType: string): boolean => ACTION_EVENT_TYPES.includes(eventType);
