import { Worker } from 'node:worker_threads';

export interface LoadTarget {
  name: string;
  method: 'GET' | 'PATCH';
  path: string;
  token: string;
  /**
   * Answer saves on one application from every client at once, as tabs racing each other would: each request
   * alternates the delivery preference and carries the newest version any answer has shown (a 409 carries the
   * current one), so conflicts come only from true races. Kept from one run to the next.
   */
  saves?: { version: number };
}

export interface LoadResult {
  route: string;
  connections: number;
  /** Null when no answer came back within the run. */
  p50Ms: number | null;
  p99Ms: number | null;
  requestsPerSecond: number;
  /** The handler's own time (the gateway's server-timing header). */
  handlerP50Ms?: number | null;
  handlerP99Ms?: number | null;
  /** The local gateway's own time (server-timing): from the request's arrival to its answer, less the handler's. */
  gatewayP50Ms?: number | null;
  gatewayP99Ms?: number | null;
  /** Per request, the round trip less the gateway's and the handler's time: waiting to be read, and transport. */
  restP50Ms?: number | null;
  restP99Ms?: number | null;
  /**
   * How busy the bench's main thread was during the run (0–1): it runs the local gateway and every handler, as
   * no Lambda instance runs more than one request at a time; near 1, requests wait on it, in "handler" and "rest".
   */
  stackThreadBusy?: number;
  /** Answers by status code, e.g. { "200": 5120, "409": 31 }. */
  statuses: Record<string, number>;
  errors: number;
}

/** One answer of a load run: its round trip and the gateway's server-timing. */
export interface LoadSample {
  totalMs: number;
  handlerMs: number | null;
  gatewayMs: number | null;
}

/** What load-worker.ts is given, and what it answers. */
export interface LoadJob {
  apiUrl: string;
  target: LoadTarget;
  connections: number;
  seconds: number;
}
export interface WorkerAnswer {
  samples: LoadSample[];
  latestVersion: number;
  requestsPerSecond: number;
  statuses: Record<string, number>;
  errors: number;
}

const durationOf = (header: string, name: string) => {
  const match = new RegExp(`${name};dur=([\\d.]+)`).exec(header);
  return match ? Number(match[1]) : null;
};

export const serverTiming = (headers: Record<string, unknown>) => {
  const header = String(headers['server-timing'] ?? '');
  return { handlerMs: durationOf(header, 'handler'), gatewayMs: durationOf(header, 'gateway') };
};

/** The body of one request of `target`: none for a read, an answer save at `version` for saves. */
export const requestBody = (target: LoadTarget, version: number, preference: 'mail' | 'email' = 'email') =>
  target.saves ? JSON.stringify({ version, answers: { formDeliveryPreference: preference } }) : undefined;

/** A saved answer carries the new version, a 409 the current one: the next save races with the newest seen. */
export function newestVersion(known: number, answerBody: string): number {
  const answer = JSON.parse(answerBody) as { version?: number; current?: { version?: number } };
  return Math.max(known, answer.version ?? answer.current?.version ?? 0);
}

/** Runs load-worker.ts in a thread of its own (with tsx's loader, which Node 20 does not pass on to workers). */
function inWorker(job: LoadJob): Promise<WorkerAnswer> {
  const entry = new URL('./load-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once('message', (answer: WorkerAnswer) => resolve(answer));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The load worker stopped (${code}) before answering`)));
  });
}

/** Loads one route of the API with `connections` concurrent clients for `seconds`. */
export async function load(apiUrl: string, target: LoadTarget, connections: number, seconds: number) {
  const idleBefore = performance.eventLoopUtilization();
  const answer = await inWorker({ apiUrl, target, connections, seconds });
  const stackThreadBusy = performance.eventLoopUtilization(idleBefore).utilization;
  if (target.saves) target.saves.version = Math.max(target.saves.version, answer.latestVersion);
  await requestOnce(apiUrl, target);
  const known = (values: (number | null)[]) => values.filter((value): value is number => value !== null);
  const totals = answer.samples.map((sample) => sample.totalMs);
  const timed = answer.samples.filter((sample) => sample.handlerMs !== null && sample.gatewayMs !== null);
  const [p50Ms, p99Ms] = percentilesOf(totals);
  const [handlerP50Ms, handlerP99Ms] = percentilesOf(known(answer.samples.map((sample) => sample.handlerMs)));
  const [gatewayP50Ms, gatewayP99Ms] = percentilesOf(known(answer.samples.map((sample) => sample.gatewayMs)));
  const [restP50Ms, restP99Ms] = percentilesOf(
    timed.map((sample) => sample.totalMs - sample.handlerMs! - sample.gatewayMs!),
  );
  return {
    route: target.name,
    connections,
    p50Ms,
    p99Ms,
    requestsPerSecond: answer.requestsPerSecond,
    handlerP50Ms,
    handlerP99Ms,
    gatewayP50Ms,
    gatewayP99Ms,
    restP50Ms,
    restP99Ms,
    stackThreadBusy,
    statuses: answer.statuses,
    errors: answer.errors,
  } satisfies LoadResult;
}

/** The value at `share` (0.5, 0.99) of ascending `sorted`. */
export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

/** The p50 and p99 of `values`, or nulls when there are none. */
function percentilesOf(values: number[]): [number | null, number | null] {
  if (values.length === 0) return [null, null];
  const sorted = [...values].sort((a, b) => a - b);
  return [percentile(sorted, 0.5), percentile(sorted, 0.99)];
}

/**
 * One request after another for `seconds` (3 at least), timed to the microsecond: what one request costs with
 * nothing queued in front of it (autocannon counts whole milliseconds, too coarse for sub-millisecond reads).
 */
export async function sequentialLoad(apiUrl: string, target: LoadTarget, seconds: number): Promise<LoadResult> {
  await requestOnce(apiUrl, target);
  const samples: number[] = [];
  const handlerTimes: number[] = [];
  const statuses: Record<string, number> = {};
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline || samples.length < 3) {
    const started = performance.now();
    const { status, handlerMs } = await requestOnce(apiUrl, target);
    samples.push(performance.now() - started);
    if (handlerMs !== null) handlerTimes.push(handlerMs);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const sorted = samples.sort((a, b) => a - b);
  const [handlerP50Ms, handlerP99Ms] = percentilesOf(handlerTimes);
  return {
    route: target.name,
    connections: 1,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    requestsPerSecond: Math.round(samples.length / seconds),
    handlerP50Ms,
    handlerP99Ms,
    statuses,
    errors: 0,
  };
}

/**
 * One request of the route, read to the end: its status and the handler's own time. After a run, it waits out
 * the requests still queued.
 */
async function requestOnce(apiUrl: string, target: LoadTarget) {
  const response = await fetch(`${apiUrl}${target.path}`, {
    method: target.method,
    headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
    body: target.saves && requestBody(target, target.saves.version),
    signal: AbortSignal.timeout(120_000),
  });
  const body = await response.text();
  if (target.saves) target.saves.version = newestVersion(target.saves.version, body);
  return { status: response.status, handlerMs: serverTiming(Object.fromEntries(response.headers)).handlerMs };
}
