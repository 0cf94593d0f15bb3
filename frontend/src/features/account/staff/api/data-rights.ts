import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PREPARING_POLL_MS = 3000;
const closuresKey = ['admin', 'account-closures'] as const;
const exportKey = (userId: string) => ['admin', 'data-export', userId] as const;

/** A customer's latest export, read only once staff asked for one on this page; asked again while preparing. */
export const useUserDataExport = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: exportKey(userId),
    queryFn: async () => (await api.account.getUserDataExport({ params: { userId } })).export,
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? PREPARING_POLL_MS : false),
  });

export function useRequestUserDataExport(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.account.requestUserDataExport({ params: { userId } }),
    onSuccess: (started) => queryClient.setQueryData(exportKey(userId), started),
  });
}

/** Closing requests waiting for staff (a claim was being filed when the customer asked). */
export const useAccountClosures = () =>
  useQuery({ queryKey: closuresKey, queryFn: async () => (await api.account.listAccountClosures()).items });

export function useFinishAccountClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closureId: string) => api.account.finishAccountClosure({ params: { closureId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closuresKey }),
  });
}
