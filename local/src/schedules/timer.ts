import { RETRIEVAL } from '@taxback/shared';

/**
 * The local stand-in for the EventBridge schedule: runs the follow-up check of missing-form requests
 * once at start and then every `RETRIEVAL.followUpCheckMinutes`, like the rule in AWS.
 */
export async function startScheduledHandlers(): Promise<{ stop: () => Promise<void> }> {
  const { handler } = await import('@taxback/functions/retrieval/follow-ups');
  const run = () => handler().catch((error: unknown) => console.error('Follow-up check failed', error));
  await run();
  const timer = setInterval(run, RETRIEVAL.followUpCheckMinutes * 60_000);
  timer.unref();
  return { stop: async () => clearInterval(timer) };
}
