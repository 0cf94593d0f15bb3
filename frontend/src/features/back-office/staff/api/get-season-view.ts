import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const REFRESH_MS = 60_000;

export const seasonViewKey = ['admin', 'season'] as const;

/** The season's figures, from the aggregates the server keeps (a few items, whatever the number of claims). */
export const useSeasonView = () =>
  useQuery({ queryKey: seasonViewKey, queryFn: () => api['back-office'].getSeasonView(), refetchInterval: REFRESH_MS });
