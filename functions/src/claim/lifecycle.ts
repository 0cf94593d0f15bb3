import {
  claimRefusalText,
  decide,
  type ClaimActor,
  type ClaimEvent,
  type ClaimFacts,
  type ClaimState,
  type FeeLine,
} from '@taxback/shared';
import type { ApplicationItem } from '../data/stores/application';
import { conflict } from '../http/errors';
import { applicationView } from './application-view';

/** The lifecycle's view of a stored application (the table keeps enums and fee line ids as strings). */
export const claimFacts = (item: ApplicationItem): ClaimFacts => ({
  ...item,
  coveredLines: (item.coveredLines as FeeLine[] | undefined) ?? null,
  daysInUs: (item.daysInUs as Record<string, number> | undefined) ?? null,
  closerConnection8840Filed: (item.closerConnection8840Filed as Record<string, boolean> | undefined) ?? null,
  returnAlreadyFiled: (item.returnAlreadyFiled as Record<string, boolean> | undefined) ?? null,
});

/**
 * Asks the lifecycle whether `actor` may apply `event` to the stored application; answers the state it
 * leads to, or throws a 409 with the lifecycle's message and the application as stored (nothing changed).
 * `request` adds what the request itself says (a checkout's low-refund confirmation, a step's new date).
 */
export function transition(
  item: ApplicationItem,
  event: ClaimEvent,
  actor: ClaimActor,
  request: Partial<ClaimFacts> = {},
): ClaimState {
  const decision = decide({ ...claimFacts(item), ...request }, event, actor);
  if (!decision.allowed) throw conflict({ current: applicationView(item) }, claimRefusalText(decision.refusal));
  return decision.to;
}
