import { discountCodeState, PAGE_SIZE, staffCopy } from '@taxback/shared';
import {
  type DiscountCodeItem,
  deleteDiscountCode as deleteStoredCode,
  getDiscountCode,
  insertDiscountCode,
  listDiscountCodePage,
  patchDiscountCode,
} from '../data/stores/discount-code';
import { conflict, notFound } from '../http/errors';
import { created, noContent, ok, operation } from '../http/lambda-handler';

const view = (item: DiscountCodeItem) => ({
  code: item.code,
  discountType: item.discountType,
  discountValue: item.discountValue,
  description: item.description ?? null,
  maxUses: item.maxUses ?? null,
  // The stored count includes the uses reserved by open checkouts; staff see the two apart.
  currentUses: item.currentUses - (item.reservedUses ?? 0),
  reservedUses: item.reservedUses ?? 0,
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
  (['description', 'maxUses', 'expiresAt'] as const).filter((name) =>
    name === 'maxUses' ? body.maxUses == null : !body[name],
  );

async function existing(code: string) {
  const item = await getDiscountCode(code.toUpperCase());
  if (!item) throw notFound(staffCopy.adminDiscounts.notFound);
  return item;
}

export const listDiscountCodes = operation('listDiscountCodes', async ({ query }) => {
  const page = await listDiscountCodePage({ cursor: query.cursor, limit: query.limit ?? PAGE_SIZE.admin });
  return ok({ items: page.items.map(view), cursor: page.cursor });
});

export const createDiscountCode = operation('createDiscountCode', async ({ body }) => {
  const outcome = await insertDiscountCode(body.code, { ...editable(body), active: body.active ?? true });
  if (outcome === 'exists') throw conflict(undefined, staffCopy.adminDiscounts.duplicate);
  return created(view((await getDiscountCode(body.code))!));
});

export const updateDiscountCode = operation('updateDiscountCode', async ({ params, body }) => {
  const item = await existing(params.code);
  await patchDiscountCode(
    item.code,
    { ...editable(body), active: body.active ?? item.active },
    missingWhenCleared(body),
  );
  return ok(view((await getDiscountCode(item.code))!));
});

export const setDiscountCodeActive = operation('setDiscountCodeActive', async ({ params, body }) => {
  const item = await existing(params.code);
  await patchDiscountCode(item.code, { active: body.active });
  return ok(view({ ...item, active: body.active }));
});

export const deleteDiscountCode = operation('deleteDiscountCode', async ({ params }) => {
  const item = await existing(params.code);
  if ((await deleteStoredCode(item.code)) === 'held')
    throw conflict(undefined, staffCopy.adminDiscounts.heldByCheckout);
  return noContent();
});
