import { applicationViewSchema, type ApplicationAnswers, type ApplicationView } from '@taxback/shared/claim/schemas';
import { api, conflictCurrent } from '@/lib/api-client';

export const createApplication = (answers: ApplicationAnswers) => api.claim.createApplication({ body: { answers } });

export const updateApplication = (applicationId: string, version: number, answers: ApplicationAnswers) =>
  api.claim.updateApplicationAnswers({ params: { applicationId }, body: { version, answers } });

/**
 * Saves changed answers: opens the application with them when there is none yet, else updates it.
 * When another tab saved first (409), only these changes are applied on top of that tab's version,
 * once, so its answers are kept.
 */
export async function saveAnswers(
  application: ApplicationView | null,
  answers: ApplicationAnswers,
): Promise<ApplicationView> {
  if (!application) return createApplication(answers);
  try {
    return await updateApplication(application.applicationId, application.version, answers);
  } catch (error) {
    const current = conflictCurrent(error, applicationViewSchema);
    if (!current) throw error;
    return updateApplication(current.applicationId, current.version, answers);
  }
}
