import { claimInProgress, copy, heldYearConflict, newestFirst, type ApplicationAnswers } from '@taxback/shared';
import {
  type ApplicationChanges,
  getApplication,
  openApplication,
  updateApplication,
  userApplications,
  type ApplicationItem,
  type UpdateResult,
} from '../data/stores/application';
import { isItemTooLarge } from '../data/errors';
import { badRequest, conflict, notFound } from '../http/errors';
import { created, ok, operation } from '../http/lambda-handler';
import { applicationView } from './application-view';
import { openProfile } from '../data/stores/sealed-profile';
import { changesFromAnswers, finishRefusal } from './answer-rules';
import { transition } from './lifecycle';
import { checkMissingFormAnswers, withRetrievedForms } from './retrieval-rules';

const withoutRetrieved = (answers: ApplicationAnswers, current: ApplicationItem | null): ApplicationAnswers =>
  answers.form1042sEntries
    ? { ...answers, form1042sEntries: withRetrievedForms(answers.form1042sEntries, current) }
    : answers;

const savedOrThrow = (result: UpdateResult) => {
  if (result.outcome === 'saved') return ok(applicationView(result.application));
  if (!result.application) throw notFound(copy.payment.noApplication);
  throw conflict({ current: applicationView(result.application) });
};

/** The claim the customer is working on: the one in progress, else the newest. */
export const getCurrentApplication = operation('getCurrentApplication', async ({ caller }) => {
  const claims = await userApplications(caller.userId);
  const item = claimInProgress(claims) ?? newestFirst(claims)[0] ?? null;
  return ok({ application: item ? applicationView(item) : null });
});

export const listApplications = operation('listApplications', async ({ caller }) =>
  ok({ applications: newestFirst(await userApplications(caller.userId)).map(applicationView) }),
);

/** 409 when another claim of the customer (not rejected) already holds one of the years. */
function checkYearsFree(
  taxYears: readonly string[] | undefined,
  claims: ApplicationItem[],
  applicationId: string | null,
) {
  const held = heldYearConflict(taxYears, claims, applicationId);
  if (held) {
    throw conflict(
      { years: held.years, applicationId: held.applicationId },
      copy.application.yearAlreadyClaimed(held.years.join(', ')),
    );
  }
}

const claimInProgressConflict = (applicationId: string) =>
  conflict({ applicationId }, copy.application.claimInProgress);

export const getApplicationById = operation('getApplicationById', async ({ caller, params }) => {
  const item = await getApplication(caller.userId, params.applicationId);
  if (!item) throw notFound(copy.payment.noApplication);
  return ok(applicationView(item));
});

/**
 * Opens a new claim with its first answers, unless one is in progress: then 409 names that claim. A
 * customer comes back every season; the years of their other claims stay theirs (409).
 */
export const createApplication = operation('createApplication', async ({ caller, body }) => {
  const claims = await userApplications(caller.userId);
  const open = claimInProgress(claims);
  if (open) throw claimInProgressConflict(open.applicationId);
  checkYearsFree(body.answers?.taxYears, claims, null);
  await checkMissingFormAnswers(body.answers ?? {}, null);
  const changes = changesFromAnswers(withoutRetrieved(body.answers ?? {}, null), null, new Date());
  const item = await openApplication(caller.userId, changes, claims.length);
  if (item) return created(applicationView(item));
  // Another request opened one meanwhile (a double click, a second tab).
  const opened = claimInProgress(await userApplications(caller.userId));
  throw opened ? claimInProgressConflict(opened.applicationId) : conflict();
});

export const updateApplicationAnswers = operation('updateApplicationAnswers', async ({ caller, params, body }) => {
  const current = await getApplication(caller.userId, params.applicationId);
  if (!current) throw notFound(copy.payment.noApplication);
  if (current.version !== body.version) throw conflict({ current: applicationView(current) });
  const status = transition(current, 'edit_answers', 'customer');
  if (body.answers.taxYears)
    checkYearsFree(body.answers.taxYears, await userApplications(caller.userId), current.applicationId);
  const { changesMissingForms } = await checkMissingFormAnswers(body.answers, current);
  const changes = changesFromAnswers(withoutRetrieved(body.answers, current), current, new Date());
  // A new answers version is what expires the checkouts opened at the old price (payments/checkout-expiry.ts).
  const repriced = changesPrice(changes, current);
  if (repriced) Object.assign(changes, { status });
  try {
    return savedOrThrow(
      await updateApplication(caller.userId, params.applicationId, body.version, changes, {
        repriced,
        // Signed forms stay as signed, even when the signature lands between this save's read and its write.
        unsigned: changesMissingForms,
      }),
    );
  } catch (error) {
    if (isItemTooLarge(error)) throw badRequest(copy.application.tooLarge);
    throw error;
  }
});

/** Whether the changes alter an answer (moving between steps does not). */
function changesPrice(changes: ApplicationChanges, current: ApplicationItem): boolean {
  const stored = current as Record<string, unknown>;
  return Object.entries(changes).some(
    ([name, value]) =>
      name !== 'currentStep' &&
      name !== 'documentsRequestedDate' &&
      name !== 'estimatedRefundCents' &&
      value !== undefined &&
      JSON.stringify(value ?? null) !== JSON.stringify(stored[name] ?? null),
  );
}

/** Step 8: the application is complete and waits for payment. */
export const finishApplication = operation('finishApplication', async ({ caller, params }) => {
  const current = await getApplication(caller.userId, params.applicationId);
  if (!current) throw notFound(copy.payment.noApplication);
  const profile = await openProfile(caller.userId);
  const refusal = finishRefusal(current, new Date(), profile?.sealed.itin ?? null);
  if (refusal) throw badRequest(refusal.message, refusal.problems);
  const status = transition(current, 'finish', 'customer');
  return savedOrThrow(
    await updateApplication(caller.userId, params.applicationId, current.version, { currentStep: 8, status }),
  );
});
