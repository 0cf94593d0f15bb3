import type { Page, PageRequest } from '../data/electro';

/** Reads one page of a list; a cursor the caller altered is answered 400 by the HTTP layer. */
export const readPage = <T>(
  list: (request: PageRequest) => Promise<Page<T>>,
  query: { limit?: number; cursor?: string },
  defaultLimit: number,
): Promise<Page<T>> => list({ limit: query.limit ?? defaultLimit, cursor: query.cursor });
