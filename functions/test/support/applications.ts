import { progressSteps } from '@taxback/shared';
import type { Caller } from '../../src/http/claims';
import { finishedAnswers } from './answers';
import { invoke, newCaller } from './invoke';

export { eligibleCanadian } from './answers';

/** A complete profile body for saveProfile (a Québec address); a test overrides the fields it looks for. */
export const profileBody = (fields: Record<string, unknown> = {}) => ({
  firstName: 'Lucie',
  lastName: 'Tremblay',
  addressLine1: '1 Rue',
  addressLine2: '',
  city: 'Québec',
  province: 'Quebec',
  postalCode: 'G1R 1A1',
  dateOfBirth: '1980-01-01',
  countryOfBirth: 'Canada',
  phone: '418 555 0199',
  version: 1,
  ...fields,
});

/** A complete profile body with a Toronto address (Hélène Roy, no phone); a test overrides the fields it looks for. */
export const torontoProfileBody = (fields: Record<string, unknown> = {}) =>
  profileBody({
    firstName: 'Hélène',
    lastName: 'Roy',
    addressLine1: '77 King St W',
    city: 'Toronto',
    province: 'Ontario',
    postalCode: 'M5K 1A1',
    dateOfBirth: '1970-12-31',
    phone: '',
    ...fields,
  });

/**
 * Records on the claim one Form 1042-S of `year` (US$2,000 of slot winnings, US$600 withheld) and US$1,000 of
 * losses: the answer of updateApplicationAnswers.
 */
export async function recordWinnings(caller: Caller, applicationId: string, year: string) {
  const current = (await invoke('getApplicationById', { caller, params: { applicationId } })).body;
  return invoke('updateApplicationAnswers', {
    caller,
    params: { applicationId },
    body: {
      version: current.version,
      answers: {
        form1042sEntries: [
          { id: 'f', taxYear: year, game: 'slot-machine', winningsCents: 2_000_00, federalWithheldCents: 600_00 },
        ],
        lossesByYear: { [year]: 1_000_00 },
      },
    },
  });
}

/** Staff record the first step of a paid claim's checklist (which puts it to work): the answer of recordProgress. */
export async function recordFirstStep(applicationId: string) {
  const admin = newCaller({ isAdmin: true, email: 'staff@taxback.local' });
  const view = (await invoke('getAdminApplication', { caller: admin, params: { applicationId } })).body;
  const first = progressSteps(view).find((step) => step.action !== null)!;
  return invoke('recordProgress', {
    caller: admin,
    params: { applicationId },
    body: { action: first.action, done: true },
  });
}

/** A customer with a profile and a finished application, ready for payment. */
export async function customerReadyToPay(answers: Record<string, unknown> = {}, caller: Caller = newCaller()) {
  await invoke('registerSignIn', { caller, body: {} });
  // Holding an ITIN means having it on file: finishing checks it.
  if (answers.hasItin === true) await invoke('saveItin', { caller, body: { itin: '912-70-1234' } });
  const created = await invoke('createApplication', { caller, body: { answers: finishedAnswers(answers) } });
  const finished = await invoke('finishApplication', { caller, params: { applicationId: created.body.applicationId } });
  if (finished.status !== 200) throw new Error(`Could not finish the application: ${JSON.stringify(finished.body)}`);
  return { caller, applicationId: created.body.applicationId as string };
}
