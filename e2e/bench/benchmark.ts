import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { decodeJwt } from 'jose';
import { SESSIONS } from '@taxback/shared';
import { dynamoDb } from '@taxback/functions/data/clients';
import { startLocalStack, type LocalStack } from '../../local/src/stack';
import { localSettings, repoRoot } from '../../local/src/settings';
import { handlerEnvironment } from '../../local/src/handler-environment';
import { lambdaRuntimeNode, versionOf } from '../../local/src/lambda-node';
import { buildFrontendInBackground, ensureFrontendBuilt, frontendDist } from '../../local/src/testing/frontend-build';
import { api, createCustomer, finishedApplication, signIn } from '../src/customers';
import { load, sequentialLoad, type LoadResult, type LoadTarget } from './api-load';
import { loadApplications } from './bulk-load';
import { loadSeasonAggregates } from './season';
import { capacityPerRequest, searchCapacity } from './capacity';
import {
  AWS_PRICES,
  chooseMemory,
  LAMBDA_MEMORY_MB,
  MEMORY_COST_TOLERANCE,
  memoryOptions,
  meterJourney,
  priceJourney,
  SEASON_CLAIMS,
  usd,
} from './cost';
import { buildLambdaBundles, type LambdaBundle } from '../../local/src/bundles';
import { BUNDLES_DIR_VARIABLE } from '../../local/src/gateway/function-loader';
import { lambdaBundles } from './lambda-bundles';
import {
  EXPORT_PEAK_TARGET_BYTES,
  exportBenchMegabytes,
  measureExportMemory,
  type ExportMemory,
} from './export-memory';
import { ensureDebianPackage } from '../../local/src/system-packages';
import { KB, kb, ms, printTable, verdict } from './report';
import { lighthouseScores } from './lighthouse';
import {
  BUSIEST_HOUR_SHARE,
  COGNITO_QUOTAS,
  measureRevocation,
  poolReadsOfSeason,
  STANDING_CHECKS,
  withCacheSeconds,
  type CheckTimes,
} from './revocation';
import { browserMeasures, javascriptSizes, signedInFirstLoad } from './spa';

const SECONDS = 5;
const CLIENTS = [1, 10, 50];
const SCALES = [1_000, 100_000];
/** `BENCH_ONLY=scale npm run bench` measures only the reads as the table grows and the staff search. */
const ONLY_SCALE = process.env.BENCH_ONLY === 'scale';
/** `BENCH_ONLY=cost npm run bench` counts and prices one customer's journey, and nothing else. */
const ONLY_COST = process.env.BENCH_ONLY === 'cost';
/** `BENCH_ONLY=spa npm run bench` measures only the SPA: first-load JS, the browser's timings and Lighthouse. */
const ONLY_SPA = process.env.BENCH_ONLY === 'spa';
/** `BENCH_ONLY=revocation npm run bench` measures only what the per-request standing check costs. */
const ONLY_REVOCATION = process.env.BENCH_ONLY === 'revocation';
/** `BENCH_ONLY=api npm run bench` measures only the customer routes' latency at each client count. */
const ONLY_API = process.env.BENCH_ONLY === 'api';
/** `BENCH_ONLY=lambda npm run bench` only builds the Lambda bundles and measures their size and init, no stack. */
const ONLY_LAMBDA = process.env.BENCH_ONLY === 'lambda';
/**
 * `BENCH_ONLY=export npm run bench` measures only the peak memory of one data export of a customer with 500 MB of
 * files (`EXPORT_BENCH_MB` to change the size).
 */
