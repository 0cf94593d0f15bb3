import { describe, expect, it } from 'vitest';
import {
  claimableTaxYears,
  copy,
  estimateApplication,
  FEES,
  MAX_1042S_ENTRIES,
  type Form1042sEntry,
} from '@taxback/shared';
import { finishedAnswers } from './support/answers';
import type { Caller } from '../src/http/claims';
import { invoke, newCaller } from './support/invoke';
import { openCheckout } from './support/payments';

const [year, olderYear] = claimableTaxYears(new Date()).map(String) as [string, string];

/** One Form 1042-S as the wizard's winnings step sends it: every field, no uploaded file yet. */
const form = (id: string, fields: Partial<Form1042sEntry> = {}): Form1042sEntry => ({
  id,
  taxYear: year,
  game: 'slot-machine',
  winningsCents: 2_000_00,
  federalWithheldCents: 600_00,
  withholdingAgentName: 'Bellagio LLC',
  withholdingAgentEin: '88-0123456',
  incomeCode: '28',
  totalWithholdingCreditCents: 600_00,
  ...fields,
});

/** A claim answered up to the forms on hand (all held), as the winnings step finds it. */
async function atWinningsStep(caller: Caller = newCaller()) {
  await invoke('registerSignIn', { caller, body: {} });
  const created = await invoke('createApplication', {
    caller,
    body: { answers: finishedAnswers({ taxYears: [year], currentStep: 9 }) },
  });
  expect(created.status).toBe(201);
  return { caller, applicationId: created.body.applicationId as string, version: created.body.version as number };
}

const saveWinnings = (
  claim: Awaited<ReturnType<typeof atWinningsStep>>,
  answers: Record<string, unknown>,
  version = claim.version,
) =>
  invoke('updateApplicationAnswers', {
    caller: claim.caller,
    params: { applicationId: claim.applicationId },
    body: { version, answers },
  });

const stored = async (claim: Awaited<ReturnType<typeof atWinningsStep>>) =>
  (await invoke('getApplicationById', { caller: claim.caller, params: { applicationId: claim.applicationId } })).body;

describe('the winnings step’s figures, stored with the claim', () => {
  it('stores each form and the year’s losses, and the estimate they give by the residence rules', async () => {
    const claim = await atWinningsStep();
    const entries = [
      form('w1'),
      form('w2', {
        game: 'blackjack',
        winningsCents: 1_000_00,
        federalWithheldCents: 300_00,
        totalWithholdingCreditCents: 300_00,
      }),
    ];
    const saved = await saveWinnings(claim, { form1042sEntries: entries, lossesByYear: { [year]: 500_00 } });

    expect(saved.status).toBe(200);
    const expected = estimateApplication({
      taxYears: [year],
      form1042sEntries: entries,
      missingForms: [],
      lossesByYear: { [year]: 500_00 },
      countryOfResidence: 'CA',
    })!;
    // A Canadian deducts the losses from the taxable slot win; blackjack's withholding comes back whole.
    expect(expected.totalRefundCents).toBe(600_00 - Math.round((2_000_00 - 500_00) * 0.3) + 300_00);
    expect(saved.body).toMatchObject({
      form1042sEntries: entries,
      lossesByYear: { [year]: 500_00 },
      estimatedRefundCents: expected.totalRefundCents,
      currentStep: 9,
      version: claim.version + 1,
    });
  });

  it('prices the typed forms as the fee counts them: the first in the base fee, each other as an extra form', async () => {
    const claim = await atWinningsStep();
    expect((await saveWinnings(claim, { form1042sEntries: [form('a'), form('b'), form('c')] })).status).toBe(200);
    const finished = await invoke('finishApplication', {
      caller: claim.caller,
      params: { applicationId: claim.applicationId },
    });
    expect(finished.status).toBe(200);
    const opened = await openCheckout(claim);
    expect(opened.payment.amountCents).toBe(
      FEES.baseApplicationCents + FEES.itinProcessingCents + 2 * FEES.additional1042sCents,
    );
  });

  it('does not mark the missing forms requested when the winnings step (9) is saved before them', async () => {
    const claim = await atWinningsStep();
    const saved = await saveWinnings(claim, { hasAll1042s: false, currentStep: 9 });
    expect(saved.status).toBe(200);
    expect(saved.body.documentsRequestedDate).toBeNull();
  });
});

describe('bad winnings are refused with a 400 and change nothing', () => {
  const many = Array.from({ length: MAX_1042S_ENTRIES + 1 }, (_, index) => form(`f${index}`));
  it.each<[string, Record<string, unknown>, string | null]>([
    [
      'more withheld than won',
      { form1042sEntries: [form('x', { federalWithheldCents: 2_500_00 })] },
      copy.estimator.withheldOverWinnings,
    ],
    [
      'a box 10 credit above the income',
      { form1042sEntries: [form('x', { totalWithholdingCreditCents: 2_500_00 })] },
      copy.claimFigures.creditOverIncome,
    ],
    [
      'a form of a year the claim does not cover',
      { form1042sEntries: [form('x', { taxYear: olderYear })] },
      copy.application.formYearOutside,
    ],
    [
      'losses of a year the claim does not cover',
      { lossesByYear: { [olderYear]: 100_00 } },
      copy.application.lossYearOutside,
    ],
    [
      'an EIN not as printed',
      { form1042sEntries: [form('x', { withholdingAgentEin: '12345' })] },
      copy.claimFigures.einInvalid,
    ],
    ['the same form twice', { form1042sEntries: [form('x'), form('x')] }, copy.application.entryRepeated],
    ['a negative amount', { form1042sEntries: [form('x', { winningsCents: -1 })] }, null],
    ['negative losses', { lossesByYear: { [year]: -100 } }, null],
    ['more forms than a claim holds', { form1042sEntries: many }, null],
    ['the finish step as the current step', { currentStep: 8 }, null],
  ])('%s', async (_, answers, message) => {
    const claim = await atWinningsStep();
    expect(
      (await saveWinnings(claim, { form1042sEntries: [form('kept')], lossesByYear: { [year]: 1_00 } })).status,
    ).toBe(200);
    const before = await stored(claim);

    const refused = await saveWinnings(claim, answers, before.version);
    expect(refused.status).toBe(400);
    if (message) expect(JSON.stringify(refused.body)).toContain(message);
    expect(await stored(claim)).toEqual(before);
  });
});
