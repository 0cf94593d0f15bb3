/** The entities whose inserted items are jobs for the jobs function (its stream filter uses the same list). */
export const JOB_ENTITIES: readonly string[] = ['dataExport', 'statsRecount', 'broadcastBatch', 'refundNotice'];