const ONLY_EXPORT = process.env.BENCH_ONLY === 'export';
/** `BENCH_ONLY=season npm run bench` measures only the season view's API over 100,000 claims' aggregates. */
const ONLY_SEASON = process.env.BENCH_ONLY === 'season';
const SEASON_BENCH_CLAIMS = 100_000;
/** What staff type: a common last name (about 1% of customers), a word start, an application id's first 8. */
const SEARCHES = ['cote', 'obri'];
const PUBLIC_PAGES = ['/', '/pricing', '/faq', '/how-it-works', '/why-choose-us', '/blog', '/contact', '/auth'];
/** A signed-in customer's pages: the account, the claim wizard and the refund timeline. */
const SIGNED_IN_PAGES = ['/account', '/application', '/refund-status'];
const TARGETS = {
  p99AtFiftyMs: 30,
  saveP99AtFiftyMs: 60,
  flatRatio: 1.2,
  firstLoadBytes: 120 * KB,
  signedInBytes: 200 * KB,
  lambdaBytes: 500 * KB,
  initMs: 100,
  customerInitMs: 60,
  lighthousePerformance: 95,
  searchP99Ms: 100,
  seasonP99Ms: 100,
  cumulativeLayoutShift: 0.05,
  largestContentfulPaintMs: 2000,
};

/** The pages Lighthouse scores: three public pages and the first prerendered blog post. */
function lighthousePages(): string[] {
  const blogDir = path.join(frontendDist, 'blog');
  const post = fs.existsSync(blogDir)
    ? fs.readdirSync(blogDir).find((entry) => fs.existsSync(path.join(blogDir, entry, 'index.html')))
    : undefined;
  return ['/', '/pricing', '/blog', ...(post ? [`/blog/${post}`] : [])];
}

/**
 * Each route at each client count twice: with the standing check's cache as in AWS (the one bench customer is
 * then read from the pool once a minute, as a person's requests to one function instance within a minute are),
 * and without it, as `npm start` and the tests run (every request asks cognito-local).
 */
async function measureApi(stack: LocalStack, targets: LoadTarget[], clients: number[]) {
  const results: (LoadResult & { poolCache: string })[] = [];
  const settings = [
    { poolCache: `${SESSIONS.identityCacheSeconds} s (AWS)`, seconds: SESSIONS.identityCacheSeconds },
    { poolCache: 'none (local)', seconds: 0 },
  ];
  for (const target of targets) {
    await load(stack.urls.api, target, 1, 1); // warm-up: handler modules loaded, connections open
    for (const { poolCache, seconds } of settings) {
      for (const connections of clients) {
        const result = await withCacheSeconds(seconds, () => load(stack.urls.api, target, connections, SECONDS));
        results.push({ ...result, poolCache });
      }
    }
  }
  return results;
}

/**
 * The bulk load writes straight to the table; the local stream processor would otherwise spend minutes
 * turning 100,000 inserts into notifications and counters while the reads are measured. In AWS it runs in
 * a Lambda of its own, off the request path, so the measured reads run with the stream off, as they would.
 */
const disableStream = (tableName: string) =>
  dynamoDb().send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: false } }));

async function measureSpa(stack: LocalStack) {
  ensureDebianPackage('chromium', ['--version'], 'chromium');
  const javascript = javascriptSizes();
  const browser = await browserMeasures(stack.urls.app, PUBLIC_PAGES);
  const reader = await createCustomer('Reader', stack);
  await finishedApplication(reader);
  const signedIn = await signedInFirstLoad(stack.urls.app, reader, SIGNED_IN_PAGES);
  const scores = [];
  for (const page of lighthousePages()) scores.push({ page, ...(await lighthouseScores(`${stack.urls.app}${page}`)) });
  const signedInGzipBytes = Object.fromEntries(
    Object.entries(signedIn).map(([page, scripts]) => [
      page,
      scripts.reduce((total, chunk) => total + chunk.gzipBytes, 0),
    ]),
  );
  return { javascript, browser: { ...browser, signedInGzipBytes, signedInScripts: signedIn }, scores };
}

/** The results of the parts a run leaves out (the ONLY_* switches measure one part alone). */
const NOT_MEASURED = {
  cost: null,
  revocation: null,
  latency: [],
  scale: [],
  javascript: null,
  browser: null,
  scores: null,
  bundles: null,
} as const;

