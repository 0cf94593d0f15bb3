import type { ArrivalMarkers } from '@taxback/shared/claim/wizard';

/**
 * Router state that brings the user back to a given wizard step: the upload page passes the step it
 * was opened from (and hands it back), the payment page says it sent the user.
 */
export interface ApplicationLocationState {
  returnToStep?: number;
  fromPayment?: boolean;
}

export const returnToStepOf = (state: unknown): number | undefined =>
  (state as ApplicationLocationState | null)?.returnToStep;

/** How the user arrived at /application: ?from=step1, ?fromPayment=1, or router state. */
export function arrivalMarkers(search: URLSearchParams, state: unknown): ArrivalMarkers {
  const routerState = (state as ApplicationLocationState | null) ?? {};
  return {
    fromPayment: routerState.fromPayment === true || search.get('fromPayment') === '1',
    returnToStep: routerState.returnToStep ?? null,
    fromStep1: search.get('from') === 'step1',
  };
}
