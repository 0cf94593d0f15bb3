import {
  displayedStatus,
  estimateApplication,
  missingResidency,
  stageSince,
  type AdminApplication,
  type Form1042sEntry,
} from '@taxback/shared';
import { applicationView, storedMissingForms } from './application-view';
import { claimFacts } from './lifecycle';
import type { Applicant } from '../data/stores/sealed-profile';
import type { ApplicationItem } from '../data/stores/application';

interface AuditEntry {
  at: string;
  by: string;
  action: string;
  detail?: string;
}

/** The estimate the claim's recorded figures give, as the customer's answers compute it. */
export function computedEstimateCents(item: ApplicationItem): number | null {
  const estimate = estimateApplication({
    taxYears: item.taxYears ?? [],
    form1042sEntries: (item.form1042sEntries ?? []) as Form1042sEntry[],
    missingForms: storedMissingForms(item),
    lossesByYear: (item.lossesByYear ?? {}) as Record<string, number>,
    countryOfResidence: item.countryOfResidence ?? null,
  });
  return estimate ? estimate.totalRefundCents : null;
}

/**
 * `formsToSign`: how many official forms are on the claim for the customer's signature, as their page counts them
 * (read for one claim; null in lists, where the stage then follows the steps alone).
 */
export function adminApplicationView(
  item: ApplicationItem,
  applicant: Applicant | undefined,
  formsToSign: number | null = null,
): AdminApplication {
  const profile = applicant?.profile;
  const view = applicationView(item);
  // Staff see the same stage the customer's page shows.
  const standing = { ...view, formsToSign: item.formsReceivedDate ? 0 : formsToSign, retrievalAuthorised: null };
  return {
    ...view,
    userId: item.userId,
    applicantName: [profile?.firstName, profile?.lastName].filter(Boolean).join(' '),
    applicantEmail: profile?.email ?? '',
    applicantPhone: applicant?.phone ?? '',
    forms1042sReceivedDate: item.forms1042sReceivedDate ?? null,
    auditTrail: (item.auditTrail ?? []).map((entry: AuditEntry) => ({ ...entry, detail: entry.detail ?? null })),
    identityCheck: item.identityCheck ?? null,
    residencyUnanswered: Boolean(item.paymentCompletedDate) && missingResidency(claimFacts(item)).length > 0,
    stage: displayedStatus(standing),
    stageSince: stageSince({
      ...standing,
      auditTrail: item.auditTrail,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
    }),
    computedEstimateCents: computedEstimateCents(item),
    estimatedRefundOverridden: Boolean(item.estimatedRefundOverridden),
    customerLanguage: profile?.language ?? null,
  };
}
