import { seededCasinos, type CasinoForm } from '@taxback/shared';
import { config } from '../../config';
import { isConditionalCheckFailure, put, writeAtomically, type ItemOf } from '../electro';
import { casinos } from '../entities/casino';

const SEED_MARKER = { PK: 'CASINO_DIRECTORY', SK: 'SEEDED' };

/**
 * Writes the first content of the directory once, with the marker that says it was written: the
 * marker's condition makes a second, concurrent seeding fail as a whole, so staff edits are never
 * overwritten by the seed.
 */
async function ensureSeeded(): Promise<void> {
  const { data } = await casinos().query.directory({}).go({ limit: 1 });
  if (data.length) return;
  await writeAtomically([
    put({ TableName: config.tableName, Item: SEED_MARKER, ConditionExpression: 'attribute_not_exists(PK)' }),
    ...seededCasinos().map((casino) => put(casinos().put(casino).params())),
  ]);
}

export async function listDirectory(): Promise<CasinoItem[]> {
  await ensureSeeded();
  return (await casinos().query.directory({}).go({ pages: 'all' })).data;
}

export async function getCasino(slug: string): Promise<CasinoItem | null> {
  await ensureSeeded();
  return (await casinos().get({ slug }).go()).data;
}

/** Null when a casino with this slug exists already. */
export async function createCasino(slug: string, form: CasinoForm): Promise<CasinoItem | null> {
  await ensureSeeded();
  try {
    return (
      await casinos()
        .create({ slug, ...form })
        .go()
    ).data as CasinoItem;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/** Null when there is no such casino. */
export async function updateCasino(slug: string, form: CasinoForm): Promise<CasinoItem | null> {
  await ensureSeeded();
  try {
    const { data } = await casinos().patch({ slug }).set(form).go({ response: 'all_new' });
    return data as CasinoItem;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

export async function deleteCasino(slug: string): Promise<boolean> {
  await ensureSeeded();
  try {
    await casinos().remove({ slug }).go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export type CasinoItem = ItemOf<typeof casinos>;
