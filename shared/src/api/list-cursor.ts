import * as z from '../zod';
import { PAGE_SIZE } from '../constants';

/** The cursor a list answered with, sent back for the next page; left out or empty, the first page. */
export const listCursorSchema = z.optional(z.string().check(z.maxLength(PAGE_SIZE.cursorMaxLength)));
