import { readStats } from '../data/stats';
import { ok, operation } from '../http/lambda-handler';

/** The five stat cards, from counters the stream processor keeps (no counting of rows per request). */
export const getDashboardStats = operation('getDashboardStats', async () => ok(await readStats()));
