import { CLAIM_DEADLINE, RETRIEVAL } from '@taxback/shared';
import { loadLambdaHandler } from '../gateway/function-loader';

/** Runs a scheduled handler once at start and then every `minutes`, like its EventBridge rule in AWS. */
async function every(entry: string, minutes: number, failure: string): Promise<() => void> {
  // From its bundle when the stack runs the bundles (`npm start -- --bundled`, `npm test`).
  const handler = await loadLambdaHandler<() => Promise<unknown>>(entry);
  const run = () => handler().catch((error: unknown) => console.error(failure, error));
  await run();
  const timer = setInterval(run, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The local stand-in for the EventBridge schedules: the follow-up check of missing-form requests (every
 * `RETRIEVAL.followUpCheckMinutes`) and the daily deadline alert of paid claims.
 */
export async function startScheduledHandlers(): Promise<{ stop: () => Promise<void> }> {
  const stops = [
    await every('retrieval/follow-ups', RETRIEVAL.followUpCheckMinutes, 'Follow-up check failed'),
    await every('jobs/deadline-alerts', CLAIM_DEADLINE.alertCheckHours * 60, 'Deadline alert check failed'),
  ];
  return { stop: async () => stops.forEach((stop) => stop()) };
}
