/** The entities whose inserted items are jobs for the jobs function (its stream filter uses the same list). */
export const JOB_ENTITIES: readonly string[] = ['dataExport', 'statsRecount', 'broadcastBatch', 'refundNotice'];
/**
 * The entities whose removed items leave work for the jobs function: an export's ZIP, and the quarantined file of
 * an upload never confirmed, to delete.
 */
export const REMOVED_JOB_ENTITIES: readonly string[] = ['dataExport', 'uploadTicket'];
