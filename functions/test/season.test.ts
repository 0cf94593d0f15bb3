import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localSettings } from '@taxback/local/settings';
import { startStreamPoller } from '@taxback/local/streams/stream-poller';
import {
  claimDeadlineDay,
  displayedStatus,
  isUntouchedDraft,
  SEASON,
  SEASON_STAGES,
  stageSince,
  weekOf,
  yearsAwaitingFiling,
  type SeasonView,
} from '@taxback/shared';
import {
  getApplication,
  openApplication,
  updateApplication,
  writeVersioned,
  type ApplicationItem,
} from '../src/data/stores/application';
import { documentClient } from '../src/data/clients';
import { recordPendingPayment, recordRefund, type PaymentItem } from '../src/data/stores/payment';
import { completePayment } from '../src/payments/completion';
import { recordAuthorisation } from '../src/data/stores/authorisation';
import { saveRetrieval, claimRetrievals } from '../src/data/stores/retrieval';
import { seasonItems } from '../src/data/stores/season';
import { recountStats } from '../src/data/stores/stats-recount';
import { handler as streamHandler } from '../src/streams/handler';
import { useIsolatedTable } from './support/isolated-table';
import { invoke, newCaller } from './support/invoke';

const staff = newCaller({ isAdmin: true, email: 'staff@taxback.local' });
afterEach(() => vi.useRealTimers());

// A table of this file's own, with its stream read by the stream processor: the aggregates and the scan that
// checks them see only what this file writes, whatever the other files running beside it write.
let stopPoller: () => Promise<void> = async () => {};
beforeAll(async () => {
  const tableName = await useIsolatedTable();
  const context = { awsRequestId: 'season-test', getRemainingTimeInMillis: () => 30_000 } as Context;
  stopPoller = (
    await startStreamPoller({ ...localSettings('test'), tableName }, (event) => streamHandler(event, context))
  ).stop;
});
afterAll(() => stopPoller());

const season = async (): Promise<SeasonView> => {
  const answer = await invoke<SeasonView>('getSeasonView', { caller: staff });
  expect(answer.status).toBe(200);
  return answer.body;
};

const FEE = 24_900;

async function pay(claim: ApplicationItem, kind: 'fee' | 'balance', amountCents = FEE) {
  const sessionId = `cs_${randomUUID()}`;
  const data = await recordPendingPayment({
    applicationId: claim.applicationId,
    userId: claim.userId,
    sessionId,
    kind,
    amountCents,
    subtotalCents: amountCents,
    covers: [],
    lines: [],
  });
  const outcome = await completePayment({
    onceKey: `evt_${randomUUID()}`,
    applicationId: claim.applicationId,
    userId: claim.userId,
    sessionId,
    discountCode: null,
    paidAt: new Date().toISOString(),
    payment: data as PaymentItem,
  });
  return { outcome, payment: data as PaymentItem };
}

const saved = (result: Awaited<ReturnType<typeof updateApplication>>) => {
  if (result.outcome !== 'saved') throw new Error(`The claim was not saved: ${result.outcome}`);
  return result.application;
};

/**
 * One customer's claim, through the data functions the product writes with: opened and answered, some left
 * there, the others paid; some paid a second time (that money refunded), some reopened and topped up, some
 * through staff's steps, some with missing forms authorised, asked for and received.
 */
