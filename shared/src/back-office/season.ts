import { DISPLAYED_STATUSES, displayedStatus, stageSince, type DisplayedStatus } from '../claim/next-action';
import type { ApplicationStatus } from '../claim/schemas';
import { isUntouchedDraft } from '../claim/timeline';
import { claimDeadlineDay } from '../claim/claim-years';
import { yearsAwaitingFiling } from '../claim/deadline-alerts';
import type { ItemChange, StoredImage } from '../notifications/activity';

/**
 * The season view's figures as aggregate items: what one stored item adds to them (its contribution), and how
 * a change of the item moves them (the contribution of the new image less that of the old one). The stream
 * processor applies the deltas; the recount adds up every item's contribution. Both read only the item's
 * images, so a recount rebuilds exactly what the deltas keep.
 */

/** Every stage a claim can be in, in the order a claim moves through them. */
export const SEASON_STAGES = DISPLAYED_STATUSES;
export type SeasonStage = (typeof SEASON_STAGES)[number];

export const SEASON_MONEY = ['paidCents', 'balancePaidCents', 'refundedCents'] as const;
export type SeasonMoney = (typeof SEASON_MONEY)[number];

/**
 * The steps of getting a missing Form 1042-S from a casino, counted in forms: missing on paid claims, covered by
 * the customer's signed authorisation (which opens one retrieval entry per form), asked for in a letter, received.
 */
export const RETRIEVAL_FUNNEL = ['formsMissing', 'formsAuthorised', 'lettersSent', 'copiesReceived'] as const;
/** Counted beside the funnel: forms a casino said it cannot provide. */
export const FORMS_NOT_AVAILABLE = 'formsNotAvailable';

/** The aggregate item holding the season's totals; the weeks' items are keyed `WEEK#<monday>`. */
export const SEASON_TOTALS_KEY = 'TOTALS';
export const weekKey = (monday: string) => `WEEK#${monday}`;

/** A counter's name on an aggregate item. */
export const stageCounter = (stage: DisplayedStatus) => `stage_${stage}`;
/** Per tax year, how many paid claims still wait to be filed (the deadlines list's count). */
export const awaitingFilingCounter = (year: number) => `awaiting_${year}`;

export type SeasonCounters = Record<string, number>;

/** A paid claim's year not yet filed: one row of the deadlines list once its deadline is near. */
export interface DeadlineWatch {
  applicationId: string;
  userId: string;
  taxYear: number;
  /** `YYYY-MM-DD`, the last day to file the year's claim. */
  deadlineDay: string;
  stage: DisplayedStatus;
}
/** The sort key of a deadline row: nearest deadline first, so the list is one range of keys. */
export const deadlineWatchKey = (watch: Pick<DeadlineWatch, 'deadlineDay' | 'applicationId' | 'taxYear'>) =>
  `DEADLINE#${watch.deadlineDay}#${watch.applicationId}#${watch.taxYear}`;

export interface SeasonContribution {
  /** Counter additions per aggregate item key. */
  counters: Record<string, SeasonCounters>;
  deadlines: DeadlineWatch[];
}

export interface SeasonDelta {
  counters: Record<string, SeasonCounters>;
  /** Deadline rows to write (new, or changed). */
  deadlinePuts: DeadlineWatch[];
  /** Deadline rows to delete, by key. */
  deadlineRemovals: string[];
}

const DAY_MS = 86_400_000;

