import { entitiesWhere, type EntityName } from '../data/entity-names';

/**
 * What the stream processor does with each entity's changes: `reported` customer data becomes admin
 * notifications, dashboard counters and the season's figures; `pushed` notifications are pushed to admins
 * (it writes nothing for them); `ignored` are its own counters, markers and connections (so it never
 * processes its own bookkeeping), jobs and staff data. The event source filter uses the same table.
 */
const STREAM_DISPATCH: Record<EntityName, 'reported' | 'pushed' | 'ignored'> = {
  profile: 'reported',
  application: 'reported',
  payment: 'reported',
  document: 'reported',
  message: 'reported',
  conversation: 'reported',
  authorisation: 'reported',
  retrieval: 'reported',
  notification: 'pushed',
  accountClosure: 'ignored',
  blogPost: 'ignored',
  broadcast: 'ignored',
  broadcastBatch: 'ignored',
  casino: 'ignored',
  companySettings: 'ignored',
  contactMessage: 'ignored',
  cooldown: 'ignored',
  dataExport: 'ignored',
  deadlineAlert: 'ignored',
  discountCode: 'ignored',
  discountReservation: 'ignored',
  letter: 'ignored',
  localCheckoutSession: 'ignored',
  localRefund: 'ignored',
  pendingEmailChange: 'ignored',
  rateCounter: 'ignored',
  refundNotice: 'ignored',
  representativeSettings: 'ignored',
  retainedClaim: 'ignored',
  stats: 'ignored',
  statsRecount: 'ignored',
  streamEvent: 'ignored',
  uploadTicket: 'ignored',
  workHold: 'ignored',
  wsConnection: 'ignored',
};

/** Customer data whose changes become admin notifications, dashboard counters and the season's figures. */
export const REPORTED_ENTITIES: readonly string[] = entitiesWhere(STREAM_DISPATCH, (role) => role === 'reported');

/** Every entity the stream processor acts on: the reported ones, and the pushed notifications. */
export const STREAM_ENTITIES: readonly string[] = entitiesWhere(STREAM_DISPATCH, (role) => role !== 'ignored');