async function run(stack: LocalStack, built: LambdaBundle[]) {
  if (ONLY_SPA) return { ...NOT_MEASURED, ...(await measureSpa(stack)) };
  if (ONLY_REVOCATION) {
    console.log('Measuring the revocation check…');
    const revocation = await measureRevocation(stack);
    return { ...NOT_MEASURED, revocation };
  }
  const customer = await createCustomer('Bench', stack);
  const customerId = decodeJwt(customer.token).sub!;
  const applicationId = await finishedApplication(customer);
  const { version } = await api<{ version: number }>(customer, 'GET', `/applications/${applicationId}`);
  const admin = await signIn(
    stack.settings.admin.email,
    stack.settings.admin.password,
    stack,
    stack.adminTotpSecret ?? undefined,
  );
  const me: LoadTarget = { name: 'GET /me', method: 'GET', path: '/me', token: customer.token };
  const current: LoadTarget = {
    name: 'GET /applications/current',
    method: 'GET',
    path: '/applications/current',
    token: customer.token,
  };
  const adminPage: LoadTarget = {
    name: 'GET /admin/applications',
    method: 'GET',
    path: '/admin/applications',
    token: admin,
  };
  const save: LoadTarget = {
    name: 'PATCH /applications/{id}',
    method: 'PATCH',
    path: `/applications/${applicationId}`,
    token: customer.token,
    saves: { version },
  };

  const searchTargets: LoadTarget[] = [
    ...SEARCHES.map((q) => `/admin/users?q=${encodeURIComponent(q)}`),
    `/admin/applications?q=${applicationId.slice(0, 8)}`,
  ].map((searchPath) => ({ name: `GET ${searchPath}`, method: 'GET', path: searchPath, token: admin }));

  /**
   * Signs both in again: loading 100,000 customers on a busy machine can outlast the ID tokens, and the reads
   * measured after it then answered 401 (the run of 2026-11-23 17:51).
   */
  const freshTokens = async () => {
    const customerToken = await signIn(customer.email, customer.password, stack);
    const adminToken = await signIn(
      stack.settings.admin.email,
      stack.settings.admin.password,
      stack,
      stack.adminTotpSecret ?? undefined,
    );
    for (const target of [me, current]) target.token = customerToken;
    for (const target of [adminPage, ...searchTargets]) target.token = adminToken;
  };

  if (ONLY_API) {
    console.log('Measuring API latency…');
    const latency = await measureApi(stack, [me, current, save], CLIENTS);
    return { ...NOT_MEASURED, latency };
  }

  console.log("Counting one customer's journey…");
  const journey = ONLY_SCALE ? null : await meterJourney(stack);
  const priced = journey ? priceJourney(journey) : null;
  const cost =
    journey && priced
      ? { journey, ...priced, memory: memoryOptions(journey.invocations, priced.total - priced.lambdaComputeUsd) }
      : null;
  if (ONLY_COST) return { ...NOT_MEASURED, cost };

  console.log('Measuring the revocation check…');
  const revocation = ONLY_SCALE ? null : await measureRevocation(stack);

  console.log('Measuring API latency…');
  const latency = ONLY_SCALE ? [] : await measureApi(stack, [me, current, save, adminPage], CLIENTS);

  await disableStream(stack.settings.tableName);
  const scale = [];
  let loaded = 0;
  for (const size of SCALES) {
    console.log(`Loading ${size.toLocaleString('en')} applications…`);
    const started = Date.now();
    await loadApplications(stack.settings.tableName, size - loaded);
    loaded = size;
    const loadSeconds = Math.round((Date.now() - started) / 1000);
    await freshTokens();
    const reads = [];
    for (const target of [adminPage, current, me]) reads.push(await sequentialLoad(stack.urls.api, target, SECONDS));
    const searches = [];
    for (const target of searchTargets) searches.push(await sequentialLoad(stack.urls.api, target, SECONDS));
    const searchUnits = [
      ...(await Promise.all(SEARCHES.map((q) => searchCapacity(q)))),
      await searchCapacity(applicationId.slice(0, 8)),
    ];
    scale.push({
      applications: size,
      loadSeconds,
      reads,
      capacity: await capacityPerRequest(customerId),
      searches,
      searchUnits,
    });
  }
  if (ONLY_SCALE) return { ...NOT_MEASURED, cost, revocation, latency, scale };

  console.log('Measuring the SPA and the Lambda bundles…');
  const spa = await measureSpa(stack);
  const bundles = lambdaBundles(built, stack.environment);
  return { cost, revocation, latency, scale, ...spa, bundles };
}