async function journey(index: number): Promise<void> {
  const userId = randomUUID();
  const missing = index % 7 === 0;
  const opened = await openApplication(
    userId,
    {
      taxYears: [index % 2 ? '2023' : '2024'],
      ...(missing ? { hasAll1042s: false, missingForms: [{ id: 'm1' }, { id: 'm2' }] } : {}),
    } as never,
    0,
  );
  if (!opened) throw new Error('The claim was not opened');
  if (index % 10 === 0) return;
  let claim = saved(
    await updateApplication(userId, opened.applicationId, opened.version, { status: 'ready_for_payment' }),
  );
  if (index % 10 === 1) return;

  const first = await pay(claim, 'fee');
  expect(first.outcome).toBe('completed');
  if (index % 5 === 2) {
    // Paid twice: the second payment finds the claim no longer waiting, and its money goes back.
    const second = await pay(claim, 'fee');
    expect(second.outcome).toBe('claim_not_awaiting_payment');
    const at = new Date().toISOString();
    await recordRefund({
      onceKey: `evt_${randomUUID()}`,
      payment: second.payment,
      reason: 'already_paid',
      refundId: `re_${index}`,
      at,
    });
  }
  claim = (await getApplication(userId, claim.applicationId))!;
  if (index % 5 === 3) {
    claim = saved(await updateApplication(userId, claim.applicationId, claim.version, { status: 'reopened' }));
    claim = saved(await updateApplication(userId, claim.applicationId, claim.version, { status: 'awaiting_balance' }));
    if (index % 3 === 0) expect((await pay(claim, 'balance', 5_000)).outcome).toBe('completed');
  }
  if (index % 5 === 4) {
    const sent = await writeVersioned(claim, { set: { formsSentDate: new Date().toISOString() } });
    if (index % 3 === 0 && sent.outcome === 'saved') {
      await writeVersioned(sent.application, { set: { irsSubmissionDate: new Date().toISOString() } });
    }
  }
  if (missing && index % 5 !== 3) {
    const now = new Date().toISOString();
    const recorded = await recordAuthorisation(
      {
        applicationId: claim.applicationId,
        userId,
        fullName: 'Test Person',
        signedOn: now.slice(0, 10),
        signedAt: now,
        ipAddress: '127.0.0.1',
        userAgent: 'vitest',
        forms: [
          { entryId: 'm1', casinoName: 'Casino A', date: '2024-05-01' },
          { entryId: 'm2', casinoName: 'Casino B', date: '2024-06-01' },
        ],
      },
      ['m1', 'm2'].map((entryId) => ({
        applicationId: claim.applicationId,
        entryId,
        userId,
        casinoName: `Casino ${entryId}`,
        sortDay: now.slice(0, 10),
      })),
      (await getApplication(userId, claim.applicationId))!.version,
    );
    expect(recorded).toBe('recorded');
    const [entry] = await claimRetrievals(claim.applicationId);
    const requested = await saveRetrieval(entry!, { ...entry!, status: 'requested', requestedAt: now });
    if (index % 2 === 0 && requested) await saveRetrieval(requested, { ...requested, status: 'received' });
  }
}

