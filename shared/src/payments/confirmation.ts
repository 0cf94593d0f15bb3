import { CHECKOUT } from '../constants';

/** How long the success page waits before asking again, after `attempt` unanswered asks (0 = the first). */
export const confirmationDelayMs = (attempt: number): number =>
  Math.min(CHECKOUT.confirmFirstDelayMs * CHECKOUT.confirmBackoff ** Math.max(0, attempt), CHECKOUT.confirmMaxDelayMs);
