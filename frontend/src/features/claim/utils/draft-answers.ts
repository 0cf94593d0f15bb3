import type {
  ApplicationAnswers,
  ApplicationView,
  DeliveryPreference,
  MissingFormEntry,
} from '@taxback/shared/claim/schemas';

/** The answers the wizard shows: the stored application with the not-yet-saved changes on top. */
export interface DraftAnswers {
  hasItin: boolean | null;
  itinIsActive: 'yes' | 'no' | 'unsure' | null;
  itinLastFiledYear: string | null;
  taxYears: string[];
  hasAll1042s: boolean | null;
  missingForms: MissingFormEntry[];
  formDeliveryPreference: DeliveryPreference | null;
  num1042sForms: number;
  uploadedIdDocsCount: number;
  countryOfResidence: string | null;
  everUsCitizenOrGreenCard: boolean | null;
  daysInUs: Record<string, number>;
  closerConnection8840Filed: Record<string, boolean>;
  ssnEligible: boolean | null;
  returnAlreadyFiled: Record<string, boolean>;
  maritalStatus: ApplicationView['maritalStatus'];
}

export function draftAnswers(application: ApplicationView | null, unsaved: ApplicationAnswers): DraftAnswers {
  const stored: DraftAnswers = {
    hasItin: application?.hasItin ?? null,
    itinIsActive: application?.itinIsActive ?? null,
    itinLastFiledYear: application?.itinLastFiledYear ?? null,
    taxYears: application?.taxYears ?? [],
    hasAll1042s: application?.hasAll1042s ?? null,
    missingForms: application?.missingForms ?? [],
    formDeliveryPreference: application?.formDeliveryPreference ?? null,
    num1042sForms: application?.num1042sForms ?? 0,
    uploadedIdDocsCount: application?.uploadedIdDocsCount ?? 0,
    countryOfResidence: application?.countryOfResidence ?? null,
    everUsCitizenOrGreenCard: application?.everUsCitizenOrGreenCard ?? null,
    daysInUs: application?.daysInUs ?? {},
    closerConnection8840Filed: application?.closerConnection8840Filed ?? {},
    ssnEligible: application?.ssnEligible ?? null,
    returnAlreadyFiled: application?.returnAlreadyFiled ?? {},
    maritalStatus: application?.maritalStatus ?? null,
  };
  const { currentStep: _currentStep, ...changes } = unsaved;
  return { ...stored, ...changes };
}
