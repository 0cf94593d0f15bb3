import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { claimableTaxYears } from '@taxback/shared';
import { documentClient } from '@taxback/functions/commons/clients';
import { applications } from '@taxback/functions/data/applications';
import { profiles } from '@taxback/functions/data/profiles';

const BATCH = 25;
const IN_FLIGHT = 8;
const STATUSES = ['draft', 'ready_for_payment', 'submitted', 'processing', 'approved', 'completed'] as const;
const DAY_MS = 86_400_000;

type Item = Record<string, unknown>;

/** A customer's profile and application, as ElectroDB writes them (keys, GSIs, entity markers), a year back at most. */
function customerItems(index: number): Item[] {
  const userId = randomUUID();
  const createdAt = new Date(Date.now() - DAY_MS - Math.floor(Math.random() * 365 * DAY_MS)).toISOString();
  const profile = profiles()
    .put({ userId, email: `bulk-${index}@example.com`, firstName: 'Bulk', lastName: `Customer ${index}`, createdAt })
    .params() as { Item: Item };
  const application = applications()
    .put({
      applicationId: randomUUID(),
      userId,
      status: STATUSES[index % STATUSES.length]!,
      currentStep: 7,
      hasItin: index % 2 === 0,
      taxYears: [String(claimableTaxYears(new Date())[0])],
      hasAll1042s: true,
      formDeliveryPreference: 'email',
      num1042sForms: 1,
      createdAt,
    })
    .params() as { Item: Item };
  return [profile.Item, application.Item];
}

async function writeAll(tableName: string, items: Item[]) {
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += BATCH) batches.push(items.slice(start, start + BATCH));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let requests: Record<string, any[]> | undefined = {
        [tableName]: batches[next++]!.map((Item) => ({ PutRequest: { Item } })),
      };
      while (requests && Object.keys(requests).length) {
        ({ UnprocessedItems: requests } = await documentClient().send(
          new BatchWriteCommand({ RequestItems: requests }),
        ));
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

/** Writes `count` customers (a profile and an application each) straight into the table with BatchWriteItem. */
export async function loadApplications(tableName: string, count: number) {
  const chunk = 10_000;
  for (let done = 0; done < count; done += chunk) {
    const items = Array.from({ length: Math.min(chunk, count - done) }, (_, index) =>
      customerItems(done + index),
    ).flat();
    await writeAll(tableName, items);
  }
}
