import { useQuery } from '@tanstack/react-query';
import { dashboardStatsKey } from '@/api/query-keys';
import { api } from '@/lib/api-client';

const REFRESH_MS = 60_000;

/** The stat cards' counters, with the unread customer messages of the Manage Messages badge. */
export const useDashboardStats = () =>
  useQuery({
    queryKey: dashboardStatsKey,
    queryFn: () => api['back-office'].getDashboardStats(),
    refetchInterval: REFRESH_MS,
  });
