import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { newestVersion, requestBody, serverTiming, type LoadJob, type LoadSample, type WorkerAnswer } from './api-load';

/**
 * One autocannon run, in a thread of its own: the local stack's gateway and handlers run on the bench's main
 * thread, and the load generator's own work (building requests, parsing answers) must not wait in their queue
 * or make them wait in its own.
 */
const { apiUrl, target, connections, seconds } = workerData as LoadJob;
let latestVersion = target.saves?.version ?? 0;
let flip = false;
let timing: Omit<LoadSample, 'totalMs'> = { handlerMs: null, gatewayMs: null };
const samples: LoadSample[] = [];

const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const run = autocannon(
    {
      url: apiUrl,
      connections,
      duration: seconds,
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      requests: [
        {
          method: target.method,
          path: target.path,
          ...(target.saves
            ? {
                setupRequest: (request) => {
                  flip = !flip;
                  return { ...request, body: requestBody(target, latestVersion, flip ? 'mail' : 'email') };
                },
              }
            : {}),
          onResponse: (_status, body, _context, headers) => {
            timing = serverTiming(headers as Record<string, unknown>);
            if (target.saves) latestVersion = newestVersion(latestVersion, body);
          },
        },
      ],
    },
    (error, finished) => (error ? reject(error as Error) : resolve(finished)),
  );
  // autocannon reports a response's round trip right after its onResponse above, for the same response.
  run.on('response', (_client, _status, _bytes, totalMs) => samples.push({ totalMs, ...timing }));
});
parentPort!.postMessage({
  samples,
  latestVersion,
  requestsPerSecond: Math.round(samples.length / seconds),
  statuses: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]),
  ),
  errors: result.errors,
} satisfies WorkerAnswer);