type Results = Awaited<ReturnType<typeof run>>;

function printSearch(scale: Results['scale']) {
  printTable(
    `Staff search (one request after another; target p99 < ${TARGETS.searchP99Ms} ms at the largest size)`,
    [
      'search',
      ...scale.flatMap((s) => [`p50 @${s.applications}`, `p99 @${s.applications}`, `RCU @${s.applications}`]),
      'answers',
      'target',
    ],
    scale[0]!.searches.map((search, index) => {
      const largest = scale.at(-1)!.searches[index]!;
      return [
        search.route,
        ...scale.flatMap((s) => [ms(s.searches[index]!.p50Ms), ms(s.searches[index]!.p99Ms), s.searchUnits[index]!]),
        Object.entries(largest.statuses)
          .map(([code, count]) => `${code}×${count}`)
          .join(' '),
        verdict(largest.p99Ms, TARGETS.searchP99Ms),
      ];
    }),
  );
}

function printCost(cost: NonNullable<Results['cost']>) {
  printTable(
    `One customer's journey: requests per route and stream batches (median handler time; Lambda memory ${LAMBDA_MEMORY_MB} MB)`,
    ['route or function', 'calls', 'median'],
    cost.journey.routes.map((route) => [route.route, route.requests, ms(route.medianMs)]),
  );
  printTable(
    `Cost per customer at AWS list prices (e2e/bench/cost.ts: Lambda Arm $${AWS_PRICES.lambdaGbSecond}/GB-s, DynamoDB on-demand)`,
    ['part', 'one claim', 'cost', `${SEASON_CLAIMS.toLocaleString('en')} claims`],
    [
      ...cost.parts.map((part) => [part.part, part.quantity, usd(part.usd), usd(part.usd * SEASON_CLAIMS)]),
      ['total', '', usd(cost.total), usd(cost.total * SEASON_CLAIMS)],
      ['dominated by', cost.dominant.part, `${((cost.dominant.usd / cost.total) * 100).toFixed(0)}%`, ''],
      ['total without Cognito', '', usd(cost.usageTotal), usd(cost.usageTotal * SEASON_CLAIMS)],
      [
        'of which most',
        cost.dominantUsage.part,
        `${((cost.dominantUsage.usd / cost.usageTotal) * 100).toFixed(0)}%`,
        '',
      ],
    ],
  );
  const chosen = chooseMemory(cost.memory);
  printTable(
    `Lambda memory: one claim's handler calls at each size (CPU time stretched below one vCPU, waits not; chosen: the fastest size whose claim costs within ${MEMORY_COST_TOLERANCE * 100}% of the cheapest size's)`,
    [
      'memory',
      'Lambda compute, one claim',
      'one claim',
      `${SEASON_CLAIMS.toLocaleString('en')} claims`,
      'median API call',
      '',
    ],
    cost.memory.map((option) => [
      `${option.memoryMb} MB`,
      usd(option.computeUsd),
      usd(option.claimUsd),
      usd(option.claimUsd * SEASON_CLAIMS),
      ms(option.medianApiMs),
      [option === chosen ? 'chosen' : '', option.memoryMb === LAMBDA_MEMORY_MB ? 'configured' : '']
        .filter(Boolean)
        .join(', '),
    ]),
  );
}

