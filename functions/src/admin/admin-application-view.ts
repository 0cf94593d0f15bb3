import { missingResidency, type AdminApplication } from '@taxback/shared';
import { applicationView } from '../applications/application-view';
import { claimFacts } from '../applications/lifecycle';
import type { Applicant } from '../data/admin-queries';
import type { ApplicationItem } from '../data/application-store';

interface AuditEntry {
  at: string;
  by: string;
  action: string;
  detail?: string;
}

export function adminApplicationView(item: ApplicationItem, applicant: Applicant | undefined): AdminApplication {
  const profile = applicant?.profile;
  return {
    ...applicationView(item),
    userId: item.userId,
    applicantName: [profile?.firstName, profile?.lastName].filter(Boolean).join(' '),
    applicantEmail: profile?.email ?? '',
    applicantPhone: applicant?.phone ?? '',
    forms1042sReceivedDate: item.forms1042sReceivedDate ?? null,
    auditTrail: (item.auditTrail ?? []).map((entry: AuditEntry) => ({ ...entry, detail: entry.detail ?? null })),
    identityCheck: item.identityCheck ?? null,
    residencyUnanswered: Boolean(item.paymentCompletedDate) && missingResidency(claimFacts(item)).length > 0,
  };
}
