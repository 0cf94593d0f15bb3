import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { copy, copyFor, serverCopyFor } from '@taxback/shared';
import { getRetrieval } from '@taxback/functions/data/stores/retrieval';
import { retrievals } from '@taxback/functions/data/entities/retrieval';
import { routeEntries } from '@taxback/functions/routes';
import type { RouteContract } from '@taxback/functions/http/route-types';
import { lambdaEntries } from '../../infra/src/lambda-bundling';
import { buildLambdaBundles, bundleFileOf } from '../src/bundles';
import { LAMBDA_NODE_MAJOR, lambdaRuntimeNode } from '../src/lambda-node';
import { BUNDLES_DIR_VARIABLE } from '../src/gateway/function-loader';
import { claimsAsApiGatewayDoes } from '../src/gateway/jwt-verifier';
import { customerToken, staffMember } from './support/tokens';

/**
 * The functions as CDK deploys them: every entry bundled with the stack's own esbuild options, each run in
 * a fresh process of the Lambda runtime's Node release (no TypeScript, no workspace packages, nothing shared with
 * this process) against the local stack, one request per route of the route table, plus the stream and WebSocket
 * handlers.
 */
const run = promisify(execFile);
/** The Node binary the bundles run on (local/src/lambda-node.ts). */
let lambdaNode: string;
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxback-bundles-'));
const runner = path.join(outDir, 'invoke.mjs');
/** Entry → bundle file. */
let bundles: Map<string, string>;

// Imports one bundle, calls its handler with each event of a JSON file and prints what each call gave.
const runnerSource = `
import fs from 'node:fs';
const [file, eventsFile] = process.argv.slice(2);
// What the function formats while it loads: the first number or date format of a process loads ICU's data.
const formattedAtLoad = [];
const restore = [];
const watch = (owner, key, construct) => {
  const original = owner[key];
  owner[key] = construct
    ? new Proxy(original, { construct: (target, args) => (formattedAtLoad.push(key), new target(...args)) })
    : function (...args) { formattedAtLoad.push(key); return original.apply(this, args); };
  restore.push(() => { owner[key] = original; });
};
for (const key of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator']) watch(Intl, key, true);
for (const key of ['toLocaleString']) watch(Number.prototype, key, false);
for (const key of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) watch(Date.prototype, key, false);
watch(String.prototype, 'localeCompare', false);
const started = performance.now();
const { handler } = await import(file);
const initMs = performance.now() - started;
restore.forEach((undo) => undo());
const context = { functionName: 'bundle-test', awsRequestId: 'bundle-test', getRemainingTimeInMillis: () => 25000 };
const results = [];
for (const event of JSON.parse(fs.readFileSync(eventsFile, 'utf8'))) {
  try {
    results.push({ answer: await handler(event, context) });
  } catch (error) {
    results.push({ error: String(error?.message ?? error) });
  }
}
process.stdout.write(JSON.stringify({ node: process.version, initMs, formattedAtLoad, results }));
`;

interface Invocation {
  answer?: {
    statusCode?: number;
    body?: string;
    batchItemFailures?: unknown[];
    principalId?: string;
    fellDue?: number;
    raised?: number;
  };
  error?: string;
}

async function invoke(entry: string, events: unknown[]): Promise<Invocation[]> {
  const file = bundles.get(entry);
  if (!file) throw new Error(`No bundle for ${entry}`);
  const eventsFile = path.join(outDir, `${entry.replace(/\W/g, '-')}.events.json`);
  fs.writeFileSync(eventsFile, JSON.stringify(events));
  // Only the variables a Lambda gets (the stack's), not this test process's module loaders.
  const { stdout, stderr } = await run(lambdaNode, [runner, `file://${file}`, eventsFile], {
    env: { PATH: process.env.PATH ?? '', ...handlerVariables() },
    timeout: 60_000,
  });
  // What the handlers logged (errors, at the stack's level), to say why an answer was a 5xx.
  lastErrors = stderr;
  const output = JSON.parse(stdout) as { node: string; formattedAtLoad: string[]; results: Invocation[] };
  formattedAtLoad.set(entry, output.formattedAtLoad);
  nodeReleases.add(output.node);
  return output.results;
}

/** The Node releases the bundles ran on. */
const nodeReleases = new Set<string>();

/** Entry → what it formatted while it loaded (see the runner). */
const formattedAtLoad = new Map<string, string[]>();

/** The error log of the last bundle invoked. */
let lastErrors = '';