const percent = (share: number) => `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;

function printRevocation({
  cacheSeconds,
  miss,
  hit,
  handlers,
  journey,
  prodApiRateLimit,
}: NonNullable<Results['revocation']>) {
  const checks = (caller: string, uncached: CheckTimes, cached: CheckTimes) => [
    caller,
    ms(uncached.p50Ms),
    ms(uncached.p99Ms),
    ms(cached.p50Ms),
    ms(cached.p99Ms),
  ];
  printTable(
    `Revocation check: checkStanding against cognito-local, ${STANDING_CHECKS} calls each (a miss asks the pool, as every local request does; a hit is AWS's ${cacheSeconds} s cache)`,
    ['caller', 'miss p50', 'miss p99', 'hit p50', 'hit p99'],
    [
      checks('customer (AdminGetUser)', miss.customer, hit.customer),
      checks('staff (AdminGetUser + AdminListGroupsForUser)', miss.staff, hit.staff),
    ],
  );
  printTable(
    `Its share of a customer read (one request after another; handler time from server-timing)`,
    [
      'route',
      'handler p50 no cache',
      `handler p50 ${cacheSeconds} s cache`,
      "check's share of p50",
      'handler p99 no cache',
      `handler p99 ${cacheSeconds} s cache`,
    ],
    handlers.map(({ route, uncached, cached }) => {
      const withCheck = uncached.handlerP50Ms ?? null;
      const withoutCheck = cached.handlerP50Ms ?? null;
      return [
        route,
        ms(withCheck),
        ms(withoutCheck),
        withCheck && withoutCheck !== null ? percent((withCheck - withoutCheck) / withCheck) : 'n/a',
        ms(uncached.handlerP99Ms ?? null),
        ms(cached.handlerP99Ms ?? null),
      ];
    }),
  );
  const season = (readsPerClaim: number) => {
    const reads = poolReadsOfSeason(readsPerClaim, SEASON_CLAIMS, BUSIEST_HOUR_SHARE);
    return [
      readsPerClaim,
      reads.perSeason.toLocaleString('en'),
      `${reads.perSecondAtPeak.toFixed(2)}/s`,
      percent(reads.shareOfQuotaAtPeak),
    ];
  };
  printTable(
    `Pool reads in AWS: one customer's journey (${journey.uncached.apiRequests} API requests), ${SEASON_CLAIMS.toLocaleString('en')} claims a season, ${percent(BUSIEST_HOUR_SHARE)} of them in the busiest hour (assumed). Quotas: UserRead ${COGNITO_QUOTAS.userReadRps}/s, UserResourceRead ${COGNITO_QUOTAS.userResourceReadRps}/s per account and region, ${COGNITO_QUOTAS.perUserReadRps}/s per person; calls are not billed`,
    ['cache', 'AdminGetUser per claim', 'per season', 'busiest hour', 'of UserRead quota'],
    [
      ['none', ...season(journey.uncached.adminGetUser)],
      [`${cacheSeconds} s, journey within a minute`, ...season(journey.cached.adminGetUser)],
      [
        `none, at the prod API throttle`,
        '1 a request',
        '',
        `${prodApiRateLimit}/s`,
        percent(prodApiRateLimit / COGNITO_QUOTAS.userReadRps),
      ],
    ],
  );
}

