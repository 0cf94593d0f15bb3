import { discountCodeState, copy, PAGE_SIZE } from '@taxback/shared';
import type { DiscountCodeItem } from '../data/discount-code-store';
import { getDiscountCode } from '../data/discount-code-store';
import { discountCodes } from '../data/discount-codes';
import { isConditionalCheckFailure } from '../data/errors';
import { conflict, notFound } from '../http/errors';
import { created, noContent, ok, operation } from '../http/lambda-handler';

const view = (item: DiscountCodeItem) => ({
  code: item.code,
  discountType: item.discountType,
  discountValue: item.discountValue,
  description: item.description ?? null,
  maxUses: item.maxUses ?? null,
  currentUses: item.currentUses,
  expiresAt: item.expiresAt ?? null,
  active: item.active,
  createdAt: item.createdAt,
  state: discountCodeState(item, new Date()),
});

/** An expiry date means the end of that day (UTC). */
const endOfDay = (date: string | null | undefined) => (date ? `${date}T23:59:59.999Z` : undefined);

const editable = (body: {
  discountType: 'percentage' | 'fixed_amount';
  discountValue: number;
  description?: string;
  maxUses?: number | null;
  expiresAt?: string | null;
}) => ({
  discountType: body.discountType,
  discountValue: body.discountValue,
  description: body.description || undefined,
  maxUses: body.maxUses ?? undefined,
  expiresAt: endOfDay(body.expiresAt),
});

const missingWhenCleared = (body: { description?: string; maxUses?: number | null; expiresAt?: string | null }) =>
  [!body.description && 'description', body.maxUses == null && 'maxUses', !body.expiresAt && 'expiresAt'].filter(
    (name): name is string => Boolean(name),
  );

async function existing(code: string) {
  const item = await getDiscountCode(code.toUpperCase());
  if (!item) throw notFound(copy.adminDiscounts.notFound);
  return item;
}

export const listDiscountCodes = operation('listDiscountCodes', async ({ query }) => {
  const { data, cursor } = await discountCodes()
    .query.all({})
    .go({ order: 'desc', cursor: query.cursor ?? null, limit: query.limit ?? PAGE_SIZE.admin });
  return ok({ items: data.map(view), cursor });
});

export const createDiscountCode = operation('createDiscountCode', async ({ body }) => {
  try {
    await discountCodes()
      .create({ code: body.code, ...editable(body), active: body.active ?? true })
      .go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw conflict(undefined, copy.adminDiscounts.duplicate);
    throw error;
  }
  return created(view((await getDiscountCode(body.code))!));
});

export const updateDiscountCode = operation('updateDiscountCode', async ({ params, body }) => {
  const item = await existing(params.code);
  let update = discountCodes()
    .patch({ code: item.code })
    .set({ ...editable(body), active: body.active ?? item.active });
  const cleared = missingWhenCleared(body);
  if (cleared.length) update = update.remove(cleared as never);
  await update.go();
  return ok(view((await getDiscountCode(item.code))!));
});

export const setDiscountCodeActive = operation('setDiscountCodeActive', async ({ params, body }) => {
  const item = await existing(params.code);
  await discountCodes().patch({ code: item.code }).set({ active: body.active }).go();
  return ok(view({ ...item, active: body.active }));
});

export const deleteDiscountCode = operation('deleteDiscountCode', async ({ params }) => {
  const item = await existing(params.code);
  await discountCodes().delete({ code: item.code }).go();
  return noContent();
});
