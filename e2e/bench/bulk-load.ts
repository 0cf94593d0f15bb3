import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { claimableTaxYears, searchDocumentOf } from '@taxback/shared';
import { documentClient } from '@taxback/functions/data/clients';
import { applications } from '@taxback/functions/data/entities/application';
import { profiles } from '@taxback/functions/data/entities/profile';
import { searchEntriesOf } from '@taxback/functions/data/stores/search-index';

const BATCH = 25;
const IN_FLIGHT = 8;
const STATUSES = ['draft', 'ready_for_payment', 'submitted', 'processing', 'approved', 'completed'] as const;
const DAY_MS = 86_400_000;

type Item = Record<string, unknown>;

/** Names as a Canadian customer base spreads them: each last name is about 1% of customers. */
const FIRST_NAMES = [
  'Marie',
  'Jean',
  'Élodie',
  'Luc',
  'Zoé',
  'Noah',
  'Chloé',
  'Liam',
  'Ève',
  'Félix',
  'Emma',
  'Olivier',
];
const LAST_NAMES = [
  'Côté',
  "O'Brien",
  'Tremblay',
  'Gagnon',
  'Roy',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Gagné',
  'Ouellet',
  'Pelletier',
  'Bélanger',
  'Lévesque',
  'Bergeron',
  'Leblanc',
  'Paquette',
  'Girard',
  'Simard',
  'Boucher',
  'Caron',
  'Beaulieu',
  'Cloutier',
  'Dubé',
  'Poirier',
  'Fournier',
  'Lapointe',
  'Leclerc',
  'Lefebvre',
  'Poulin',
  'Thibault',
  "D'Amours",
  'Martin',
  'Smith',
  'Brown',
  'Wilson',
  'MacDonald',
  'Campbell',
  'Anderson',
  'Taylor',
  'Johnson',
  'Williams',
  'Jones',
  'Miller',
  'Davis',
  'Moore',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Mitchell',
  'Roberts',
  'Carter',
  'Phillips',
  'Evans',
  'Turner',
  'Torres',
  'Parker',
  'Collins',
  'Edwards',
  'Stewart',
  'Morris',
  'Murphy',
  'Cook',
  'Rogers',
  'Morgan',
  'Peterson',
  'Cooper',
  'Reed',
  'Bailey',
  'Bell',
  'Gomez',
  'Kelly',
  'Howard',
  'Ward',
  'Cox',
  'Diaz',
  'Richardson',
  'Wood',
  'Watson',
  'Brooks',
  'Bennett',
  'Gray',
  'James',
  'Reyes',
  'Cruz',
  'Hughes',
  'Price',
  'Myers',
  'Long',
];
const DOMAINS = ['gmail.com', 'outlook.com', 'videotron.ca', 'bell.net', 'yahoo.ca', 'hotmail.com'];

/** The search entries the stream processor would have written for an item (the stream is off for the load). */
const entriesOf = (entity: string, item: Item) => searchEntriesOf(searchDocumentOf(entity, item)) as unknown as Item[];

/**
 * A customer's profile and application, as ElectroDB writes them (keys, GSIs, entity markers), a year back
 * at most, with their search entries.
 */
function customerItems(index: number): Item[] {
  const userId = randomUUID();
  const createdAt = new Date(Date.now() - DAY_MS - Math.floor(Math.random() * 365 * DAY_MS)).toISOString();
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
  const email = `${firstName}.${lastName}${index}@${DOMAINS[index % DOMAINS.length]}`
    .normalize('NFKD')
    .replace(/[^\w.@]/g, '')
    .toLowerCase();
  const profile = profiles().put({ userId, email, firstName, lastName, createdAt }).params() as { Item: Item };
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
  return [
    profile.Item,
    application.Item,
    ...entriesOf('profile', profile.Item),
    ...entriesOf('application', application.Item),
  ];
}

const ATTEMPTS = 6;
const timedOut = (error: unknown) => {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return code === 'ETIMEDOUT' || code === 'ECONNRESET' || name === 'TimeoutError';
};

/**
 * A batch of puts sent again when DynamoDB Local does not answer in time: on a busy machine its JVM stalls for
 * seconds while 100,000 customers are written, and the same puts written twice leave the same items.
 */
export async function retryingTimeouts<T>(send: () => Promise<T>, attempts = ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!timedOut(error) || attempt >= attempts) throw error;
      console.warn(`DynamoDB Local did not answer in time (attempt ${attempt} of ${attempts}); sending again`);
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }
}

export async function writeAll(tableName: string, items: Item[]) {
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += BATCH) batches.push(items.slice(start, start + BATCH));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let requests: Record<string, any[]> | undefined = {
        [tableName]: batches[next++]!.map((Item) => ({ PutRequest: { Item } })),
      };
      while (requests && Object.keys(requests).length) {
        const batch: Record<string, any[]> = requests;
        ({ UnprocessedItems: requests } = await retryingTimeouts(() =>
          documentClient().send(new BatchWriteCommand({ RequestItems: batch })),
        ));
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

/**
 * Writes `count` customers (a profile and an application each, and their search entries) straight into
 * the table with BatchWriteItem.
 */
export async function loadApplications(tableName: string, count: number) {
  const chunk = 10_000;
  for (let done = 0; done < count; done += chunk) {
    const items = Array.from({ length: Math.min(chunk, count - done) }, (_, index) =>
      customerItems(done + index),
    ).flat();
    await writeAll(tableName, items);
  }
}
