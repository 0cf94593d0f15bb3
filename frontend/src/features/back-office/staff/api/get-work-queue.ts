import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteInput } from '@taxback/shared/api/contract';
import type { RouteOf } from '@taxback/shared/api/routes';
import { api } from '@/lib/api-client';

export type WorkQueueFilter = NonNullable<RouteInput<RouteOf<'listWorkQueue'>>['query']>;

const REFRESH_MS = 60_000;

/** The claims table filtered by a queue and/or a stage, with every queue's count; `limit: 0` reads the counts alone. */
export const workQueueOptions = (filter: WorkQueueFilter) =>
  queryOptions({
    queryKey: ['admin', 'work-queue', filter],
    queryFn: () => api['back-office'].listWorkQueue({ query: filter }),
    refetchInterval: REFRESH_MS,
    // A new filter keeps the table on screen until its rows come.
    placeholderData: keepPreviousData,
  });

export const useWorkQueue = (filter: WorkQueueFilter) => useQuery(workQueueOptions(filter));
