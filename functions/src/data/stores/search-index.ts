import { BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  phoneDigitsOf,
  phoneTail,
  queryWords,
  SEARCH,
  searchDocumentOf,
  type SearchDocument,
  type SearchImage,
  type SearchKind,
} from '@taxback/shared';
import { createHmac } from 'node:crypto';
import { unseal } from '../../adapters/encryption';
import { secret } from '../../adapters/secrets';
import { config } from '../../config';
import { documentClient } from '../clients';
import { applications } from '../entities/application';
import { documents } from '../entities/document';
import { profiles } from '../entities/profile';

/**
 * The staff search index, kept in the table itself by the stream processor: one item per word of a
 * searchable item, in the partition of its kind and the word's first two characters, sorted by the word.
 * A lookup is one Query, `begins_with` the longest word typed, so it reads only the entries that match
 * that word, whatever the table holds. The items carry no ElectroDB entity marker: the stream processor
 * never sees its own writes as customer changes.
 */
export interface SearchEntry {
  PK: string;
  SK: string;
  kind: SearchKind;
  targetId: string;
  userId: string;
  text: string;
}

export interface SearchMatch {
  targetId: string;
  userId: string;
}

const partitionOf = (kind: SearchKind, word: string) => `SEARCH#${kind}#${word.slice(0, SEARCH.minWordLength)}`;

export const searchEntriesOf = (document: SearchDocument | null): SearchEntry[] =>
  (document?.words ?? []).map((word) => ({
    PK: partitionOf(document!.kind, word),
    SK: `${word}#${document!.targetId}`,
    kind: document!.kind,
    targetId: document!.targetId,
    userId: document!.userId,
    text: document!.text,
  }));

const keyOf = (entry: { PK: string; SK: string }) => `${entry.PK}\n${entry.SK}`;

type WriteRequest = { PutRequest: { Item: SearchEntry } } | { DeleteRequest: { Key: { PK: string; SK: string } } };

async function writeBatches(requests: WriteRequest[]) {
  for (let start = 0; start < requests.length; start += 25) {
    let pending: Record<string, WriteRequest[]> | undefined = {
      [config.tableName]: requests.slice(start, start + 25),
    };
    while (pending && Object.keys(pending).length) {
      const result = await documentClient().send(new BatchWriteCommand({ RequestItems: pending as never }));
      pending = result.UnprocessedItems as typeof pending;
    }
  }
}

/**
 * Brings the index in line with one item change: removes the entries of words the item no longer has
 * and writes the current ones when anything they carry changed. Replaying a change writes the same
 * entries again, so a redelivered stream record is harmless.
 */
export async function syncSearchEntries(entity: string, before?: SearchImage, after?: SearchImage): Promise<void> {
  const previous = searchEntriesOf(searchDocumentOf(entity, before));
  const current = searchEntriesOf(searchDocumentOf(entity, after));
  const kept = new Map(current.map((entry) => [keyOf(entry), entry]));
  const stored = new Map(previous.map((entry) => [keyOf(entry), entry]));
  const requests: WriteRequest[] = [
    ...previous
      .filter((entry) => !kept.has(keyOf(entry)))
      .map((entry) => ({ DeleteRequest: { Key: { PK: entry.PK, SK: entry.SK } } })),
    ...current
      .filter((entry) => JSON.stringify(stored.get(keyOf(entry))) !== JSON.stringify(entry))
      .map((entry) => ({ PutRequest: { Item: entry } })),
  ];
  await writeBatches(requests);
}

/** Writes the entries of items that are already stored (a re-index, the benchmark's bulk load). */
export const indexDocuments = (documents: (SearchDocument | null)[]) =>
  writeBatches(documents.flatMap(searchEntriesOf).map((Item) => ({ PutRequest: { Item } })));

/** The word under which a profile's phone is indexed: a keyed digest of its last digits, never the digits. */
export async function phoneSearchWord(phone: string): Promise<string | null> {
  const tail = phoneTail(phone);
  if (!tail) return null;
  const key = await secret('LINK_SIGNING_SECRET');
  return `tel${createHmac('sha256', key).update(`phone-search:${tail}`).digest('hex').slice(0, 24)}`;
}

