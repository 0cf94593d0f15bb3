/**
 * How many items one page reads. `count` alone would send a Query without a Limit, reading up to 1 MB of
 * the partition for every page; a Limit keeps an unfiltered page to exactly its own items. A filtered page
 * reads in bounded steps until it has `pageSize` matches.
 */
export const pageOptions = (pageSize: number, filtered: boolean) => ({
  count: pageSize,
  limit: filtered ? FILTERED_READ_STEP : pageSize,
});

const FILTERED_READ_STEP = 100;
