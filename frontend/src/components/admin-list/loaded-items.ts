/** Every item of the pages loaded so far. */
export const loadedItems = <T>(list: { data?: { pages: readonly { items: readonly T[] }[] } }): readonly T[] =>
  list.data?.pages.flatMap((page) => page.items) ?? [];
