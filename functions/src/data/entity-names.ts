/** The attribute in which ElectroDB stores an item's entity type. */
export const ENTITY_ATTRIBUTE = '__edb_e__';

/**
 * The name every ElectroDB entity stores its items under (its `model.entity`, kept in each item's `__edb_e__`):
 * stored data, so never renamed. The stream and job dispatch tables are keyed by it, so a new entity is
 * placed in each of them (functions/test/access-patterns.test.ts checks this list against data/entities/).
 */
export const ENTITY_NAMES = [
  'accountClosure',
  'application',
  'authorisation',
  'blogPost',
  'broadcast',
  'broadcastBatch',
  'casino',
  'companySettings',
  'contactMessage',
  'conversation',
  'cooldown',
  'dataExport',
  'deadlineAlert',
  'discountCode',
  'discountReservation',
  'document',
  'letter',
  'localCheckoutSession',
  'localRefund',
  'message',
  'notification',
  'payment',
  'pendingEmailChange',
  'profile',
  'rateCounter',
  'refundNotice',
  'representativeSettings',
  'retainedClaim',
  'retrieval',
  'stats',
  'statsRecount',
  'streamEvent',
  'uploadTicket',
  'workHold',
  'wsConnection',
] as const;

export type EntityName = (typeof ENTITY_NAMES)[number];

/** The entities whose `role` in a dispatch table is `role`, in the table's order. */
export const entitiesWhere = <R>(table: Record<EntityName, R>, matches: (role: R) => boolean): EntityName[] =>
  (Object.keys(table) as EntityName[]).filter((entity) => matches(table[entity]));
