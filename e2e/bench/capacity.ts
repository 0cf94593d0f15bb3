import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PAGE_SIZE } from '@taxback/shared';
import { documentClient } from '@taxback/functions/commons/clients';
import { pageOptions } from '@taxback/functions/data/admin-queries';
import { applications } from '@taxback/functions/data/applications';
import { profiles } from '@taxback/functions/data/profiles';

const TOTAL = { ReturnConsumedCapacity: 'TOTAL' } as const;

type Consumed = { CapacityUnits?: number } | { CapacityUnits?: number }[] | undefined;
const units = (...consumed: Consumed[]) =>
  consumed.flat().reduce((sum, capacity) => sum + (capacity?.CapacityUnits ?? 0), 0);

/**
 * The read capacity one request of each measured route consumes: the data layer's own requests (ElectroDB's
 * `params()` of the same calls, with the same options, that the handlers make) sent with
 * ReturnConsumedCapacity.
 */
export async function capacityPerRequest(customerId: string) {
  const client = documentClient();
  const page = await client.send(
    new QueryCommand({
      ...(applications()
        .query.allApplications({})
        .params({ order: 'desc', ...pageOptions(PAGE_SIZE.admin, false) }) as object),
      ...TOTAL,
    } as never),
  );
  const applicantIds = [...new Set((page.Items ?? []).slice(0, PAGE_SIZE.admin).map((item) => item.userId as string))];
  const [applicantsRead] = [
    profiles()
      .get(applicantIds.map((userId) => ({ userId })))
      .params(),
  ].flat();
  const applicants = await client.send(new BatchGetCommand({ ...(applicantsRead as object), ...TOTAL } as never));
  const current = await client.send(
    new QueryCommand({
      ...(applications().query.byUser({ userId: customerId }).params({ order: 'desc', limit: 1 }) as object),
      ...TOTAL,
    } as never),
  );
  const me = await client.send(
    new GetCommand({ ...(profiles().get({ userId: customerId }).params() as object), ...TOTAL } as never),
  );
  return {
    'GET /admin/applications': units(page.ConsumedCapacity, applicants.ConsumedCapacity),
    'GET /applications/current': units(current.ConsumedCapacity),
    'GET /me': units(me.ConsumedCapacity),
  };
}
