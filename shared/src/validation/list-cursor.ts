import * as z from '../zod';
import { PAGE_SIZE } from '../constants';

/** The cursor a list answered with, sent back for the next page; left out or empty, the first page. */
export const listCursorSchema = z.optional(z.string().check(z.maxLength(PAGE_SIZE.cursorMaxLength)));

/** Cursor pagination shared by every list: `cursor` from the previous page, null at the end. */
export const pageQuerySchema = z.object({
  cursor: listCursorSchema,
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE.max))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), cursor: z.nullable(z.string()) });
