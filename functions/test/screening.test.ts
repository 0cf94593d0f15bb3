import { describe, expect, it } from 'vitest';
import { claimableTaxYears, copy, FEES } from '@taxback/shared';
import { FACT_NAMES } from '@taxback/shared/tax/screening';
import { applications } from '../src/data/entities/application';
import type { Caller } from '../src/http/claims';
import { customerReadyToPay, eligibleCanadian } from './support/applications';
import { invoke, newCaller } from './support/invoke';
import { pay } from './support/payments';

const [year] = claimableTaxYears(new Date()).map(String) as [string];
const [before, twoBefore] = [String(Number(year) - 1), String(Number(year) - 2)];
const admin = newCaller({ isAdmin: true, email: 'staff@taxback.local' });

type Customer = { caller: Caller; applicationId: string };

async function answer(customer: Customer, answers: Record<string, unknown>) {
  const params = { applicationId: customer.applicationId };
  const current = await invoke('getApplicationById', { caller: customer.caller, params });
  return invoke('updateApplicationAnswers', {
    caller: customer.caller,
    params,
    body: { version: current.body.version, answers },
  });
}

const checkout = (customer: Customer, extra: Record<string, unknown> = {}) =>
  invoke('createCheckout', { caller: customer.caller, body: { applicationId: customer.applicationId, ...extra } });

const finish = (customer: Customer) =>
  invoke('finishApplication', { caller: customer.caller, params: { applicationId: customer.applicationId } });

/** The claim as one stored before the residency questions existed: none of their answers. */
const forgetResidency = ({ caller, applicationId }: Customer) =>
  applications()
    .patch({ userId: caller.userId, applicationId })
    .remove([...FACT_NAMES])
    .go();

/** One slot-machine Form 1042-S: $2,000 won, $600 withheld, with every box asked. */
const slotForm = {
  id: 'f1',
  taxYear: year,
  game: 'slot-machine',
  winningsCents: 2_000_00,
  federalWithheldCents: 600_00,
  withholdingAgentName: 'Caesars Entertainment, Inc.',
  withholdingAgentEin: '12-3456789',
  incomeCode: '28',
  totalWithholdingCreditCents: 600_00,
};

describe('the residency answers of a claim', () => {
  it('are stored and read back as given', async () => {
    const customer = await customerReadyToPay({
      daysInUs: { [year]: 150, [before]: 150, [twoBefore]: 150 },
      closerConnection8840Filed: { [year]: true },
      maritalStatus: 'married',
    });
    const stored = await invoke('getApplicationById', {
      caller: customer.caller,
      params: { applicationId: customer.applicationId },
    });
    expect(stored.body).toMatchObject({
      countryOfResidence: 'CA',
      everUsCitizenOrGreenCard: false,
      daysInUs: { [year]: 150, [before]: 150, [twoBefore]: 150 },
      closerConnection8840Filed: { [year]: true },
      ssnEligible: false,
      returnAlreadyFiled: { [year]: false },
      maritalStatus: 'married',
      status: 'ready_for_payment',
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a country not in the list', { countryOfResidence: 'ZZ' }, 'countryOfResidence', copy.screening.countryInvalid],
    ['more days than the year has', { daysInUs: { '2023': 366 } }, 'daysInUs', copy.screening.daysInvalid],
    ['a marital status not offered', { maritalStatus: 'partnered' }, 'maritalStatus', ''],
  ])('refuses %s (400, nothing changed)', async (_, answers, field, message) => {
    const customer = await customerReadyToPay();
    const refused = await answer(customer, answers);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toContain(`answers.${field}`);
    if (message) expect(refused.body.fields[`answers.${field}`]).toBe(message);
    const stored = await invoke('getApplicationById', {
      caller: customer.caller,
      params: { applicationId: customer.applicationId },
    });
    expect(stored.body).toMatchObject({
      status: 'ready_for_payment',
      countryOfResidence: 'CA',
      maritalStatus: 'unmarried',
    });
  });

  it('are required to finish a claim', async () => {
    const customer = await customerReadyToPay();
    await forgetResidency(customer);
    const refused = await finish(customer);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual(
      expect.arrayContaining(['countryOfResidence', 'everUsCitizenOrGreenCard', 'daysInUs', 'maritalStatus']),
    );
  });
});

describe('checkout of a claim the screening refuses', () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      'a US citizen or green-card holder',
      { everUsCitizenOrGreenCard: true },
      copy.screening.refusals['us-citizen-or-green-card'](),
    ],
    ['a US resident', { countryOfResidence: 'US' }, copy.screening.refusals['us-tax-resident']()],
    [
      'a resident by the substantial presence test',
      { daysInUs: { [year]: 200, [before]: 0, [twoBefore]: 0 } },
      copy.screening.refusals['substantial-presence'](year),
    ],
    [
      'a snowbird without a Form 8840',
      { daysInUs: { [year]: 150, [before]: 150, [twoBefore]: 150 }, closerConnection8840Filed: { [year]: false } },
      copy.screening.refusals['substantial-presence'](year),
    ],
    ['someone who can get an SSN', { ssnEligible: true }, copy.screening.refusals['ssn-eligible']()],
    [
      'a year already filed',
      { returnAlreadyFiled: { [year]: true } },
      copy.screening.refusals['return-already-filed'](year),
    ],
  ])('is refused for %s (409, the reason in words, no checkout)', async (_, answers, message) => {
    const customer = await customerReadyToPay(answers);
    const refused = await checkout(customer);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(message);
  });

  it('goes ahead for a snowbird whose Form 8840 was filed on time', async () => {
    const customer = await customerReadyToPay({
      daysInUs: { [year]: 150, [before]: 150, [twoBefore]: 150 },
      closerConnection8840Filed: { [year]: true },
    });
    expect((await checkout(customer)).status).toBe(200);
  });

  it('refuses a claim stored before the questions were asked, until they are answered', async () => {
    const customer = await customerReadyToPay();
    await forgetResidency(customer);
    const refused = await checkout(customer);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(copy.screening.answersMissing);

    expect((await answer(customer, eligibleCanadian)).status).toBe(200);
    expect((await finish(customer)).status).toBe(200);
    expect((await checkout(customer)).status).toBe(200);
  });
});

