import type { ItemOf } from './electro';
import { discountCodes } from './discount-codes';

export type DiscountCodeItem = ItemOf<typeof discountCodes>;

export const getDiscountCode = async (code: string): Promise<DiscountCodeItem | null> =>
  (await discountCodes().get({ code }).go()).data;
