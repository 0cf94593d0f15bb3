import { claimQuote, type ApplicationView, type FeeLine, type MissingFormEntry } from '@taxback/shared';
import type { ApplicationItem } from '../data/stores/application';

/** Missing-form entries were checked against their schema when saved; the table stores their enums as strings. */
export const storedMissingForms = (item: ApplicationItem) => (item.missingForms ?? []) as MissingFormEntry[];

export function applicationView(item: ApplicationItem): ApplicationView {
  return {
    applicationId: item.applicationId,
    status: item.status,
    currentStep: item.currentStep ?? null,
    hasItin: item.hasItin ?? null,
    itinIsActive: item.itinIsActive ?? null,
    itinLastFiledYear: item.itinLastFiledYear ?? null,
    taxYears: item.taxYears ?? [],
    hasAll1042s: item.hasAll1042s ?? null,
    missingForms: storedMissingForms(item),
    numMissing1042s: item.numMissing1042s ?? 0,
    num1042sForms: item.num1042sForms ?? 0,
    numRetrieved1042s: item.numRetrieved1042s ?? 0,
    uploadedIdDocsCount: item.uploadedIdDocsCount ?? 0,
    formDeliveryPreference: item.formDeliveryPreference ?? null,
    documentsRequestedDate: item.documentsRequestedDate ?? null,
    paymentCompletedDate: item.paymentCompletedDate ?? null,
    formsSentDate: item.formsSentDate ?? null,
    formsReceivedDate: item.formsReceivedDate ?? null,
    passportReceivedDate: item.passportReceivedDate ?? null,
    passportReturnedDate: item.passportReturnedDate ?? null,
    irsSubmissionDate: item.irsSubmissionDate ?? null,
    irsApprovalDate: item.irsApprovalDate ?? null,
    refundIssuedDate: item.refundIssuedDate ?? null,
    estimatedRefundCents: item.estimatedRefundCents ?? null,
    form1042sEntries: (item.form1042sEntries ?? []) as ApplicationView['form1042sEntries'],
    lossesByYear: (item.lossesByYear ?? {}) as Record<string, number>,
    countryOfResidence: item.countryOfResidence ?? null,
    everUsCitizenOrGreenCard: item.everUsCitizenOrGreenCard ?? null,
    daysInUs: (item.daysInUs ?? {}) as Record<string, number>,
    closerConnection8840Filed: (item.closerConnection8840Filed ?? {}) as Record<string, boolean>,
    ssnEligible: item.ssnEligible ?? null,
    returnAlreadyFiled: (item.returnAlreadyFiled ?? {}) as Record<string, boolean>,
    maritalStatus: item.maritalStatus ?? null,
    paid: Boolean(item.paymentCompletedDate),
    paidCents: item.paidCents ?? 0,
    balanceDue: balanceDueOf(item),
    version: item.version,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

function balanceDueOf(item: ApplicationItem): ApplicationView['balanceDue'] {
  if (item.status !== 'awaiting_balance') return null;
  const { lines, totalCents } = claimQuote({
    ...item,
    coveredLines: (item.coveredLines as FeeLine[] | undefined) ?? null,
  });
  return { lines, totalCents };
}
