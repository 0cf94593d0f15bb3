import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExport } from '@taxback/shared/account/data-rights-schemas';
import { api } from '@/lib/api-client';

const myExportKey = ['account', 'data-export'] as const;

/** How often the page asks again while the export is being prepared. */
const PREPARING_POLL_MS = 3000;

/** The customer's latest data export (null before the first), asked again while it is being prepared. */
export const useMyDataExport = () =>
  useQuery({
    queryKey: myExportKey,
    queryFn: async () => (await api.account.getMyDataExport()).export,
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? PREPARING_POLL_MS : false),
  });

export function useRequestMyDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.account.requestMyDataExport(),
    onSuccess: (started: DataExport) => queryClient.setQueryData(myExportKey, started),
  });
}

export const useCloseMyAccount = () =>
  useMutation({
    mutationFn: (body: { confirm: string; password: string; totpCode?: string }) =>
      api.account.closeMyAccount({ body }),
  });