function print({ cost, revocation, latency, scale, javascript, browser, scores, bundles }: Results) {
  const customerRoute = (route: string) => !route.startsWith('GET /admin');
  if (cost) printCost(cost);
  if (revocation) printRevocation(revocation);
  if (ONLY_COST || ONLY_REVOCATION) return;
  if (scale.length > 0) printSearch(scale);
  if (latency.length > 0)
    printTable(
      `API latency (${SECONDS} s per run; target p99 ≤ ${TARGETS.p99AtFiftyMs} ms at 50 clients on customer routes, ≤ ${TARGETS.saveP99AtFiftyMs} ms for saves). Per request, from server-timing: the handler's time, the local gateway's own (arrival to answer, less the handler's) and the rest (waiting to be read, transport). Stack thread busy: the share of the run the one thread running the gateway and every handler was at work. Pool cache: the standing check's, as in AWS or as locally`,
      [
        'route',
        'pool cache',
        'clients',
        'p50',
        'p99',
        'handler p50',
        'handler p99',
        'gateway p50',
        'gateway p99',
        'rest p50',
        'rest p99',
        'stack thread busy',
        'req/s',
        'answers',
        'target',
      ],
      latency.map((result) => [
        result.route,
        result.poolCache,
        result.connections,
        ms(result.p50Ms),
        ms(result.p99Ms),
        ms(result.handlerP50Ms ?? null),
        ms(result.handlerP99Ms ?? null),
        ms(result.gatewayP50Ms ?? null),
        ms(result.gatewayP99Ms ?? null),
        ms(result.restP50Ms ?? null),
        ms(result.restP99Ms ?? null),
        result.stackThreadBusy === undefined ? '' : percent(result.stackThreadBusy),
        result.requestsPerSecond,
        Object.entries(result.statuses)
          .map(([code, count]) => `${code}×${count}`)
          .join(' ') + (result.errors ? ` errors×${result.errors}` : ''),
        result.connections === 50 && customerRoute(result.route)
          ? verdict(result.p99Ms, result.route.startsWith('PATCH') ? TARGETS.saveP99AtFiftyMs : TARGETS.p99AtFiftyMs)
          : '',
      ]),
    );
  const [small, large] = scale;
  if (small && large)
    printTable(
      `Reads as the table grows (one request after another; target p50 ratio ≤ ${TARGETS.flatRatio})`,
      ['route', ...scale.flatMap((s) => [`p50 @${s.applications}`, `RCU @${s.applications}`]), 'ratio', 'target'],
      small.reads.map((read, index) => {
        const largeP50 = large.reads[index]!.p50Ms;
        const ratio = read.p50Ms && largeP50 !== null ? largeP50 / read.p50Ms : null;
        return [
          read.route,
          ...scale.flatMap((s) => [ms(s.reads[index]!.p50Ms), s.capacity[read.route as keyof typeof s.capacity]]),
          ratio === null ? 'n/a' : ratio.toFixed(2),
          verdict(ratio, TARGETS.flatRatio),
        ];
      }),
    );
  if (javascript && browser && scores) printSpa(javascript, browser, scores);
  if (bundles) printBundles(bundles);
}

function printSpa(
  javascript: NonNullable<Results['javascript']>,
  browser: NonNullable<Results['browser']>,
  scores: NonNullable<Results['scores']>,
) {
  printTable(
    `SPA first-load JS, gzip (target ≤ ${kb(TARGETS.firstLoadBytes)} per public page)`,
    ['what', 'gzip', 'target'],
    [
      ['index.html entry + modulepreloads', kb(javascript.indexHtmlGzipBytes), ''],
      ...javascript.initialChunks.map((chunk) => [`  of which ${chunk.file}`, kb(chunk.gzipBytes), '']),
      ...Object.entries(browser.firstLoadGzipBytes).map(([page, bytes]) => [
        `first visit of ${page}`,
        kb(bytes),
        verdict(bytes, TARGETS.firstLoadBytes),
      ]),
      ...Object.entries(browser.afterTapGzipBytes).map(([page, bytes]) => [
        `first visit of ${page}, then a tap (the app)`,
        kb(bytes),
        '',
      ]),
      ...Object.entries(browser.signedInGzipBytes).flatMap(([page, bytes]) => [
        [`signed-in visit of ${page}`, kb(bytes), verdict(bytes, TARGETS.signedInBytes)],
        ...browser.signedInScripts[page]!.slice(0, 8).map((chunk) => [
          `  of which ${chunk.file}`,
          kb(chunk.gzipBytes),
          '',
        ]),
      ]),
      ['all JS of the build', kb(javascript.totalGzipBytes), ''],
      ...javascript.lazyChunks.map((chunk) => [`lazy ${chunk.file}`, kb(chunk.gzipBytes), '']),
    ],
  );
  printTable(
    `Lighthouse 12, mobile emulation (slowed CPU, simulated slow 4G; target performance ≥ ${TARGETS.lighthousePerformance}, CLS ≤ ${TARGETS.cumulativeLayoutShift}, LCP ≤ ${TARGETS.largestContentfulPaintMs / 1000} s)`,
    ['page', 'performance', 'accessibility', ...Object.keys(scores[0]?.metrics ?? {}), 'target'],
    scores.map((score) => [
      score.page,
      score.performance,
      score.accessibility,
      ...Object.values(score.metrics),
      score.performance >= TARGETS.lighthousePerformance
        ? 'met'
        : `missed by ${TARGETS.lighthousePerformance - score.performance} points`,
    ]),
  );
  printTable(
    'Home page in headless Chromium (Performance API, median of 5 loads, loopback)',
    ['DOMContentLoaded', 'load', 'LCP'],
    [[ms(browser.home.domContentLoadedMs), ms(browser.home.loadMs), ms(browser.home.lcpMs)]],
  );
}

