import { isConditionalCheckFailure, type ItemOf, type Page, type PageRequest } from '../electro';
import { discountCodes } from '../entities/discount-code';
import { sweepExpiredReservations } from './discount-reservation';

export type DiscountCodeItem = ItemOf<typeof discountCodes>;

export const getDiscountCode = async (code: string): Promise<DiscountCodeItem | null> =>
  (await discountCodes().get({ code }).go()).data;

/** The fields staff set on a code (the rest are counters the checkout keeps). */
export type DiscountCodeFields = Pick<
  DiscountCodeItem,
  'discountType' | 'discountValue' | 'description' | 'maxUses' | 'expiresAt' | 'active'
>;

/** Staff's list of codes, newest first, one page at a time. */
export async function listDiscountCodePage({ limit, cursor }: PageRequest): Promise<Page<DiscountCodeItem>> {
  const { data, cursor: next } = await discountCodes()
    .query.all({})
    .go({ order: 'desc', cursor: cursor ?? null, limit });
  return { items: data, cursor: next };
}

/** Adds a code; 'exists' when a code of that name is already there (nothing is written then). */
export async function insertDiscountCode(code: string, fields: DiscountCodeFields): Promise<'created' | 'exists'> {
  try {
    await discountCodes()
      .create({ code, ...fields })
      .go();
    return 'created';
  } catch (error) {
    if (isConditionalCheckFailure(error)) return 'exists';
    throw error;
  }
}

/** Changes a code's staff fields; the optional ones named in `cleared` are removed. */
export async function patchDiscountCode(
  code: string,
  fields: Partial<DiscountCodeFields>,
  cleared: readonly ('description' | 'maxUses' | 'expiresAt')[] = [],
): Promise<void> {
  let patch = discountCodes().patch({ code }).set(fields);
  if (cleared.length) patch = patch.remove([...cleared]);
  await patch.go();
}

/**
 * Deletes a code unless an open checkout holds one of its uses ('held'): paying that checkout converts
 * the reservation on the code, so the code must outlive it. Reservations of expired checkouts are
 * released first.
 */
export async function deleteDiscountCode(code: string): Promise<'deleted' | 'held'> {
  const attempt = async () => {
    try {
      await discountCodes()
        .delete({ code })
        .where(({ reservedUses }, { eq, notExists }) => `${notExists(reservedUses)} OR ${eq(reservedUses, 0)}`)
        .go();
      return 'deleted' as const;
    } catch (error) {
      if (isConditionalCheckFailure(error)) return 'held' as const;
      throw error;
    }
  };
  const outcome = await attempt();
  if (outcome === 'deleted') return outcome;
  return (await sweepExpiredReservations(code)) > 0 ? attempt() : outcome;
}
