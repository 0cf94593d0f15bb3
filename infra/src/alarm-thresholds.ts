import { Duration } from 'aws-cdk-lib';

/** One alarm's trigger: the value, over how many 5-minute periods, and why that value. */
export interface Threshold {
  value: number;
  /** Consecutive periods the value must be breached before the alarm fires. */
  periods: number;
  period: Duration;
  reason: string;
}

const fiveMinutes = Duration.minutes(5);

/**
 * Every alarm threshold of the stack, in one place, each with the reason it has this value. The
 * runbook (docs/runbook.md) says what to check first when each one fires.
 */
export const thresholds = {
  functionErrors: {
    value: 3,
    periods: 1,
    period: fiveMinutes,
    reason:
      'Handlers turn bad input into 4xx answers, so an invocation error is a bug or an outage; a few in 5 minutes ' +
      'rules out one cold-start hiccup while still paging within minutes.',
  },
  functionThrottles: {
    value: 1,
    periods: 1,
    period: fiveMinutes,
    reason: 'Any throttle means requests were refused by Lambda: the account concurrency limit is reached.',
  },
  /** A fraction of the function's timeout, not an absolute value. */
  functionDurationOfTimeout: {
    value: 0.8,
    periods: 2,
    period: fiveMinutes,
    reason:
      'p99 duration above 80 % of the timeout for 10 minutes: the slowest requests are about to be cut off, ' +
      'usually because a dependency slowed down.',
  },
  api5xxPercent: {
    value: 1,
    periods: 2,
    period: fiveMinutes,
    reason:
      'More than 1 % server errors for 10 minutes: customers see failures; bad input answers 4xx, so 5xx is ours.',
  },
  /** The 4xx rate counts only when the API had at least this many requests in the period. */
  apiMinimumRequests: {
    value: 20,
    periods: 1,
    period: fiveMinutes,
    reason: 'Rates over a handful of requests are noise (one signed-out visitor makes 100 % 4xx).',
  },
  api4xxPercent: {
    value: 25,
    periods: 2,
    period: fiveMinutes,
    reason:
      'Normal traffic stays well under a quarter 4xx (expired sessions, validation); a spike means a broken ' +
      'client release, a route mismatch after a deploy, or someone probing the API.',
  },
  apiLatencyP99Ms: {
    value: 3000,
    periods: 3,
    period: fiveMinutes,
    reason: 'The SPA feels broken beyond 3 s; 15 minutes of it is a trend, not one cold start.',
  },
  tableThrottles: {
    value: 1,
    periods: 1,
    period: fiveMinutes,
    reason: 'An on-demand table throttles only past its partition or account limits: requests are failing.',
  },
  tableSystemErrors: {
    value: 1,
    periods: 1,
    period: fiveMinutes,
    reason: 'DynamoDB itself failed requests (HTTP 500): check the AWS Health Dashboard.',
  },
  streamIteratorAgeMs: {
    value: 5 * 60 * 1000,
    periods: 2,
    period: fiveMinutes,
    reason:
      'Stream records older than 5 minutes: admin notifications and live updates lag, and at 24 hours records ' +
      'are dropped to the dead-letter queue.',
  },
  deadLetterMessages: {
    value: 1,
    periods: 1,
    period: fiveMinutes,
    reason: 'Every message in a dead-letter queue is a change that was never processed; none is expected.',
  },
  webhookFailures: {
    value: 1,
    periods: 1,
    period: fiveMinutes,
    reason: 'Stripe retries a failed webhook for 3 days, but a paid claim stays unpaid in the app until it succeeds.',
  },
  paymentsUnmatched: {
    value: 1,
    periods: 1,
    period: fiveMinutes,
    reason: 'Money was taken for a claim the app cannot find: needs a person, never expected.',
  },
  dependencyUnavailable: {
    value: 5,
    periods: 1,
    period: fiveMinutes,
    reason:
      'Requests answered 503 because a dependency timed out, refused or was overloaded past the retry budget; ' +
      'a few in 5 minutes is an outage.',
  },
  sesBounceRate: {
    value: 0.05,
    periods: 1,
    period: Duration.hours(1),
    reason: 'SES puts an account under review at a 5 % bounce rate and may pause sending at 10 %.',
  },
  sesComplaintRate: {
    value: 0.001,
    periods: 1,
    period: Duration.hours(1),
    reason: 'SES puts an account under review at a 0.1 % complaint rate and may pause sending at 0.5 %.',
  },
  wafBlockedRequests: {
    value: 500,
    periods: 1,
    period: fiveMinutes,
    reason: 'Far above the background of scanners: an attack or a rule blocking real customers.',
  },
  budgetPercents: {
    value: 80,
    periods: 1,
    period: Duration.days(30),
    reason: 'Monthly AWS Budget: an early warning at 80 % of the stage budget and another at 100 %.',
  },
} satisfies Record<string, Threshold>;
