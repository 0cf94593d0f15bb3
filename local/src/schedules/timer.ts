import { RETRIEVAL } from '@taxback/shared';
import { loadLambdaHandler } from '../gateway/function-loader';

/**
 * The local stand-in for the EventBridge schedule: runs the follow-up check of missing-form requests
 * once at start and then every `RETRIEVAL.followUpCheckMinutes`, like the rule in AWS.
 */
export async function startScheduledHandlers(): Promise<{ stop: () => Promise<void> }> {
  // From its bundle when the stack runs the bundles (`npm start -- --bundled`, `npm test`).
  const handler = await loadLambdaHandler<() => Promise<unknown>>('retrieval/follow-ups');
  const run = () => handler().catch((error: unknown) => console.error('Follow-up check failed', error));
  await run();
  const timer = setInterval(run, RETRIEVAL.followUpCheckMinutes * 60_000);
  timer.unref();
  return { stop: async () => clearInterval(timer) };
}