function printBundles(bundles: NonNullable<Results['bundles']>) {
  printTable(
    `Lambda bundles as CDK builds them (target ≤ ${kb(TARGETS.lambdaBytes)} minified; init ≤ ${TARGETS.initMs} ms, ≤ ${TARGETS.customerInitMs} ms for functions serving customers)`,
    [
      'entry',
      'size',
      'read at start',
      `init (median of 5, Node ${versionOf(lambdaRuntimeNode())})`,
      'target',
      'heaviest inputs read at start',
    ],
    bundles.map(({ entry, bytes, startBytes, initMs, servesCustomers, heaviest }) => [
      entry,
      kb(bytes),
      kb(startBytes),
      ms(initMs),
      [
        verdict(bytes, TARGETS.lambdaBytes),
        verdict(initMs, servesCustomers ? TARGETS.customerInitMs : TARGETS.initMs),
      ].join(' / '),
      heaviest.map((part) => `${part.name} ${kb(part.bytes)}`).join(', '),
    ]),
  );
}

function writeResults(results: Partial<Results> & { exportMemory?: ExportMemory }, started: number) {
  const directory = path.join(repoRoot, 'bench-results');
  fs.mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = {
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    bundlesNode: versionOf(lambdaRuntimeNode()),
  };
  fs.writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), machine, targets: TARGETS, ...results }, null, 2),
  );
  console.log(`\nWrote ${path.relative(repoRoot, file)} in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * The bundles alone: module init reads no service, so the handlers get the test stack's variables
 * without the stack (placeholder pool and keys).
 */
function measureBundlesOnly(bundles: LambdaBundle[]) {
  const environment = handlerEnvironment(
    localSettings('test'),
    { userPoolId: 'us-east-1_bench', userPoolClientId: 'bench' },
    {
      encryptionKeyBase64: randomBytes(32).toString('base64'),
      linkSigningSecret: 'bench',
      stripeWebhookSecret: 'bench',
    },
  );
  return lambdaBundles(bundles, environment);
}

function printExportMemory(measured: ExportMemory) {
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  const peak = measured.peakRssBytes - measured.baselineRssBytes;
  printTable(
    `One data export streamed to S3 (its own process; target: under ${mb(EXPORT_PEAK_TARGET_BYTES)} above its start, whatever the size)`,
    ['files', 'ZIP', 'resident at start', 'resident peak', 'peak above start', 'heap + buffers peak', 'time', 'target'],
    [
      [
        `${measured.files} (${mb(measured.filesBytes)})`,
        mb(measured.zipBytes),
        mb(measured.baselineRssBytes),
        mb(measured.peakRssBytes),
        mb(peak),
        mb(measured.peakHeldBytes),
        `${measured.seconds.toFixed(1)} s`,
        verdict(peak, EXPORT_PEAK_TARGET_BYTES),
      ],
    ],
  );
}

/** The export's memory alone: a stack without the web app, one customer's files, one export. */
async function benchmarkExport(started: number) {
  const stack = await startLocalStack('test', 'none');
  try {
    console.log(`Exporting ${exportBenchMegabytes()} MB of files…`);
    const exportMemory = await measureExportMemory(stack);
    printExportMemory(exportMemory);
    writeResults({ exportMemory }, started);
  } finally {
    await stack.stop();
  }
}

/**
 * The season view alone: the aggregates of 100,000 claims written (stream off, as for the scale reads), then
 * `GET /admin/season` one request after another and at 10 clients.
 */
async function benchmarkSeason(stack: LocalStack, started: number) {
  await disableStream(stack.settings.tableName);
  console.log(`Writing the season aggregates of ${SEASON_BENCH_CLAIMS.toLocaleString('en')} claims…`);
  const loading = Date.now();
  const written = await loadSeasonAggregates(stack.settings.tableName, SEASON_BENCH_CLAIMS);
  const loadSeconds = Math.round((Date.now() - loading) / 1000);
  const admin = await signIn(
    stack.settings.admin.email,
    stack.settings.admin.password,
    stack,
    stack.adminTotpSecret ?? undefined,
  );
  const target: LoadTarget = { name: 'GET /admin/season', method: 'GET', path: '/admin/season', token: admin };
  await load(stack.urls.api, target, 1, 1); // warm-up
  const runs = [
    await sequentialLoad(stack.urls.api, target, SECONDS * 2),
    await withCacheSeconds(SESSIONS.identityCacheSeconds, () => load(stack.urls.api, target, 10, SECONDS)),
  ];
  const season = { claims: SEASON_BENCH_CLAIMS, ...written, loadSeconds, runs };
  printTable(
    `Season view over ${SEASON_BENCH_CLAIMS.toLocaleString('en')} claims (${written.items.toLocaleString('en')} aggregate items, ${written.rows.toLocaleString('en')} deadline rows, written in ${loadSeconds} s; target p99 < ${TARGETS.seasonP99Ms} ms)`,
    ['route', 'clients', 'p50', 'p99', 'handler p50', 'handler p99', 'req/s', 'answers', 'target'],
    runs.map((run) => [
      run.route,
      run.connections,
      ms(run.p50Ms),
      ms(run.p99Ms),
      ms(run.handlerP50Ms ?? null),
      ms(run.handlerP99Ms ?? null),
      run.requestsPerSecond,
      Object.entries(run.statuses)
        .map(([code, count]) => `${code}×${count}`)
        .join(' '),
      verdict(run.p99Ms, TARGETS.seasonP99Ms),
    ]),
  );
  writeResults({ season } as never, started);
}

/** `npm run bench`: starts a stack of its own, measures, prints the tables and writes bench-results/. */
export async function benchmark() {
  const started = Date.now();
  if (ONLY_EXPORT) return benchmarkExport(started);
  const withoutWeb = ONLY_REVOCATION || ONLY_API || ONLY_SEASON;
  if (!withoutWeb && !ONLY_LAMBDA) ensureFrontendBuilt();
  // The stack serves the functions from the bundles CDK deploys: what is measured is what ships.
  const bundlesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxback-bench-bundles-'));
  const bundles = await buildLambdaBundles(bundlesDir);
  if (ONLY_LAMBDA) {
    try {
      const measured = measureBundlesOnly(bundles);
      printBundles(measured);
      writeResults({ bundles: measured }, started);
    } finally {
      fs.rmSync(bundlesDir, { recursive: true, force: true });
    }
    return;
  }
  process.env[BUNDLES_DIR_VARIABLE] = bundlesDir;
  const stack = await startLocalStack('test', withoutWeb ? 'none' : 'static');
  try {
    if (ONLY_SEASON) return await benchmarkSeason(stack, started);
    if (!ONLY_SCALE && !ONLY_COST && !withoutWeb) {
      // Built again against the running API, so the seeded blog posts are prerendered as on a deploy.
      await buildFrontendInBackground({ ...process.env, TAXBACK_PRERENDER_API_URL: stack.urls.api });
    }
    const results = await run(stack, bundles);
    print(results);
    writeResults(results, started);
  } finally {
    await stack.stop();
    fs.rmSync(bundlesDir, { recursive: true, force: true });
  }
}
