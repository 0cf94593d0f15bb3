import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_ENTRY_FILE } from '../../../infra/src/lambda-bundling';

/** Set by `npm start -- --bundled` (and the bench): the folder of the bundles CDK would deploy. */
export const BUNDLES_DIR_VARIABLE = 'TAXBACK_BUNDLES_DIR';

/** One call of a Lambda handler: its entry (`claim/handler`), the API route it served, how long it ran, and the records of a stream batch. */
export interface Invocation {
  entry: string;
  route?: string;
  milliseconds: number;
  /** The process's CPU time meanwhile (user and system): the handler's own while calls do not overlap. */
  cpuMilliseconds: number;
  records?: number;
}

const meters = new Set<(invocation: Invocation) => void>();

/** Tells `listener` of every handler call from now on (the bench's cost meter); returns the way to stop. */
export function onInvocation(listener: (invocation: Invocation) => void): () => void {
  meters.add(listener);
  return () => meters.delete(listener);
}

/**
 * The `handler` export of a Lambda entry (`claim/handler`, `realtime/connect`): from its bundle when the
 * stack runs the bundles (see bundles.ts), else from the TypeScript sources. Each call is timed for the
 * listeners of `onInvocation`, as Lambda bills it.
 */
export async function loadLambdaHandler<T>(entry: string): Promise<T> {
  const bundles = process.env[BUNDLES_DIR_VARIABLE];
  const module = (await (bundles
    ? import(pathToFileURL(path.join(bundles, entry, BUNDLE_ENTRY_FILE)).href)
    : import(`@taxback/functions/${entry}`))) as { handler: (...args: unknown[]) => Promise<unknown> };
  const timed = async (...args: unknown[]) => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    try {
      return await module.handler(...args);
    } finally {
      const event = args[0] as { Records?: unknown[]; routeKey?: string } | undefined;
      const records = event?.Records?.length;
      const cpu = process.cpuUsage(cpuBefore);
      const invocation = {
        entry,
        milliseconds: performance.now() - started,
        cpuMilliseconds: (cpu.user + cpu.system) / 1000,
        ...(event?.routeKey ? { route: event.routeKey } : {}),
        ...(records ? { records } : {}),
      };
      for (const meter of meters) meter(invocation);
    }
  };
  return timed as T;
}