/** A bundle's code: its start file and every chunk split off it. */
function codeFilesOf(entry: string): string[] {
  const folder = path.dirname(bundles.get(entry)!);
  const chunks = path.join(folder, 'chunks');
  const split = fs.existsSync(chunks) ? fs.readdirSync(chunks).filter((file) => file.endsWith('.mjs')) : [];
  return [bundles.get(entry)!, ...split.map((file) => path.join(chunks, file))];
}

/** The handler environment the stack gave this test process (use-stack-environment.ts). */
function handlerVariables(): Record<string, string> {
  const names = Object.keys(process.env).filter((name) =>
    /^(AWS_|TABLE_NAME|DOCUMENTS_BUCKET|USER_POOL|TOKEN_ISSUER|WEBSOCKET_|APP_URL|MAIL_FROM|TEAM_INBOX|LOCAL_|LINK_SIGNING|STRIPE_|S3_|POWERTOOLS_|LOG_LEVEL|IDENTITY_|POOL_|DEPENDENCY_)/.test(
      name,
    ),
  );
  return Object.fromEntries(names.map((name) => [name, process.env[name]!]));
}

/** Real people of the pool (the handlers re-check the pool on every request): a customer and a member of staff. */
interface Callers {
  customer: Record<string, string>;
  staff: Record<string, string>;
}

/** The claims of a real ID token, as the JWT authorizer hands them over. */
const claimsOf = (token: string) => claimsAsApiGatewayDoes(decodeJwt(token));

const newCallers = async (): Promise<Callers> => ({
  customer: claimsOf(await customerToken()),
  staff: claimsOf(staffToken),
});

const claimsFor = (route: RouteContract, callers: Callers) =>
  route.auth === 'public' ? {} : route.auth === 'admin' ? callers.staff : callers.customer;

/** An HTTP API (v2) event for a route, as API Gateway sends it: path parameters that match nothing, an empty body. */
function apiEvent(route: RouteContract, routeKey: string, callers: Callers) {
  const params = Object.fromEntries(
    [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, /Id$/.test(name!) ? randomUUID() : 'none']),
  );
  const rawPath = route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'bundles',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: claimsFor(route, callers), scopes: [] } },
    },
    body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
    isBase64Encoded: false,
  };
}

let staffToken: string;
beforeAll(async () => {
  staffToken = (await staffMember()).token;
  lambdaNode = lambdaRuntimeNode();
  fs.writeFileSync(runner, runnerSource);
  // `npm test` has just built them for its stack; a run of this file alone builds its own.
  const prebuilt = process.env[BUNDLES_DIR_VARIABLE];
  bundles = prebuilt
    ? new Map(lambdaEntries().map((entry) => [entry, bundleFileOf(prebuilt, entry)]))
    : new Map((await buildLambdaBundles(path.join(outDir, 'functions'))).map(({ entry, file }) => [entry, file]));
}, 180_000);

const features = [...new Set(routeEntries().map(([, , feature]) => feature))];
/** Every route's status, filled by the tests of each function. */
const statuses = new Map<string, number | undefined>();

describe('the bundled API functions', () => {
  it.each(features)('%s answers every route of its own, none with a 5xx', async (feature) => {
    // A customer of its own per function, and the routes that end the customer's sessions (the account function's
    // sign-out, closing) last.
    const routes = routeEntries()
      .filter(([, , routeFeature]) => routeFeature === feature)
      .sort(([, a], [, b]) => Number(Boolean(a.endsSessions)) - Number(Boolean(b.endsSessions)));
    const callers = await newCallers();
    const events = routes.map(([, route]) => apiEvent(route, `${route.method} ${route.path}`, callers));
    const results = await invoke(`${feature}/handler.ts`, events);
    const answers = routes.map(([name], index) => ({ name, ...results[index] }));
    for (const answer of answers) statuses.set(answer.name, answer.answer?.statusCode);
    for (const answer of answers) {
      expect(answer.error, answer.name).toBeUndefined();
      expect(answer.answer?.statusCode, answer.name).toBeGreaterThanOrEqual(200);
      expect(answer.answer?.statusCode, `${answer.name}\n${lastErrors}`).toBeLessThan(500);
    }
  });

  it('the requests reached the operations: reads answer 200, empty bodies 400', () => {
    expect(statuses.size).toBe(routeEntries().length);
    expect(statuses.get('getMe')).toBe(200);
    expect(statuses.get('listPublishedBlogPosts')).toBe(200);
    expect(statuses.get('getDashboardStats')).toBe(200);
    expect(statuses.get('saveProfile')).toBe(400);
    expect(statuses.get('sendContactMessage')).toBe(400);
  });

  it('the account function seals an ITIN and opens it again, with the Encryption SDK loaded from its chunk', async () => {
    const callers = await newCallers();
    const route = (name: string) => routeEntries().find(([routeName]) => routeName === name)![1];
    const saveItin = { ...apiEvent(route('saveItin'), 'PUT /profile/itin', callers), body: '{"itin":"912-70-1234"}' };
    const edit = apiEvent(route('getProfileForEditing'), 'GET /profile/edit', callers);
    const [saved, opened] = await invoke('account/handler.ts', [saveItin, edit]);
    expect(saved?.answer?.statusCode, lastErrors).toBe(200);
    expect(opened?.answer?.statusCode, lastErrors).toBe(200);
    expect(JSON.parse(opened?.answer?.body ?? '{}')).toMatchObject({ itin: '912701234' });
  });

  it('a function answers 404 to a route of another function', async () => {
    const [, route] = routeEntries().find(([, , feature]) => feature === 'payments')!;
    const [result] = await invoke('account/handler.ts', [
      apiEvent(route, `${route.method} ${route.path}`, await newCallers()),
    ]);
    expect(result?.answer?.statusCode).toBe(404);
  });
});