/** The Monday (UTC) of the week an ISO timestamp falls in, `YYYY-MM-DD`; null for anything else. */
export function weekOf(iso: unknown): string | null {
  if (typeof iso !== 'string') return null;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const day = Math.floor(time / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
  const monday = day - ((day + 3) % 7);
  return new Date(monday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the `count` weeks up to the one of `now`, oldest first. */
export function seasonWeeks(now: Date, count: number): string[] {
  const last = Date.parse(`${weekOf(now.toISOString())}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(last - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function add(counters: Record<string, SeasonCounters>, key: string, counter: string, amount: number) {
  if (!amount) return;
  const item = (counters[key] ??= {});
  item[counter] = (item[counter] ?? 0) + amount;
}

function applicationContribution(image: StoredImage, into: SeasonContribution): void {
  if (typeof image.status !== 'string' || isUntouchedDraft(image)) return;
  const facts = {
    ...(image as unknown as Parameters<typeof stageSince>[0]),
    status: image.status as ApplicationStatus,
    formsToSign: null,
  };
  const stage = displayedStatus(facts);
  add(into.counters, SEASON_TOTALS_KEY, stageCounter(stage), 1);
  const week = weekOf(stageSince(facts));
  if (week) add(into.counters, weekKey(week), stageCounter(stage), 1);

  if (text(image.paymentCompletedDate) && image.hasAll1042s === false) {
    const missing = Array.isArray(image.missingForms) ? image.missingForms.length : Number(image.numMissing1042s ?? 0);
    add(into.counters, SEASON_TOTALS_KEY, 'formsMissing', Number.isFinite(missing) ? missing : 0);
  }

  const applicationId = text(image.applicationId);
  const userId = text(image.userId);
  if (!applicationId || !userId) return;
  const years = yearsAwaitingFiling({
    status: image.status as ApplicationStatus,
    taxYears: Array.isArray(image.taxYears) ? (image.taxYears as string[]) : null,
    paymentCompletedDate: text(image.paymentCompletedDate),
    irsSubmissionDate: text(image.irsSubmissionDate),
  });
  for (const taxYear of new Set(years)) {
    add(into.counters, SEASON_TOTALS_KEY, awaitingFilingCounter(taxYear), 1);
    into.deadlines.push({ applicationId, userId, taxYear, deadlineDay: claimDeadlineDay(taxYear), stage });
  }
}

function paymentContribution(image: StoredImage, into: SeasonContribution): void {
  const amount = typeof image.amountCents === 'number' ? image.amountCents : 0;
  const paidWeek = weekOf(image.paidAt);
  if ((image.status === 'paid' || image.status === 'refunded') && paidWeek) {
    const counter: SeasonMoney = image.kind === 'balance' ? 'balancePaidCents' : 'paidCents';
    add(into.counters, SEASON_TOTALS_KEY, counter, amount);
    add(into.counters, weekKey(paidWeek), counter, amount);
  }
  const refundWeek = weekOf(image.refundedAt);
  if (image.status === 'refunded' && refundWeek) {
    add(into.counters, SEASON_TOTALS_KEY, 'refundedCents', amount);
    add(into.counters, weekKey(refundWeek), 'refundedCents', amount);
  }
}

function retrievalContribution(image: StoredImage, into: SeasonContribution): void {
  if (text(image.requestedAt)) add(into.counters, SEASON_TOTALS_KEY, 'lettersSent', 1);
  if (image.status === 'received') add(into.counters, SEASON_TOTALS_KEY, 'copiesReceived', 1);
  if (image.status === 'not_available') add(into.counters, SEASON_TOTALS_KEY, FORMS_NOT_AVAILABLE, 1);
}

/** What one stored item adds to the season's aggregates. */
export function seasonContribution(entity: string, image: StoredImage | undefined): SeasonContribution {
  const contribution: SeasonContribution = { counters: {}, deadlines: [] };
  if (!image) return contribution;
  if (entity === 'application') applicationContribution(image, contribution);
  if (entity === 'payment') paymentContribution(image, contribution);
  if (entity === 'retrieval') retrievalContribution(image, contribution);
  if (entity === 'authorisation' && Array.isArray(image.forms)) {
    add(contribution.counters, SEASON_TOTALS_KEY, 'formsAuthorised', image.forms.length);
  }
  return contribution;
}

/** Adds one contribution into running totals (the recount), in place. */
export function addContribution(totals: SeasonContribution, contribution: SeasonContribution, sign = 1): void {
  for (const [key, counters] of Object.entries(contribution.counters)) {
    for (const [counter, amount] of Object.entries(counters)) add(totals.counters, key, counter, sign * amount);
  }
  totals.deadlines.push(...contribution.deadlines);
}

/** How a change of one item moves the season's aggregates; empty when it moves nothing. */
export function seasonDeltas({ entity, before, after }: ItemChange): SeasonDelta {
  const old = seasonContribution(entity, before);
  const next = seasonContribution(entity, after);
  const counters: Record<string, SeasonCounters> = {};
  addContribution({ counters, deadlines: [] }, next);
  addContribution({ counters, deadlines: [] }, old, -1);
  for (const [key, item] of Object.entries(counters)) {
    for (const [counter, amount] of Object.entries(item)) if (amount === 0) delete item[counter];
    if (Object.keys(item).length === 0) delete counters[key];
  }
  const oldRows = new Map(old.deadlines.map((row) => [deadlineWatchKey(row), row]));
  const nextKeys = new Set(next.deadlines.map(deadlineWatchKey));
  return {
    counters,
    deadlinePuts: next.deadlines.filter((row) => {
      const was = oldRows.get(deadlineWatchKey(row));
      return !was || was.stage !== row.stage || was.userId !== row.userId;
    }),
    deadlineRemovals: [...oldRows.keys()].filter((key) => !nextKeys.has(key)),
  };
}

export const isEmptySeasonDelta = (delta: SeasonDelta) =>
  !Object.keys(delta.counters).length && !delta.deadlinePuts.length && !delta.deadlineRemovals.length;
