import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgressAction } from '@taxback/shared/admin/progress';
import { adminApplicationSchema, type AdminApplication } from '@taxback/shared/admin/schemas';
import type { ApplicationStatus } from '@taxback/shared/application/schemas';
import { apiRequest } from '@/lib/api-client';
import { adminListKey } from '@/features/admin-lists/api/use-admin-list';
import { dashboardStatsKey } from '@/features/admin-dashboard/api/get-dashboard-stats';

const applicationPath = (applicationId: string) => `/admin/applications/${encodeURIComponent(applicationId)}`;
const applicationKey = (applicationId: string) => ['admin', 'application', applicationId] as const;

/** One application with its audit trail; the list row it was opened from shows until it answers. */
export const useAdminApplication = (initial: AdminApplication) =>
  useQuery({
    queryKey: applicationKey(initial.applicationId),
    queryFn: () =>
      apiRequest({
        method: 'GET',
        path: applicationPath(initial.applicationId),
        auth: 'user',
        schema: adminApplicationSchema,
      }),
    placeholderData: initial,
  });

export type ApplicationChange =
  | { kind: 'progress'; action: ProgressAction; done: boolean; notes?: string }
  | { kind: 'status'; status: ApplicationStatus; notes?: string }
  | { kind: 'refund'; estimatedRefundCents: number | null };

function sendChange(applicationId: string, change: ApplicationChange) {
  const path = applicationPath(applicationId);
  switch (change.kind) {
    case 'progress':
      return apiRequest({
        method: 'POST',
        path: `${path}/progress`,
        auth: 'user',
        body: { action: change.action, done: change.done, notes: change.notes },
        schema: adminApplicationSchema,
      });
    case 'status':
      return apiRequest({
        method: 'POST',
        path: `${path}/status`,
        auth: 'user',
        body: { status: change.status, notes: change.notes },
        schema: adminApplicationSchema,
      });
    case 'refund':
      return apiRequest({
        method: 'PUT',
        path: `${path}/estimated-refund`,
        auth: 'user',
        body: { estimatedRefundCents: change.estimatedRefundCents },
        schema: adminApplicationSchema,
      });
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
