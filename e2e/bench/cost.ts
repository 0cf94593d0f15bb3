import diagnostics from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { LAMBDA_MEMORY_MB } from '../../infra/src/lambda-memory';
import { onInvocation, type Invocation } from '../../local/src/gateway/function-loader';
import type { LocalStack } from '../../local/src/stack';
import { api, createCustomer, finishedApplication } from '../src/customers';

/**
 * AWS list prices in USD (on-demand, no free tier), the one table the cost figures use. us-east-1 prices
 * as published on the AWS pricing pages in 2026; ca-central-1, where the stack runs, lists the same Lambda
 * and API Gateway prices and DynamoDB about 10% higher. Check them before using a figure for a budget.
 */
export const AWS_PRICES = {
  /** Lambda on Arm (Graviton), per GB-second of billed duration (rounded up to 1 ms). */
  lambdaGbSecond: 0.0000133334,
  lambdaRequest: 0.2 / 1e6,
  /** API Gateway HTTP API, per request (first 300 million a month). */
  httpApiRequest: 1.0 / 1e6,
  /** CloudFront in front of the API (one origin), HTTPS requests in Canada and the US. */
  cloudFrontRequest: 0.01 / 1e4,
  /** DynamoDB on-demand: one write request unit (1 KB) and one read request unit (4 KB strongly consistent). */
  dynamoWriteUnit: 0.625 / 1e6,
  dynamoReadUnit: 0.125 / 1e6,
  /** S3 Standard requests: PUT, COPY, POST and LIST; GET and HEAD. */
  s3Write: 0.005 / 1e3,
  s3Read: 0.0004 / 1e3,
  /** SES outbound mail, per message. */
  sesMessage: 0.1 / 1e3,
  /** Cognito Essentials, per monthly active user beyond the free 10,000. */
  cognitoMonthlyActiveUser: 0.015,
} as const;

/** Claims in a season, for the cost table and the pool reads of the revocation check. */
export const SEASON_CLAIMS = 10_000;

export { LAMBDA_MEMORY_MB };

/** The memory sizes the bench prices the journey at, to choose from (`chooseMemory`). */
export const LAMBDA_MEMORY_OPTIONS_MB = [256, 512, 1024, 1769, 2048, 3008] as const;

/** Lambda gives a function CPU in proportion to its memory, one vCPU at 1,769 MB; a Node handler uses one thread. */
export const LAMBDA_ONE_VCPU_MB = 1769;

/**
 * How much longer a handler call would run at `memoryMb` than it did here, on one whole core: its CPU time is
 * stretched by the share of a vCPU that memory buys, its waits (DynamoDB, S3, SES) are not. Local waits stand in for
 * AWS's, and this machine's core for a Graviton vCPU.
 */
export function durationAt(invocation: Pick<Invocation, 'milliseconds' | 'cpuMilliseconds'>, memoryMb: number): number {
  const cpu = Math.min(invocation.cpuMilliseconds, invocation.milliseconds);
  const waits = invocation.milliseconds - cpu;
  return (cpu * LAMBDA_ONE_VCPU_MB) / Math.min(memoryMb, LAMBDA_ONE_VCPU_MB) + waits;
}

/** Lambda's GB-seconds for these calls at `memoryMb`: each call billed by the millisecond, rounded up. */
export const gbSecondsAt = (invocations: readonly Invocation[], memoryMb: number) =>
  invocations.reduce((total, call) => total + (Math.ceil(durationAt(call, memoryMb)) / 1000) * (memoryMb / 1024), 0);

/** Within this share of what a claim costs at the cheapest size, a faster size is worth its price. */
export const MEMORY_COST_TOLERANCE = 0.01;

export interface MemoryOption {
  memoryMb: number;
  /** Lambda compute of one claim, USD. */
  computeUsd: number;
  /** All of one claim, USD: its Lambda compute at this size and the rest, which memory does not change. */
  claimUsd: number;
  /** The median API call's duration at this size, ms. */
  medianApiMs: number;
}

/**
 * What one claim's handler calls cost and take at each size of LAMBDA_MEMORY_OPTIONS_MB; `otherClaimUsd` is what
 * the claim costs apart from Lambda compute.
 */
