import { entitiesWhere, type EntityName } from '../data/entity-names';

/**
 * Which changes of each entity are work for the jobs function: an inserted item is a job (an export to
 * build, a recount, a broadcast batch, a refund to tell), a removed one leaves work (an export's ZIP, and the
 * quarantined file of an upload never confirmed, to delete). Its stream filters use the same table.
 */
const JOB_DISPATCH: Record<EntityName, { inserted: boolean; removed: boolean }> = {
  dataExport: { inserted: true, removed: true },
  statsRecount: { inserted: true, removed: false },
  broadcastBatch: { inserted: true, removed: false },
  refundNotice: { inserted: true, removed: false },
  uploadTicket: { inserted: false, removed: true },
  accountClosure: { inserted: false, removed: false },
  application: { inserted: false, removed: false },
  authorisation: { inserted: false, removed: false },
  blogPost: { inserted: false, removed: false },
  broadcast: { inserted: false, removed: false },
  casino: { inserted: false, removed: false },
  companySettings: { inserted: false, removed: false },
  contactMessage: { inserted: false, removed: false },
  conversation: { inserted: false, removed: false },
  cooldown: { inserted: false, removed: false },
  deadlineAlert: { inserted: false, removed: false },
  discountCode: { inserted: false, removed: false },
  discountReservation: { inserted: false, removed: false },
  document: { inserted: false, removed: false },
  letter: { inserted: false, removed: false },
  localCheckoutSession: { inserted: false, removed: false },
  localRefund: { inserted: false, removed: false },
  message: { inserted: false, removed: false },
  notification: { inserted: false, removed: false },
  payment: { inserted: false, removed: false },
  pendingEmailChange: { inserted: false, removed: false },
  profile: { inserted: false, removed: false },
  rateCounter: { inserted: false, removed: false },
  representativeSettings: { inserted: false, removed: false },
  retainedClaim: { inserted: false, removed: false },
  retrieval: { inserted: false, removed: false },
  stats: { inserted: false, removed: false },
  streamEvent: { inserted: false, removed: false },
  workHold: { inserted: false, removed: false },
  wsConnection: { inserted: false, removed: false },
};

/** The entities whose inserted items are jobs for the jobs function. */
export const JOB_ENTITIES: readonly string[] = entitiesWhere(JOB_DISPATCH, (job) => job.inserted);

/** The entities whose removed items leave work for the jobs function. */
export const REMOVED_JOB_ENTITIES: readonly string[] = entitiesWhere(JOB_DISPATCH, (job) => job.removed);
