import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  method: 'GET' | 'PATCH';
  path: string;
  token: string;
  /** A fresh body for each request. */
  body?: () => string;
  onResponse?: (status: number, body: string) => void;
}

export interface LoadResult {
  route: string;
  connections: number;
  /** Null when no answer came back within the run. */
  p50Ms: number | null;
  p99Ms: number | null;
  requestsPerSecond: number;
  /** The handler's own time (the gateway's server-timing header): the rest of p50/p99 is gateway and queue. */
  handlerP50Ms?: number | null;
  handlerP99Ms?: number | null;
  /** Answers by status code, e.g. { "200": 5120, "409": 31 }. */
  statuses: Record<string, number>;
  errors: number;
}

const handlerMsOf = (headers: Record<string, unknown>) => {
  const match = /handler;dur=([\d.]+)/.exec(String(headers['server-timing'] ?? ''));
  return match ? Number(match[1]) : null;
};

/** Loads one route of the API with `connections` concurrent clients for `seconds`. */
export async function load(apiUrl: string, target: LoadTarget, connections: number, seconds: number) {
  const handlerTimes: number[] = [];
  const result = await autocannon({
    url: apiUrl,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
    requests: [
      {
        method: target.method,
        path: target.path,
        ...(target.body ? { setupRequest: (request) => ({ ...request, body: target.body!() }) } : {}),
        onResponse: (status, body, _context, headers) => {
          const handlerMs = handlerMsOf(headers as Record<string, unknown>);
          if (handlerMs !== null) handlerTimes.push(handlerMs);
          target.onResponse?.(status, body);
        },
      },
    ],
  });
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'] > 0;
  await requestOnce(apiUrl, target);
  return {
    route: target.name,
    connections,
    p50Ms: answered ? result.latency.p50 : null,
    p99Ms: answered ? result.latency.p99 : null,
    requestsPerSecond: Math.round(result.requests.average),
    ...handlerPercentiles(handlerTimes),
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]),
    ),
    errors: result.errors,
  } satisfies LoadResult;
}

/** The value at `share` (0.5, 0.99) of ascending `sorted`. */
export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

function handlerPercentiles(times: number[]) {
  if (times.length === 0) return { handlerP50Ms: null, handlerP99Ms: null };
  const sorted = [...times].sort((a, b) => a - b);
  return { handlerP50Ms: percentile(sorted, 0.5), handlerP99Ms: percentile(sorted, 0.99) };
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
  return {
    route: target.name,
    connections: 1,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    requestsPerSecond: Math.round(samples.length / seconds),
    ...handlerPercentiles(handlerTimes),
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
    body: target.body?.(),
    signal: AbortSignal.timeout(120_000),
  });
  await response.arrayBuffer();
  return { status: response.status, handlerMs: handlerMsOf(Object.fromEntries(response.headers)) };
}

/**
 * Answer saves on one application from every client at once, as tabs racing each other would: each request
 * alternates the delivery preference and carries the newest version any answer has shown (a 409 carries the
 * current one), so conflicts come only from true races.
 */
export function answerSaves(name: string, path: string, token: string, version: number): LoadTarget {
  let latest = version;
  let flip = false;
  return {
    name,
    method: 'PATCH',
    path,
    token,
    body: () => {
      flip = !flip;
      return JSON.stringify({ version: latest, answers: { formDeliveryPreference: flip ? 'mail' : 'email' } });
    },
    onResponse: (_, body) => {
      const answer = JSON.parse(body) as { version?: number; current?: { version?: number } };
      latest = Math.max(latest, answer.version ?? answer.current?.version ?? 0);
    },
  };
}
