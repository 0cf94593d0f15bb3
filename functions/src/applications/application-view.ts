import type { ApplicationView } from '@taxback/shared';
import type { ApplicationItem } from '../data/application-store';

export function applicationView(item: ApplicationItem): ApplicationView {
  return {
    applicationId: item.applicationId,
    status: item.status,
    currentStep: item.currentStep ?? null,
    hasItin: item.hasItin ?? null,
    itinIsActive: item.itinIsActive ?? null,
    taxYears: item.taxYears ?? [],
    hasAll1042s: item.hasAll1042s ?? null,
    missingForms: item.missingForms ?? [],
    numMissing1042s: item.numMissing1042s ?? 0,
    num1042sForms: item.num1042sForms ?? 0,
    uploadedIdDocsCount: item.uploadedIdDocsCount ?? 0,
    formDeliveryPreference: item.formDeliveryPreference ?? null,
    documentsRequestedDate: item.documentsRequestedDate ?? null,
    paymentCompletedDate: item.paymentCompletedDate ?? null,
    formsSentDate: item.formsSentDate ?? null,
    irsSubmissionDate: item.irsSubmissionDate ?? null,
    irsApprovalDate: item.irsApprovalDate ?? null,
    refundIssuedDate: item.refundIssuedDate ?? null,
    estimatedRefundCents: item.estimatedRefundCents ?? null,
    paid: Boolean(item.paymentCompletedDate),
    version: item.version,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
