import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PAGE_SIZE, queryWords } from '@taxback/shared';
import { documentClient } from '@taxback/functions/data/clients';
import { pageOptions } from '@taxback/functions/data/paging';
import { applications } from '@taxback/functions/data/entities/application';
import { profiles } from '@taxback/functions/data/entities/profile';
import { lookupParams } from '@taxback/functions/data/stores/search-index';

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

/**
 * The read capacity of a staff search on the Users tab: the index lookups (the user and application
 * kinds), the matched profiles' batch read and the per-user application Query the rows show.
 */
export async function searchCapacity(query: string) {
  const client = documentClient();
  const [word, ...others] = queryWords(query);
  const lookups = await Promise.all(
    (['user', 'application'] as const).map((kind) =>
      client.send(new QueryCommand({ ...lookupParams(kind, word!, others), ...TOTAL } as never)),
    ),
  );
  const userIds = [
    ...new Set(lookups.flatMap((lookup) => (lookup.Items ?? []).map((item) => item.userId as string))),
  ].slice(0, PAGE_SIZE.admin);
  if (userIds.length === 0) return units(...lookups.map((lookup) => lookup.ConsumedCapacity));
  const [read] = [
    profiles()
      .get(userIds.map((userId) => ({ userId })))
      .params(),
  ].flat();
  const found = await client.send(new BatchGetCommand({ ...(read as object), ...TOTAL } as never));
  const owned = await Promise.all(
    userIds.map((userId) =>
      client.send(
        new QueryCommand({
          ...(applications().query.byUser({ userId }).params({ order: 'desc' }) as object),
          ...TOTAL,
        } as never),
      ),
    ),
  );
  return units(
    ...lookups.map((lookup) => lookup.ConsumedCapacity),
    found.ConsumedCapacity,
    ...owned.map((query) => query.ConsumedCapacity),
  );
}
