import { RETRIEVAL } from '../constants';

/** Where the retrieval of one missing Form 1042-S stands. */
export const RETRIEVAL_STATUSES = ['to_request', 'requested', 'follow_up_due', 'received', 'not_available'] as const;
export type RetrievalStatus = (typeof RETRIEVAL_STATUSES)[number];

export const SEND_CHANNELS = ['email', 'fax', 'mail'] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];

/** What can happen to a retrieval entry; `at` is an ISO timestamp. */
export type RetrievalEvent =
  | { type: 'sent'; at: string; answerDays: number; channel: SendChannel; letterId: string }
  | { type: 'follow_up_fell_due'; at: string }
  | { type: 'received'; at: string; documentId: string }
  | { type: 'not_available'; at: string; note?: string }
  | { type: 'reopened'; at: string };

export interface RetrievalHistoryEntry {
  at: string;
  event: RetrievalEvent['type'];
  from: RetrievalStatus;
  to: RetrievalStatus;
  by: string;
  note?: string;
}

/** The state the transitions read and write. */
export interface RetrievalState {
  status: RetrievalStatus;
  /** YYYY-MM-DD; set while the casino's answer is awaited. */
  followUpOn?: string;
  requestedAt?: string;
  channel?: SendChannel;
  letterId?: string;
  documentId?: string;
  history: RetrievalHistoryEntry[];
}

/** Which statuses each event may start from. Received and not-available close the entry. */
export const RETRIEVAL_TRANSITIONS: Record<
  RetrievalEvent['type'],
  { from: readonly RetrievalStatus[]; to: RetrievalStatus }
> = {
  sent: { from: ['to_request', 'requested', 'follow_up_due'], to: 'requested' },
  follow_up_fell_due: { from: ['requested'], to: 'follow_up_due' },
  received: { from: ['requested', 'follow_up_due'], to: 'received' },
  not_available: { from: ['to_request', 'requested', 'follow_up_due'], to: 'not_available' },
  reopened: { from: ['not_available'], to: 'to_request' },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day a casino's answer is due: the sending day (UTC) plus its typical answer time in calendar days. */
export function followUpDate(sentAt: string, answerDays: number | null | undefined): string {
  const days =
    answerDays !== null && answerDays !== undefined && Number.isInteger(answerDays) && answerDays > 0
      ? Math.min(answerDays, RETRIEVAL.maxAnswerDays)
      : RETRIEVAL.defaultAnswerDays;
  const start = Date.parse(`${sentAt.slice(0, 10)}T00:00:00Z`);
  return new Date(start + days * DAY_MS).toISOString().slice(0, 10);
}

/** True once the follow-up day has come (on the day itself, in UTC). */
export const isFollowUpDue = (state: Pick<RetrievalState, 'status' | 'followUpOn'>, now: string): boolean =>
  state.status === 'requested' && !!state.followUpOn && now.slice(0, 10) >= state.followUpOn;

export type TransitionResult<S extends RetrievalState> =
  { ok: true; state: S } | { ok: false; reason: 'illegal' | 'not_due' };

/**
 * Applies one event to an entry: the new status, the dates that follow from it and a line of history.
 * An event the current status does not allow is refused, never half-applied.
 */
export function applyRetrievalEvent<S extends RetrievalState>(
  state: S,
  event: RetrievalEvent,
  by: string,
): TransitionResult<S> {
  const rule = RETRIEVAL_TRANSITIONS[event.type];
  if (!rule.from.includes(state.status)) return { ok: false, reason: 'illegal' };
  if (event.type === 'follow_up_fell_due' && !isFollowUpDue(state, event.at)) return { ok: false, reason: 'not_due' };

  const next: S = { ...state, status: rule.to };
  switch (event.type) {
    case 'sent':
      next.requestedAt = event.at;
      next.channel = event.channel;
      next.letterId = event.letterId;
      next.followUpOn = followUpDate(event.at, event.answerDays);
      break;
    case 'received':
      next.documentId = event.documentId;
      delete next.followUpOn;
      break;
    case 'not_available':
    case 'reopened':
      delete next.followUpOn;
      break;
    case 'follow_up_fell_due':
      break;
  }
  const note = event.type === 'not_available' ? event.note : event.type === 'sent' ? event.channel : undefined;
  const line: RetrievalHistoryEntry = {
    at: event.at,
    event: event.type,
    from: state.status,
    to: rule.to,
    by,
    ...(note ? { note } : {}),
  };
  next.history = [...state.history, line].slice(-RETRIEVAL.historyLimit);
  return { ok: true, state: next };
}
