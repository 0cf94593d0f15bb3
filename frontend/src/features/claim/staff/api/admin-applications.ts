import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgressAction } from '@taxback/shared/claim/progress';
import type { StaffLifecycleAction } from '@taxback/shared/claim/lifecycle';
import { api } from '@/lib/api-client';
import { adminListKey } from '@/hooks/use-admin-list';
import { dashboardStatsKey } from '@/api/query-keys';

const applicationKey = (applicationId: string) => ['admin', 'application', applicationId] as const;

/** One claim with its applicant, derived stage and audit trail, for the claim page. */
export const useAdminApplication = (applicationId: string) =>
  useQuery({
    queryKey: applicationKey(applicationId),
    queryFn: () => api.claim.getAdminApplication({ params: { applicationId } }),
  });

export type ApplicationChange =
  | { kind: 'progress'; action: ProgressAction; done: boolean; notes?: string; overrideReason?: string }
  | { kind: 'lifecycle'; action: StaffLifecycleAction; notes?: string }
  | { kind: 'refund'; estimatedRefundCents: number | null; note?: string };

function sendChange(applicationId: string, change: ApplicationChange) {
  const params = { applicationId };
  switch (change.kind) {
    case 'progress':
      return api.claim.recordProgress({
        params,
        body: { action: change.action, done: change.done, notes: change.notes, overrideReason: change.overrideReason },
      });
    case 'lifecycle':
      return api.claim.changeStatus({ params, body: { action: change.action, notes: change.notes } });
    case 'refund':
      return api.claim.setEstimatedRefund({
        params,
        body: { estimatedRefundCents: change.estimatedRefundCents, note: change.note },
      });
  }
}

/** Every staff change to a claim answers with the whole claim, which replaces the cached one. */
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