/** The Query one lookup sends: entries of `kind` starting with `word`, the other words in their text. */
export function lookupParams(kind: SearchKind, word: string, others: string[]): QueryCommandInput {
  return {
    TableName: config.tableName,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :word)',
    ...(others.length
      ? {
          FilterExpression: others.map((_, index) => `contains(#text, :w${index})`).join(' AND '),
          ExpressionAttributeNames: { '#text': 'text' },
        }
      : {}),
    ExpressionAttributeValues: {
      ':pk': partitionOf(kind, word),
      ':word': word,
      ...Object.fromEntries(others.map((other, index) => [`:w${index}`, other])),
    },
    ProjectionExpression: 'targetId, userId',
    // Within a word, newest ids first: application ids are time-ordered, so a shared prefix lists the latest.
    ScanIndexForward: false,
    Limit: SEARCH.readStep,
  };
}

async function lookup(kind: SearchKind, word: string, others: string[], limit: number): Promise<SearchMatch[]> {
  const found = new Map<string, SearchMatch>();
  let startKey: Record<string, unknown> | undefined;
  for (let read = 0; read < SEARCH.maxReads && found.size < limit; read += 1) {
    const page = await documentClient().send(
      new QueryCommand({ ...lookupParams(kind, word, others), ExclusiveStartKey: startKey }),
    );
    for (const item of page.Items ?? []) {
      const match = { targetId: String(item.targetId), userId: String(item.userId) };
      if (found.size < limit && !found.has(match.targetId)) found.set(match.targetId, match);
    }
    startKey = page.LastEvaluatedKey;
    if (!startKey) break;
  }
  return [...found.values()];
}

/**
 * Items of `kind` that what staff typed finds: each word of the query starts a word of the item or (for
 * the shorter ones) appears in its text; four digits also find a profile by its phone's last digits.
 * At most `SEARCH.resultLimit`, in the index's word order.
 */
export async function searchIndex(kind: SearchKind, query: string): Promise<SearchMatch[]> {
  const [word, ...others] = queryWords(query);
  if (!word || word.length < SEARCH.minWordLength) return [];
  const digits = kind === 'user' ? phoneDigitsOf(query) : null;
  const [byWords, byPhone] = await Promise.all([
    lookup(kind, word, others, SEARCH.resultLimit),
    digits ? phoneSearchWord(digits).then((tel) => (tel ? lookup(kind, tel, [], SEARCH.resultLimit) : [])) : [],
  ]);
  const merged = new Map([...byPhone, ...byWords].map((match) => [match.targetId, match]));
  return [...merged.values()].slice(0, SEARCH.resultLimit);
}

const REINDEX_MARKER = { PK: 'SEARCH_INDEX', SK: 'VERSION' };

const INDEX_VERSION = 1;

/**
 * Indexes what a table held before the index existed (or before its last format change), once: profiles,
 * applications and documents, read through their listing indexes with Query. A profile gets its phone's
 * search word (the stream then indexes it). A marker item records the version done.
 */
export async function reindexSearch(): Promise<boolean> {
  const { Items: [marker] = [] } = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'PK = :pk AND SK = :sk',
      ExpressionAttributeValues: { ':pk': REINDEX_MARKER.PK, ':sk': REINDEX_MARKER.SK },
    }),
  );
  if (marker && marker.version === INDEX_VERSION) return false;
  const [users, claims, files] = await Promise.all([
    profiles().query.allUsers({}).go({ pages: 'all' }),
    applications().query.allApplications({}).go({ pages: 'all' }),
    documents().query.allDocuments({}).go({ pages: 'all' }),
  ]);
  await indexDocuments([
    ...users.data.map((item) => searchDocumentOf('profile', item)),
    ...claims.data.map((item) => searchDocumentOf('application', item)),
    ...files.data.map((item) => searchDocumentOf('document', item)),
  ]);
  for (const profile of users.data) {
    if (profile.phoneSearch || !profile.sealed) continue;
    const { phone } = await unseal<{ phone?: string }>(profile.userId, profile.sealed);
    const word = phone ? await phoneSearchWord(phone) : null;
    if (word) await profiles().patch({ userId: profile.userId }).set({ phoneSearch: word }).go();
  }
  await writeBatches([{ PutRequest: { Item: { ...REINDEX_MARKER, version: INDEX_VERSION } as never } }]);
  return true;
}
