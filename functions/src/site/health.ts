import { pingTable } from '../data/health';
import { ok, operation } from '../http/lambda-handler';

/** 200 when the table answers; a dependency failure becomes the handler's 503 with Retry-After. */
export const getHealth = operation('getHealth', async () => {
  await pingTable();
  return ok({ status: 'ok' as const });
});
