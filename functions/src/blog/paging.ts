import type { Page, PageRequest } from '../data/blog-store';
import { badRequest } from '../http/errors';

/**
 * Reads one page of a list. A cursor the caller altered makes the store throw before any read; it is
 * the caller's mistake, so it answers 400 rather than 500.
 */
export async function readPage<T>(
  list: (request: PageRequest) => Promise<Page<T>>,
  query: { limit?: number; cursor?: string },
  defaultLimit: number,
): Promise<Page<T>> {
  try {
    return await list({ limit: query.limit ?? defaultLimit, cursor: query.cursor });
  } catch (error) {
    if (query.cursor && isCursorError(error)) throw badRequest();
    throw error;
  }
}

const isCursorError = (error: unknown) => /cursor|ExclusiveStartKey/i.test((error as Error)?.message ?? '');
