import { randomUUID } from 'node:crypto';
import { ensureTable } from '@taxback/local/emulators/dynamodb';
import { localSettings } from '@taxback/local/settings';

/**
 * Points this test file's handlers at a fresh table of the same shape. Nothing else writes to it and
 * the stack's stream processor does not watch it, so the one notification list and the global
 * counters hold only what the test wrote. Call before the first handler call (entities are created
 * lazily, on first use).
 */
export async function useIsolatedTable(): Promise<string> {
  const tableName = `taxback-${randomUUID().slice(0, 8)}`;
  await ensureTable({ ...localSettings('test'), tableName });
  process.env.TABLE_NAME = tableName;
  return tableName;
}