export function memoryOptions(invocations: readonly Invocation[], otherClaimUsd: number): MemoryOption[] {
  const api = invocations.filter((call) => call.route);
  return LAMBDA_MEMORY_OPTIONS_MB.map((memoryMb) => {
    const durations = api.map((call) => durationAt(call, memoryMb)).sort((a, b) => a - b);
    const computeUsd = gbSecondsAt(invocations, memoryMb) * AWS_PRICES.lambdaGbSecond;
    return {
      memoryMb,
      computeUsd,
      claimUsd: otherClaimUsd + computeUsd,
      medianApiMs: durations[Math.floor(durations.length / 2)] ?? 0,
    };
  });
}

/**
 * Faster and cheaper beats smaller: the fastest size whose claim costs within MEMORY_COST_TOLERANCE of the claim
 * at the cheapest size (past one vCPU a size is no faster, so the smallest of equally fast sizes).
 */
export function chooseMemory(options: readonly MemoryOption[]): MemoryOption {
  const cheapest = Math.min(...options.map((option) => option.claimUsd));
  const affordable = options.filter((option) => option.claimUsd <= cheapest * (1 + MEMORY_COST_TOLERANCE));
  return affordable.reduce((best, option) =>
    option.medianApiMs < best.medianApiMs ||
    (option.medianApiMs === best.medianApiMs && option.claimUsd < best.claimUsd)
      ? option
      : best,
  );
}

type Service = 'dynamodb-read' | 'dynamodb-write' | 's3-read' | 's3-write' | 'ses' | 'other';

interface AwsCall {
  service: Service;
  /** Read or write request units, estimated from the request (writes) or answer (reads) size. */
  units: number;
}

const DYNAMO_WRITES = /\.(PutItem|UpdateItem|DeleteItem|BatchWriteItem|TransactWriteItems)$/;
const DYNAMO_READS = /\.(GetItem|Query|Scan|BatchGetItem|TransactGetItems)$/;

/** What one SDK call of a handler is, from the request line and headers (the local endpoints speak plain HTTP). */
function classify(request: ClientRequest, response: IncomingMessage): AwsCall | null {
  const target = String(request.getHeader('x-amz-target') ?? '');
  const sentBytes = Number(request.getHeader('content-length') ?? 0);
  const answerBytes = Number(response.headers['content-length'] ?? 0);
  if (target.startsWith('DynamoDB_')) {
    // A transactional write costs two units per KB; writes are counted by the size sent, reads by the answer.
    if (DYNAMO_WRITES.test(target)) {
      const perKb = target.endsWith('TransactWriteItems') ? 2 : 1;
      return { service: 'dynamodb-write', units: perKb * Math.max(1, Math.ceil(sentBytes / 1024)) };
    }
    if (DYNAMO_READS.test(target)) {
      // Eventually consistent (ElectroDB's default): half a unit per 4 KB.
      return { service: 'dynamodb-read', units: Math.max(0.5, Math.ceil(answerBytes / 4096) / 2) };
    }
    return { service: 'other', units: 0 };
  }
  // Stream reads by a Lambda trigger are free; Cognito is priced per active user, not per call.
  if (target) return null;
  if (request.path.startsWith('/v2/email/outbound-emails')) return { service: 'ses', units: 1 };
  if (request.getHeader('x-amz-content-sha256') !== undefined || /X-Amz-Signature/.test(request.path)) {
    const write = ['PUT', 'POST', 'COPY'].includes(request.method);
    return { service: write ? 's3-write' : 's3-read', units: 1 };
  }
  return null;
}

export interface Journey {
  /** Requests per route (`PATCH /applications/{id}`) and their median handler time. */
  routes: { route: string; requests: number; medianMs: number }[];
  invocations: Invocation[];
  calls: AwsCall[];
}

/**
 * One customer's way through the product, counted: every handler call (API routes, stream batches, the
 * WebSocket and scheduled handlers) with its duration, and every AWS call the handlers make. The journey:
 * sign-up, the profile, an application answered and finished, and the account visits a customer makes
 * over a season (each opening of the account reads the person, the profile, the claim and the thread).
 */
