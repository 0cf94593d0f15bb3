import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { dashboardStatsKey } from '@/api/query-keys';
import { api } from '@/lib/api-client';

const recountKey = ['admin', 'stats-recount'] as const;
const POLL_MS = 2_000;

/** The latest recount, polled while the jobs function counts; the figures reload when it ends done. */
export function useStatsRecount() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: recountKey,
    queryFn: async () => (await api['back-office'].getStatsRecount()).recount,
    refetchInterval: (current) => (current.state.data?.status === 'counting' ? POLL_MS : false),
  });
  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'counting' && status === 'done') {
      void queryClient.invalidateQueries({ queryKey: dashboardStatsKey, exact: true });
    }
    previous.current = status;
  }, [status, queryClient]);
  return query;
}

export function useStartRecount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api['back-office'].recountDashboardStats(),
    onSuccess: (recount) => queryClient.setQueryData(recountKey, recount),
  });
}