describe('a paid claim without the residency answers', () => {
  it('is flagged to staff; one with them is not', async () => {
    const flagged = await customerReadyToPay();
    await pay(flagged);
    await forgetResidency(flagged);
    const answered = await customerReadyToPay();
    await pay(answered);

    const viewOf = async ({ applicationId }: Customer) =>
      (await invoke('getAdminApplication', { caller: admin, params: { applicationId } })).body;
    expect(await viewOf(flagged)).toMatchObject({ status: 'submitted', residencyUnanswered: true });
    expect(await viewOf(answered)).toMatchObject({ status: 'submitted', residencyUnanswered: false });
  });
});

describe('Form 1042-S entries', () => {
  it('store the withholding agent, EIN, income code and box 10, and keep entries typed before', async () => {
    const customer = await customerReadyToPay();
    const older = { id: 'f0', taxYear: year, game: 'keno', winningsCents: 1_500_00, federalWithheldCents: 450_00 };
    const saved = await answer(customer, { form1042sEntries: [older, slotForm] });
    expect(saved.status).toBe(200);
    expect(saved.body.form1042sEntries).toEqual([older, slotForm]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an EIN without its dash', { withholdingAgentEin: '123456789' }, copy.claimFigures.einInvalid],
    ['an EIN of the wrong length', { withholdingAgentEin: '12-345678' }, copy.claimFigures.einInvalid],
    ['an income code of one digit', { incomeCode: '8' }, copy.claimFigures.incomeCodeInvalid],
    ['a blank withholding agent', { withholdingAgentName: '  ' }, copy.claimFigures.agentNameRequired],
    ['box 10 below zero', { totalWithholdingCreditCents: -1 }, ''],
    ['box 10 in fractions of a cent', { totalWithholdingCreditCents: 10.5 }, ''],
    ['box 10 above box 2', { totalWithholdingCreditCents: 2_000_01 }, copy.claimFigures.creditOverIncome],
  ])('refuses %s (400, nothing stored)', async (_, change, message) => {
    const customer = await customerReadyToPay();
    const refused = await answer(customer, { form1042sEntries: [{ ...slotForm, ...change }] });
    expect(refused.status).toBe(400);
    if (message) expect(JSON.stringify(refused.body)).toContain(JSON.stringify(message).slice(1, -1));
    const stored = await invoke('getApplicationById', {
      caller: customer.caller,
      params: { applicationId: customer.applicationId },
    });
    expect(stored.body.form1042sEntries).toEqual([]);
  });
});

describe('the estimate against the fee', () => {
  const fee = FEES.baseApplicationCents + FEES.itinProcessingCents;

  it("follows the claim's country: Canada nets losses, a country without a treaty does not", async () => {
    const customer = await customerReadyToPay({ form1042sEntries: [slotForm], lossesByYear: { [year]: 1_000_00 } });
    const params = { applicationId: customer.applicationId };
    const canadian = await invoke('getApplicationById', { caller: customer.caller, params });
    // 2,000 won, 1,000 lost: tax 30 % of 1,000 = 300 against 600 withheld.
    expect(canadian.body.estimatedRefundCents).toBe(300_00);
    const mexican = await answer(customer, { countryOfResidence: 'MX' });
    expect(mexican.body.estimatedRefundCents).toBe(0);
  });

  it('below the fee, needs the confirmation sent with the checkout (409 without)', async () => {
    const customer = await customerReadyToPay({ form1042sEntries: [slotForm], lossesByYear: { [year]: 1_000_00 } });
    expect(300_00).toBeLessThan(fee);
    const refused = await checkout(customer);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(copy.screening.lowRefundUnconfirmed);
    expect((await checkout(customer, { confirmLowRefund: false })).status).toBe(409);

    const confirmed = await checkout(customer, { confirmLowRefund: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.url).toEqual(expect.any(String));
  });

  it('at or above the fee, needs no confirmation', async () => {
    const big = {
      ...slotForm,
      winningsCents: 10_000_00,
      federalWithheldCents: 3_000_00,
      totalWithholdingCreditCents: 3_000_00,
    };
    const customer = await customerReadyToPay({ form1042sEntries: [big], lossesByYear: { [year]: 10_000_00 } });
    expect((await checkout(customer)).status).toBe(200);
  });
});