describe('the bundled stream and WebSocket functions', () => {
  it('the stream processor takes a batch of records and reports no failure', async () => {
    const record = {
      eventID: randomUUID(),
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      dynamodb: {
        Keys: { pk: { S: 'unrelated' }, sk: { S: 'unrelated' } },
        NewImage: { pk: { S: 'unrelated' }, sk: { S: 'unrelated' } },
        SequenceNumber: '1',
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    };
    const [result] = await invoke('streams/handler.ts', [{ Records: [record] }]);
    expect(result?.error).toBeUndefined();
    expect(result?.answer?.batchItemFailures).toEqual([]);
  });

  it('the jobs function takes a batch of records and reports no failure', async () => {
    const record = {
      eventID: randomUUID(),
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      dynamodb: {
        Keys: { PK: { S: 'unrelated' }, SK: { S: 'unrelated' } },
        NewImage: { PK: { S: 'unrelated' }, SK: { S: 'unrelated' } },
        SequenceNumber: '2',
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    };
    const [result] = await invoke('jobs/handler.ts', [{ Records: [record] }]);
    expect(result?.error).toBeUndefined();
    expect(result?.answer?.batchItemFailures).toEqual([]);
  });

  it('the checkout expiry takes a batch of records and reports no failure', async () => {
    const record = {
      eventID: randomUUID(),
      eventName: 'MODIFY',
      eventSource: 'aws:dynamodb',
      dynamodb: {
        Keys: { PK: { S: 'unrelated' }, SK: { S: 'unrelated' } },
        NewImage: { PK: { S: 'unrelated' }, SK: { S: 'unrelated' } },
        OldImage: { PK: { S: 'unrelated' }, SK: { S: 'unrelated' } },
        SequenceNumber: '3',
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    };
    const [result] = await invoke('payments/checkout-expiry.ts', [{ Records: [record] }]);
    expect(result?.error).toBeUndefined();
    expect(result?.answer?.batchItemFailures).toEqual([]);
  });

  it('the authorizer lets a real ID token in and refuses a missing one; $connect and $disconnect answer 200', async () => {
    const token = await customerToken();
    const userId = decodeJwt(token).sub!;
    const authorizerEvent = (query: Record<string, string>) => ({
      type: 'REQUEST',
      methodArn: 'arn:aws:execute-api:ca-central-1:000000000000:bundles/local/$connect',
      queryStringParameters: query,
    });
    const [allowed, refused] = await invoke('realtime/authorizer.ts', [
      authorizerEvent({ token }),
      authorizerEvent({}),
    ]);
    expect(allowed?.answer?.principalId).toBe(userId);
    expect(refused?.error).toBe('Unauthorized');

    const connectionId = randomUUID();
    const connectionEvent = (eventType: string) => ({
      requestContext: {
        connectionId,
        eventType,
        routeKey: `$${eventType.toLowerCase()}`,
        authorizer: { userId, isAdmin: 'false' },
      },
      isBase64Encoded: false,
    });
    const [connected] = await invoke('realtime/connect.ts', [connectionEvent('CONNECT')]);
    const [disconnected] = await invoke('realtime/disconnect.ts', [connectionEvent('DISCONNECT')]);
    expect(connected?.answer?.statusCode).toBe(200);
    expect(disconnected?.answer?.statusCode).toBe(200);
  });
});

describe('the bundled scheduled function, and the list of entries', () => {
  it('the scheduled follow-up check, run as EventBridge calls it, moves a request whose day has come', async () => {
    const [applicationId, entryId] = [randomUUID(), randomUUID()];
    await retrievals()
      .create({
        applicationId,
        entryId,
        userId: randomUUID(),
        casinoName: 'Bundle Test Casino',
        status: 'requested',
        followUpOn: '2020-01-01',
        sortDay: '2020-01-01',
        requestedAt: '2019-12-01T00:00:00.000Z',
        channel: 'email',
      })
      .go();
    const scheduledEvent = {
      version: '0',
      id: randomUUID(),
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'ca-central-1',
      resources: ['arn:aws:events:ca-central-1:000000000000:rule/bundles'],
      detail: {},
    };
    const [result] = await invoke('retrieval/follow-ups.ts', [scheduledEvent]);
    expect(result?.error).toBeUndefined();
    expect(result?.answer?.fellDue).toBeGreaterThanOrEqual(1);
    expect((await getRetrieval(applicationId, entryId))?.status).toBe('follow_up_due');
  });

  it('the scheduled deadline alert, run as EventBridge calls it, reads the claims and answers what it raised', async () => {
    const [result] = await invoke('jobs/deadline-alerts.ts', [{ 'detail-type': 'Scheduled Event', detail: {} }]);
    expect(result?.error).toBeUndefined();
    expect(result?.answer?.raised).toEqual(expect.any(Number));
  });

  it('a function that words anything carries both languages; the WebSocket functions carry neither', () => {
    const carries = (entry: string, text: string) =>
      codeFilesOf(entry).some((file) => fs.readFileSync(file, 'utf8').includes(text));
    // Texts without accents: esbuild writes other characters escaped.
    const english = copy.common.unauthorized;
    const french = copyFor('fr-CA').common.unauthorized;
    for (const entry of bundles.keys()) expect(carries(entry, french), entry).toBe(carries(entry, english));
    expect(carries('account/handler.ts', french)).toBe(true);
    // The server's own texts register their French from a module of their own, which bundling must keep.
    const frenchServer = serverCopyFor('fr-CA');
    expect(carries('claim/handler.ts', frenchServer.formSheets.cover.fileName)).toBe(true);
    const confirmation = frenchServer.confirmationEmail.body('link').split('\n\n')[1]!.slice(0, 60);
    expect(confirmation).toBe('Veuillez confirmer votre adresse courriel en ouvrant ce lien');
    expect(carries('account/handler.ts', confirmation)).toBe(true);
    for (const entry of ['realtime/authorizer.ts', 'realtime/connect.ts', 'realtime/disconnect.ts']) {
      expect(carries(entry, english), entry).toBe(false);
    }
  });

  it('every chunk a function loads on demand (PDFs, encryption, credential providers) loads in a fresh process', async () => {
    const chunks = [...bundles.keys()].flatMap((entry) =>
      codeFilesOf(entry).filter((file) => file !== bundles.get(entry)),
    );
    expect(chunks.length).toBeGreaterThan(bundles.size);
    const script = `for (const file of process.argv.slice(1)) await import('file://' + file); process.stdout.write('loaded');`;
    const { stdout } = await run(lambdaNode, ['--input-type=module', '-e', script, ...chunks], {
      env: { PATH: process.env.PATH ?? '', ...handlerVariables() },
      timeout: 60_000,
    });
    expect(stdout).toBe('loaded');
  });

  it("no function formats a number or a date while it loads (ICU's data: about 12 ms of a cold start)", async () => {
    for (const entry of bundles.keys()) if (!formattedAtLoad.has(entry)) await invoke(entry, []);
    expect(formattedAtLoad.size).toBe(bundles.size);
    for (const [entry, formatted] of formattedAtLoad) expect(formatted, entry).toEqual([]);
  });

  it("every bundle ran on the Lambda runtime's Node release, not this machine's", () => {
    expect(formattedAtLoad.size).toBe(bundles.size);
    expect(nodeReleases.size).toBe(1);
    expect([...nodeReleases][0]?.startsWith(`v${LAMBDA_NODE_MAJOR}.`)).toBe(true);
  });

  it('the suite built every entry the sources hold, scheduled jobs included', () => {
    expect([...bundles.keys()]).toEqual(lambdaEntries());
    expect(lambdaEntries()).toEqual(
      expect.arrayContaining([
        'streams/handler.ts',
        'realtime/authorizer.ts',
        'retrieval/follow-ups.ts',
        'jobs/deadline-alerts.ts',
      ]),
    );
    for (const file of bundles.values()) expect(fs.existsSync(file), file).toBe(true);
  });
});
