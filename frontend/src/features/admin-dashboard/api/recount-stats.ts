import type { StatsRecount } from '@taxback/shared/admin/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardStatsKey } from '@/api/query-keys';
import { api } from '@/lib/api-client';

const recountKey = ['admin', 'stats-recount'] as const;
const POLL_MS = 2_000;

/** The latest recount, polled while the jobs function counts; the figures reload when it ends done. */
export function useStatsRecount() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: recountKey,
    queryFn: async () => {
      const wasCounting = queryClient.getQueryData<StatsRecount | null>(recountKey)?.status === 'counting';
      const { recount } = await api.getStatsRecount();
      if (wasCounting && recount?.status === 'done') {
        await queryClient.invalidateQueries({ queryKey: dashboardStatsKey, exact: true });
      }
      return recount;
    },
    refetchInterval: (query) => (query.state.data?.status === 'counting' ? POLL_MS : false),
  });
}

export function useStartRecount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.recountDashboardStats(),
    onSuccess: (recount) => queryClient.setQueryData(recountKey, recount),
  });
}
