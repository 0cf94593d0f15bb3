import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { functionNeeds } from '../src/needs';
import { documentClient } from '../src/data/clients';
import { invoke, newCaller } from './support/invoke';

type Input = Record<string, unknown>;
const partitionOf = (record: unknown) => String((record as { PK?: unknown } | undefined)?.PK ?? '');

/** What one DynamoDB command reads or writes: its partition keys, or the index it queries. */
function reachOf(name: string, input: Input): { writes: string[]; reads: string[]; indexes: string[] } {
  if (/^(Put|Update|Delete)Command$/.test(name)) {
    return { writes: [partitionOf(input.Item ?? input.Key)], reads: [], indexes: [] };
  }
  if (name === 'GetCommand') return { writes: [], reads: [partitionOf(input.Key)], indexes: [] };
  if (name === 'QueryCommand') {
    if (input.IndexName) return { writes: [], reads: [], indexes: [String(input.IndexName)] };
    const values = Object.entries((input.ExpressionAttributeValues ?? {}) as Record<string, unknown>);
    return {
      writes: [],
      reads: values.filter(([key]) => key.startsWith(':pk')).map(([, value]) => String(value)),
      indexes: [],
    };
  }
  if (name === 'TransactWriteCommand') {
    const items = (input.TransactItems ?? []) as Record<string, Input>[];
    const writes = items.flatMap((item) =>
      Object.entries(item)
        .filter(([kind]) => kind !== 'ConditionCheck')
        .map(([, write]) => partitionOf(write.Item ?? write.Key)),
    );
    const reads = items.flatMap((item) => (item.ConditionCheck ? [partitionOf(item.ConditionCheck.Key)] : []));
    return { writes, reads, indexes: [] };
  }
  if (name === 'BatchGetCommand') {
    const requests = Object.values((input.RequestItems ?? {}) as Record<string, { Keys: Input[] }>);
    return { writes: [], reads: requests.flatMap((request) => request.Keys.map(partitionOf)), indexes: [] };
  }
  return { writes: [`unexpected ${name}`], reads: [], indexes: [] };
}

const startsWithOne = (prefixes: readonly string[]) => (key: string) =>
  prefixes.some((prefix) => key.startsWith(prefix));

describe('the blog function', () => {
  it('touches only the items and indexes its role grants (functions/src/needs.ts)', async () => {
    const needs = functionNeeds.blog;
    const send = vi.spyOn(documentClient(), 'send');
    try {
      const admin = newCaller({ isAdmin: true });
      const slug = `reach-${randomUUID().slice(0, 8)}`;
      const body = { slug, title: 'Reach', excerpt: 'A summary.', content: 'Text.', tags: ['testing'] };
      expect((await invoke('createBlogPost', { caller: admin, body })).status).toBe(201);
      const french = { ...body, slug: `${slug}-fr`, language: 'fr-CA', translationSlug: slug };
      expect((await invoke('createBlogPost', { caller: admin, body: french })).status).toBe(201);
      const { slug: _, ...changes } = { ...body, title: 'Again', translationSlug: french.slug };
      expect((await invoke('updateBlogPost', { caller: admin, params: { slug }, body: changes })).status).toBe(200);
      expect((await invoke('publishBlogPost', { caller: admin, params: { slug } })).status).toBe(200);
      expect((await invoke('listPublishedBlogPosts', { query: {} })).status).toBe(200);
      expect((await invoke('getPublishedBlogPost', { params: { slug } })).status).toBe(200);
      expect((await invoke('listAllBlogPosts', { caller: admin })).status).toBe(200);
      expect((await invoke('unpublishBlogPost', { caller: admin, params: { slug } })).status).toBe(200);
      expect((await invoke('deleteBlogPost', { caller: admin, params: { slug } })).status).toBe(204);
      expect((await invoke('deleteBlogPost', { caller: admin, params: { slug: french.slug } })).status).toBe(204);

      const reached = send.mock.calls.map(([command]) =>
        reachOf((command as object).constructor.name, (command as { input: Input }).input),
      );
      const writes = reached.flatMap((reach) => reach.writes);
      const reads = reached.flatMap((reach) => reach.reads);
      expect(writes.length).toBeGreaterThan(5);
      expect(writes.filter((key) => !startsWithOne(needs.itemPrefixes ?? [])(key))).toEqual([]);
      expect(
        reads.filter((key) => !startsWithOne([...(needs.itemPrefixes ?? []), ...(needs.readsItems ?? [])])(key)),
      ).toEqual([]);
      expect([...new Set(reached.flatMap((reach) => reach.indexes))].sort()).toEqual(
        [...(needs.queriesIndexes ?? [])].sort(),
      );
    } finally {
      send.mockRestore();
    }
  });
});
