import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const dashboardStatsKey = ['admin', 'stats'] as const;

const REFRESH_MS = 60_000;

/** The stat cards' counters, with the unread customer messages of the Manage Messages badge. */
export const useDashboardStats = () =>
  useQuery({
    queryKey: dashboardStatsKey,
    queryFn: () => api.getDashboardStats(),
    refetchInterval: REFRESH_MS,
  });
