import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import path from 'node:path';
import type { ClientRequest } from 'node:http';
import { decodeJwt } from 'jose';
import { authTimeOf, callerFromClaims, type Caller } from '@taxback/functions/http/claims';
import { checkStanding } from '@taxback/functions/http/check-standing';
import { forgetStandings } from '@taxback/functions/http/standing';
import { SESSIONS } from '@taxback/shared';
import { repoRoot } from '../../local/src/settings';
import type { LocalStack } from '../../local/src/stack';
import { createCustomer, finishedApplication, signIn } from '../src/customers';
import { percentile, sequentialLoad, type LoadResult, type LoadTarget } from './api-load';
import { meterJourney } from './cost';

/** Standing checks timed per caller and cache setting. */
export const STANDING_CHECKS = 200;
const HANDLER_SECONDS = 3;

/**
 * Cognito's default request-rate quotas (docs.aws.amazon.com/cognito/latest/developerguide/quotas.html):
 * AdminGetUser is a UserRead operation, AdminListGroupsForUser a UserResourceRead one; both per account and
 * region, across every pool. Besides, each person may be read at most 10 times a second (not adjustable).
 */
export const COGNITO_QUOTAS = { userReadRps: 120, userResourceReadRps: 50, perUserReadRps: 10 } as const;

/**
 * Assumed, not measured: the season's busiest hour sees 1% of its claims (10,000 claims over a season of
 * about four months is 80 a day; a busy day five times that, a quarter of it in one hour).
 */
export const BUSIEST_HOUR_SHARE = 0.01;

/** The person reads of the pool (AdminGetUser) the season's claims make, overall and in the busiest hour. */
export function poolReadsOfSeason(readsPerClaim: number, seasonClaims: number, busiestHourShare: number) {
  const perSecondAtPeak = (seasonClaims * busiestHourShare * readsPerClaim) / 3600;
  return {
    perSeason: readsPerClaim * seasonClaims,
    perSecondAtPeak,
    shareOfQuotaAtPeak: perSecondAtPeak / COGNITO_QUOTAS.userReadRps,
  };
}

/** The prod stage's HTTP API throttle (cdk.json): no more requests a second reach the functions. */
function prodApiRateLimit(): number {
  const cdk = JSON.parse(fs.readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: { stages: { prod: { apiRateLimit: number } } };
  };
  return cdk.context.stages.prod.apiRateLimit;
}

/** The stack's handlers run in this process, from their bundles, and read the setting on every request. */
export const withCacheSeconds = async <T>(seconds: number, measure: () => Promise<T>): Promise<T> => {
  const before = process.env.IDENTITY_CACHE_SECONDS;
  process.env.IDENTITY_CACHE_SECONDS = String(seconds);
  forgetStandings();
  try {
    return await measure();
  } finally {
    if (before === undefined) delete process.env.IDENTITY_CACHE_SECONDS;
    else process.env.IDENTITY_CACHE_SECONDS = before;
  }
};

export interface CheckTimes {
  p50Ms: number;
  p99Ms: number;
}

/** `checkStanding` called `STANDING_CHECKS` times in a row (after one call that fills the cache when there is one). */
async function timeChecks(caller: Caller, authTime: number, level: 'user' | 'admin'): Promise<CheckTimes> {
  await checkStanding(caller, authTime, level);
  const samples: number[] = [];
  for (let call = 0; call < STANDING_CHECKS; call += 1) {
    const started = performance.now();
    await checkStanding(caller, authTime, level);
    samples.push(performance.now() - started);
  }
  const sorted = samples.sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
}

/** Calls to the pool while `run` runs, the handlers' and the journey's own sign-up, by operation (`AdminGetUser`). */
async function countPoolCalls(run: () => Promise<unknown>): Promise<Record<string, number>> {
  const calls: Record<string, number> = {};
  const onRequest = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    const target = String(request.getHeader('x-amz-target') ?? '');
    if (!target.startsWith('AWSCognitoIdentityProviderService.')) return;
    const operation = target.slice(target.indexOf('.') + 1);
    calls[operation] = (calls[operation] ?? 0) + 1;
  };
  diagnostics.subscribe('http.client.response.finish', onRequest);
  try {
    await run();
  } finally {
    diagnostics.unsubscribe('http.client.response.finish', onRequest);
  }
  return calls;
}

/** AdminGetUser calls of one customer's journey (the cost journey), and its API requests. */
async function journeyPoolReads(stack: LocalStack) {
  let apiRequests = 0;
  const calls = await countPoolCalls(async () => {
    const journey = await meterJourney(stack);
    apiRequests = journey.invocations.filter((invocation) => invocation.route).length;
  });
  return { apiRequests, adminGetUser: calls.AdminGetUser ?? 0 };
}

const callerOf = (token: string) => {
  const claims = decodeJwt(token) as Parameters<typeof callerFromClaims>[0];
  return { caller: callerFromClaims(claims)!, authTime: authTimeOf(claims) };
};

/**
 * What the per-request revocation check costs: `checkStanding` against cognito-local without a cache (the
 * local setting) and with the AWS one, for a customer and for staff (who are also read for their groups);
 * the handler time of two customer reads with either setting; and the pool reads of one customer's journey.
 */
export async function measureRevocation(stack: LocalStack) {
  const customer = await createCustomer('Revocation', stack);
  await finishedApplication(customer);
  const adminToken = await signIn(
    stack.settings.admin.email,
    stack.settings.admin.password,
    stack,
    stack.adminTotpSecret ?? undefined,
  );
  const asCustomer = callerOf(customer.token);
  const asStaff = callerOf(adminToken);
  const checks = async () => ({
    customer: await timeChecks(asCustomer.caller, asCustomer.authTime, 'user'),
    staff: await timeChecks(asStaff.caller, asStaff.authTime, 'admin'),
  });
  const reads: LoadTarget[] = ['/me', '/applications/current'].map((route) => ({
    name: `GET ${route}`,
    method: 'GET',
    path: route,
    token: customer.token,
  }));
  const handlers = async () => {
    const results: LoadResult[] = [];
    for (const target of reads) results.push(await sequentialLoad(stack.urls.api, target, HANDLER_SECONDS));
    return results;
  };
  const cacheSeconds = SESSIONS.identityCacheSeconds;
  const miss = await withCacheSeconds(0, checks);
  const hit = await withCacheSeconds(cacheSeconds, checks);
  const handlerUncached = await withCacheSeconds(0, handlers);
  const handlerCached = await withCacheSeconds(cacheSeconds, handlers);
  const journeyUncached = await withCacheSeconds(0, () => journeyPoolReads(stack));
  const journeyCached = await withCacheSeconds(cacheSeconds, () => journeyPoolReads(stack));
  return {
    cacheSeconds,
    miss,
    hit,
    handlers: reads.map((target, index) => ({
      route: target.name,
      uncached: handlerUncached[index]!,
      cached: handlerCached[index]!,
    })),
    journey: { uncached: journeyUncached, cached: journeyCached },
    prodApiRateLimit: prodApiRateLimit(),
  };
}
