/** The attribute in which ElectroDB stores an item's entity type. */
export const ENTITY_ATTRIBUTE = '__edb_e__';

/** Customer data whose changes become admin notifications, dashboard counters and the season's figures. */
export const REPORTED_ENTITIES: readonly string[] = [
  'profile',
  'application',
  'payment',
  'document',
  'message',
  'conversation',
  'authorisation',
  'retrieval',
];

/**
 * Every entity the stream processor acts on: the reported ones, and notifications, whose changes it
 * pushes to admins (it writes nothing for them). Its own counters, markers and connections are not
 * here, so it never processes its own bookkeeping; the event source filter uses the same list.
 */
export const STREAM_ENTITIES: readonly string[] = [...REPORTED_ENTITIES, 'notification'];
