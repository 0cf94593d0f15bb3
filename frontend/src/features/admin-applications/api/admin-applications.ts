import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgressAction } from '@taxback/shared/admin/progress';
import type { AdminApplication } from '@taxback/shared/admin/schemas';
import type { ApplicationStatus } from '@taxback/shared/application/schemas';
import { api } from '@/lib/api-client';
import { adminListKey } from '@/hooks/use-admin-list';
import { dashboardStatsKey } from '@/api/query-keys';

const applicationKey = (applicationId: string) => ['admin', 'application', applicationId] as const;

/** One application with its audit trail; the list row it was opened from shows until it answers. */
export const useAdminApplication = (initial: AdminApplication) =>
  useQuery({
    queryKey: applicationKey(initial.applicationId),
    queryFn: () => api.getAdminApplication({ params: { applicationId: initial.applicationId } }),
    placeholderData: initial,
  });

export type ApplicationChange =
  | { kind: 'progress'; action: ProgressAction; done: boolean; notes?: string }
  | { kind: 'status'; status: ApplicationStatus; notes?: string }
  | { kind: 'refund'; estimatedRefundCents: number | null };

function sendChange(applicationId: string, change: ApplicationChange) {
  const params = { applicationId };
  switch (change.kind) {
    case 'progress':
      return api.recordProgress({ params, body: { action: change.action, done: change.done, notes: change.notes } });
    case 'status':
      return api.changeStatus({ params, body: { status: change.status, notes: change.notes } });
    case 'refund':
      return api.setEstimatedRefund({ params, body: { estimatedRefundCents: change.estimatedRefundCents } });
  }
}

/** Every staff change to an application answers with the whole application, which replaces the cached one. */
export function useApplicationChange(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ApplicationChange) => sendChange(applicationId, change),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKey(applicationId), application);
      void queryClient.invalidateQueries({ queryKey: adminListKey('applications') });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
    },
  });
}