export async function meterJourney(stack: LocalStack, accountVisits = 12): Promise<Journey> {
  const customer = await createCustomer('Cost', stack);
  const invocations: Invocation[] = [];
  const calls: AwsCall[] = [];
  const stopInvocations = onInvocation((invocation) => invocations.push(invocation));
  const onResponse = (message: unknown) => {
    const { request, response } = message as { request: ClientRequest; response: IncomingMessage };
    const call = classify(request, response);
    if (call) calls.push(call);
  };
  diagnostics.subscribe('http.client.response.finish', onResponse);
  try {
    const applicationId = await finishedApplication(customer);
    for (let visit = 0; visit < accountVisits; visit += 1) {
      await api(customer, 'GET', '/me');
      await api(customer, 'GET', '/profile');
      await api(customer, 'GET', '/applications/current');
      await api(customer, 'GET', `/applications/${applicationId}`);
    }
    // The stream processor runs behind the writes: give it time to take the last ones.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  } finally {
    stopInvocations();
    diagnostics.unsubscribe('http.client.response.finish', onResponse);
  }
  const byEntry = new Map<string, number[]>();
  for (const invocation of invocations) {
    const name = invocation.route ?? invocation.entry;
    byEntry.set(name, [...(byEntry.get(name) ?? []), invocation.milliseconds]);
  }
  const routes = [...byEntry].map(([route, durations]) => ({
    route,
    requests: durations.length,
    medianMs: [...durations].sort((a, b) => a - b)[Math.floor(durations.length / 2)]!,
  }));
  return { routes, invocations, calls };
}

/** The cost of one journey, by part, priced from AWS_PRICES; `claims` journeys cost that many times as much. */
export function priceJourney(journey: Journey) {
  const p = AWS_PRICES;
  const apiRequests = journey.invocations.filter((call) => call.route).length;
  const gbSeconds = gbSecondsAt(journey.invocations, LAMBDA_MEMORY_MB);
  const lambdaComputeUsd = gbSeconds * p.lambdaGbSecond;
  const units = (service: Service) =>
    journey.calls.filter((call) => call.service === service).reduce((total, call) => total + call.units, 0);
  const count = (service: Service) => journey.calls.filter((call) => call.service === service).length;
  const streamRecords = journey.invocations.reduce((total, call) => total + (call.records ?? 0), 0);
  const parts = [
    { part: 'Lambda compute', quantity: `${gbSeconds.toFixed(2)} GB-s`, usd: lambdaComputeUsd },
    {
      part: 'Lambda requests',
      quantity: `${journey.invocations.length} calls`,
      usd: journey.invocations.length * p.lambdaRequest,
    },
    {
      part: 'API Gateway + CloudFront requests',
      quantity: `${apiRequests} requests`,
      usd: apiRequests * (p.httpApiRequest + p.cloudFrontRequest),
    },
    {
      part: 'DynamoDB writes',
      quantity: `${units('dynamodb-write')} WRU (${count('dynamodb-write')} calls, ${streamRecords} stream records)`,
      usd: units('dynamodb-write') * p.dynamoWriteUnit,
    },
    {
      part: 'DynamoDB reads',
      quantity: `${units('dynamodb-read')} RRU (${count('dynamodb-read')} calls)`,
      usd: units('dynamodb-read') * p.dynamoReadUnit,
    },
    {
      part: 'S3 requests',
      quantity: `${count('s3-write')} writes, ${count('s3-read')} reads`,
      usd: count('s3-write') * p.s3Write + count('s3-read') * p.s3Read,
    },
    { part: 'SES mail', quantity: `${count('ses')} messages`, usd: count('ses') * p.sesMessage },
    { part: 'Cognito (beyond 10,000 MAU)', quantity: '1 active user', usd: p.cognitoMonthlyActiveUser },
  ];
  const total = parts.reduce((sum, part) => sum + part.usd, 0);
  const ranked = [...parts].sort((a, b) => b.usd - a.usd);
  // Cognito costs nothing under 10,000 active users a month: what dominates the usage-priced rest.
  const usage = ranked.filter((part) => !part.part.startsWith('Cognito'));
  return {
    parts,
    total,
    lambdaComputeUsd,
    dominant: ranked[0]!,
    dominantUsage: usage[0]!,
    usageTotal: total - ranked.find((part) => part.part.startsWith('Cognito'))!.usd,
  };
}

/** USD with enough digits for a fraction of a cent. */
export const usd = (value: number) => (value >= 1 ? `$${value.toFixed(2)}` : `$${value.toPrecision(3)}`);