/** The figures counted straight from the stored items (a scan, in the test only). */
async function countedFromItems(weeks: string[]) {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({ TableName: process.env.TABLE_NAME, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const of = (entity: string) => items.filter((item) => item.__edb_e__ === entity);

  const stageTotals = Object.fromEntries(SEASON_STAGES.map((stage) => [stage, 0])) as Record<string, number>;
  const weekStages = new Map(weeks.map((week) => [week, { ...stageTotals }]));
  let formsMissing = 0;
  const deadlineYears: number[] = [];
  for (const claim of of('application')) {
    if (isUntouchedDraft(claim)) continue;
    const stage = displayedStatus(claim as never);
    stageTotals[stage]! += 1;
    const week = weekStages.get(weekOf(stageSince(claim as never)) ?? '');
    if (week) week[stage]! += 1;
    if (claim.paymentCompletedDate && claim.hasAll1042s === false)
      formsMissing += (claim.missingForms as unknown[]).length;
    deadlineYears.push(...yearsAwaitingFiling(claim as never));
  }
  const payments = of('payment');
  const money = (kind: 'fee' | 'balance') =>
    payments
      .filter((payment) => ['paid', 'refunded'].includes(String(payment.status)) && (payment.kind ?? 'fee') === kind)
      .reduce((sum, payment) => sum + Number(payment.amountCents), 0);
  const retrievals = of('retrieval');
  return {
    stageTotals,
    weekStages: weeks.map((week) => weekStages.get(week)),
    money: {
      paidCents: money('fee'),
      balancePaidCents: money('balance'),
      refundedCents: payments
        .filter((payment) => payment.status === 'refunded')
        .reduce((sum, payment) => sum + Number(payment.amountCents), 0),
    },
    funnel: {
      formsMissing,
      formsAuthorised: of('authorisation').reduce(
        (sum, item) => sum + (Array.isArray(item.forms) ? item.forms.length : 0),
        0,
      ),
      lettersSent: retrievals.filter((item) => item.requestedAt).length,
      copiesReceived: retrievals.filter((item) => item.status === 'received').length,
      formsNotAvailable: retrievals.filter((item) => item.status === 'not_available').length,
    },
    deadlineYears,
  };
}

const shownFigures = (view: SeasonView) => ({
  stageTotals: view.stageTotals,
  weekStages: view.weeks.map((week) => week.stages),
  money: view.money,
  funnel: view.funnel,
});

/** The stored aggregates, zero counters left out (an ADD that came back to zero, which a recount does not write). */
const storedAggregates = async () =>
  Object.fromEntries(
    [...(await seasonItems())]
      .map(([key, item]) => [key, Object.fromEntries(Object.entries(item).filter(([, value]) => value !== 0))] as const)
      .filter(([, item]) => Object.keys(item).length > 2)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

describe('the season view', () => {
  it('is for staff only', async () => {
    expect((await invoke('getSeasonView', { caller: newCaller() })).status).toBe(403);
    expect((await invoke('getSeasonView', {})).status).toBe(401);
  });

  it('reads one item and two bounded pages of aggregates, never scanning, whatever the table holds', async () => {
    const spy = mockClient(documentClient());
    spy.send.callThrough();
    try {
      await season();
      expect(spy.commandCalls(ScanCommand)).toHaveLength(0);
      expect(spy.commandCalls(GetCommand)).toHaveLength(1);
      const queries = spy.commandCalls(QueryCommand).map((call) => call.args[0].input);
      expect(queries.map((query) => query.Limit)).toEqual([SEASON.weeks, SEASON.deadlineListLimit]);
      expect(spy.calls()).toHaveLength(3);
    } finally {
      spy.restore();
    }
  });

  it('keeps its aggregates equal to the stored items through a burst of 200 journeys (50 at once), and the recount rebuilds them', async () => {
    // 200 journeys in flight 50 at a time: a burst the stream sees interleaved, without opening 200 sockets at
    // once to DynamoDB Local (which then refuses connections on a busy machine).
    let next = 0;
    const runner = async () => {
      while (next < 200) await journey(next++);
    };
    await Promise.all(Array.from({ length: 50 }, runner));

    const weeks = (await season()).weeks.map((week) => week.weekStart);
    const expected = await countedFromItems(weeks);
    expect(expected.money.refundedCents).toBeGreaterThan(0);
    expect(expected.money.balancePaidCents).toBeGreaterThan(0);
    expect(expected.funnel.copiesReceived).toBeGreaterThan(0);
    const { deadlineYears: _, ...figures } = expected;
    // The stream processor applies the burst a moment later.
    await expect.poll(async () => shownFigures(await season()), { timeout: 150_000, interval: 500 }).toEqual(figures);

    const kept = await storedAggregates();
    const shown = await season();
    await recountStats();
    expect(await storedAggregates()).toEqual(kept);
    expect({ ...(await season()), generatedAt: shown.generatedAt }).toEqual(shown);
  }, 240_000);

  it('lists the claims whose deadline is near and not filed, nearest first, with their count', async () => {
    const counted = await countedFromItems([]);
    const deadline = claimDeadlineDay(2024);
    // Three weeks before the 2024 claims' deadline, the 2023 ones' is past.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${deadline}T12:00:00Z`).getTime() - 21 * 86_400_000 });
    const view = await season();
    const near = counted.deadlineYears.filter((year) => year === 2024).length;
    expect(near).toBeGreaterThan(0);
    expect(view.deadlines.total).toBe(near);
    expect(view.deadlines.items.length).toBe(Math.min(near, 50));
    expect(view.deadlines.items.every((row) => row.taxYear === 2024 && row.daysLeft === 21)).toBe(true);
    expect(view.deadlines.items.every((row) => ['in_review', 'forms_sent', 'balance_due'].includes(row.stage))).toBe(
      true,
    );
  });
});
