import fc from 'fast-check';
import { decodeJwt } from 'jose';
import type * as z from '@taxback/shared/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationAnswersSchema,
  currentApplicationResponseSchema,
  profileViewSchema,
  saveProfileRequestSchema,
  PROVINCES,
  UPLOAD,
} from '@taxback/shared';
import { routeEntries } from '@taxback/functions/routes';
import type { RouteContract } from '@taxback/functions/http/route-types';
import { createCustomer, finishedApplication, type Customer } from '../../e2e/src/customers';
import { executableBytes, pdfBytes, postToS3 } from '../../functions/test/support/files';
import { adminToken } from './support/tokens';
import { callApi, hasBody, parameterNames, pathOf, type Answer, type Segment } from './support/http';
import { validLooking } from './support/schema-arbitrary';
import { hostileBody, hostileSegment, queryString } from './support/hostile-input';

const SOURCE = '127.0.0.3';
/** Runs per route: enough to meet every kind of bad input over a few test runs, small enough for < 60 s. */
const RUNS_PER_ROUTE = 40;

type FinishedCustomer = Customer & { userId: string; applicationId: string };
async function customerWithFinishedApplication(name: string): Promise<FinishedCustomer> {
  const created = await createCustomer(name);
  const applicationId = await finishedApplication(created);
  return { ...created, userId: decodeJwt(created.token).sub!, applicationId };
}

/** The route fuzzing uses this customer's ids, and admin routes may move its claim anywhere (even to filed). */
let fuzzing: FinishedCustomer;
/** A customer the route fuzzing never touches, whose claim stays open to answers and uploads. */
let customer: FinishedCustomer;
let admin: string;
beforeAll(async () => {
  [fuzzing, customer, admin, closingCustomer] = await Promise.all([
    customerWithFinishedApplication('Fuzzy'),
    customerWithFinishedApplication('Steady'),
    adminToken(),
    createCustomer('Closing'),
  ]);
}, 30_000);

/** Closing an account would end the fuzzing customer: that route gets a customer of its own. */
let closingCustomer: Customer;
const tokenFor = (route: RouteContract) =>
  route.path === '/account/close'
    ? closingCustomer.token
    : route.auth === 'user'
      ? fuzzing.token
      : route.auth === 'admin'
        ? admin
        : undefined;

/** The route that deletes what `route` creates (`DELETE {path}/{key}`), if there is one. */
const deleterOf = (route: RouteContract) =>
  routeEntries().find(
    ([, other]) => other.method === 'DELETE' && new RegExp(`^${route.path}/\\{\\w+\\}$`).test(other.path),
  )?.[1];

/** Paths that delete what the fuzz created (blog posts, discount codes): other suites never meet it. */
const createdByFuzz: { path: string; token?: string }[] = [];
function remember(route: RouteContract, answer: Answer) {
  const deleter = deleterOf(route);
  if (answer.status !== 201 || !deleter) return;
  const [key] = parameterNames(deleter);
  createdByFuzz.push({ path: pathOf(deleter, { [key!]: String(answer.json[key!]) }), token: tokenFor(deleter) });
}
afterAll(async () => {
  for (const { path, token } of createdByFuzz) await callApi({ method: 'DELETE', path, token }, SOURCE);
});

/** Every answer is a success or a client error that says what was wrong, in JSON. */
const isWellFormed = ({ status, json }: Answer) =>
  (status >= 200 && status < 300) || (status >= 400 && status < 500 && typeof json?.message === 'string');

const call = (method: string, path: string, body?: unknown, token = customer.token) =>
  callApi({ method, path, token, body: body === undefined ? undefined : JSON.stringify(body) }, SOURCE);

/** Path parameters: shaped by the route's schema, the fuzzing customer's own ids, or hostile segments. */
function parametersOf(route: RouteContract): fc.Arbitrary<Record<string, Segment>> {
  const shape = (route.params as z.ZodMiniObject | undefined)?.shape ?? {};
  const ownIds: Record<string, string> = { applicationId: fuzzing.applicationId, userId: fuzzing.userId };
  return fc.record(
    Object.fromEntries(
      parameterNames(route).map((name) => {
        const schema = shape[name] as z.ZodMiniType | undefined;
        const shaped = schema ? validLooking(schema).map(String) : fc.string({ minLength: 1, maxLength: 40 });
        const own = ownIds[name] ? [fc.constant(ownIds[name])] : [];
        return [name, fc.oneof(shaped, hostileSegment, ...own)];
      }),
    ),
  );
}

function bodyOf(route: RouteContract): fc.Arbitrary<string | undefined> {
  if (!hasBody(route.method)) return fc.constant(undefined);
  if (!route.body) return fc.oneof(fc.constant(''), hostileBody(fc.constant({})));
  const shaped = validLooking(route.body);
  return fc.oneof(
    shaped.map((value) => JSON.stringify(value) ?? ''),
    hostileBody(shaped),
    hostileBody(shaped),
  );
}

function requestsFor(route: RouteContract) {
  const query = route.query
    ? fc.oneof(validLooking(route.query) as fc.Arbitrary<Record<string, unknown>>, fc.constant({}))
    : fc.constant({});
  return fc.record({ params: parametersOf(route), query: queryString(query), body: bodyOf(route) });
}

describe('bad input on every route of the route table, over real HTTP', () => {
  // Not the sign-out route: it would end the fuzzing customer's session for the tests below.
  const fuzzed = routeEntries().filter(([, route]) => !route.endsSessions);
  it.each(fuzzed.map(([name, route]) => [name, route.method, route.path, route]))(
    '%s (%s %s) answers 2xx or 4xx with a message, never 5xx or nothing',
    async (_name, method, _path, route) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(route), async ({ params, query, body }) => {
          const path = `${pathOf(route, params)}${query}`;
          const answer = await callApi({ method, path, token: tokenFor(route), body }, SOURCE);
          remember(route, answer);
          if (!isWellFormed(answer)) {
            throw new Error(
              `${method} ${path.slice(0, 300)} with ${String(body).slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 300)}`,
            );
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
    30_000,
  );
});

describe('what the API accepts, it can show again', () => {
  it('saves valid-looking answers with the current version, or refuses them with a 4xx', async () => {
    let saves = 0;
    await fc.assert(
      // Missing forms and losses must name the claim's own years and the directory's casinos, the residency answers
      // a listed country and the claim's years, a Form 1042-S an EIN: random values almost never do. They are fuzzed
      // by the hostile-body tests, and given plain values here.
      fc.asyncProperty(
        (validLooking(applicationAnswersSchema) as fc.Arbitrary<Record<string, unknown>>).map((answers) => ({
          ...answers,
          missingForms: [],
          lossesByYear: {},
          form1042sEntries: [],
          countryOfResidence: 'CA',
          daysInUs: {},
          closerConnection8840Filed: {},
          returnAlreadyFiled: {},
        })),
        async (answers) => {
          const { json } = await call('GET', `/applications/${customer.applicationId}`);
          const saved = await call('PATCH', `/applications/${customer.applicationId}`, {
            version: json.version,
            answers,
          });
          expect(isWellFormed(saved), saved.text.slice(0, 300)).toBe(true);
          if (saved.status === 200) saves += 1;
        },
      ),
      { numRuns: 30 },
    );
    expect(saves).toBeGreaterThan(0);
  });

  it('saves valid-looking profiles with the current version, or refuses them with a 4xx', async () => {
    let saves = 0;
    // Refinements are not in the JSON Schema: a random phone, province, birth date, postal code or ITIN is
    // almost never one the server takes, and with them all random a run of 30 could save nothing at all.
    const profiles = fc
      .tuple(
        validLooking(saveProfileRequestSchema) as fc.Arbitrary<Record<string, unknown>>,
        fc.record({
          phone: fc.oneof(fc.constant(''), fc.stringMatching(/^\+1 [2-9]\d{2} [2-9]\d{2}-\d{4}$/)),
          province: fc.constantFrom(...PROVINCES),
          dateOfBirth: fc
            .date({ min: new Date('1920-01-01'), max: new Date('2005-12-31'), noInvalidDate: true })
            .map((date) => date.toISOString().slice(0, 10)),
          postalCode: fc.stringMatching(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/),
          itin: fc.option(fc.stringMatching(/^9\d{2}-?\d{2}-?\d{4}$/), { nil: undefined }),
        }),
      )
      .map(([profile, refined]) => ({ ...profile, ...refined }));
    await fc.assert(
      fc.asyncProperty(profiles, async (profile) => {
        const { json } = await call('GET', '/profile');
        const saved = await call('PUT', '/profile', { ...profile, version: json.version });
        expect(isWellFormed(saved), saved.text.slice(0, 300)).toBe(true);
        if (saved.status === 200) saves += 1;
      }),
      { numRuns: 30 },
    );
    // Most of them are whole profiles (about nine in ten): the server must take them, not merely some.
    expect(saves).toBeGreaterThanOrEqual(15);
  });

  it("reads the fuzzing customer's profile and application back through the shared view schemas", async () => {
    for (const path of ['/profile', '/profile/edit']) {
      const answer = await call('GET', path, undefined, fuzzing.token);
      expect(answer.status).toBe(200);
      expect(profileViewSchema.safeParse(answer.json).error).toBeUndefined();
    }
    const current = await call('GET', '/applications/current', undefined, fuzzing.token);
    expect(current.status).toBe(200);
    expect(currentApplicationResponseSchema.safeParse(current.json).error).toBeUndefined();
    expect((await call('GET', '/me', undefined, fuzzing.token)).json).toMatchObject({
      userId: fuzzing.userId,
      isAdmin: false,
    });
  });
});

describe('hostile uploads', () => {
  const presign = (fileName: string, sizeBytes: number) =>
    call('POST', '/uploads', { category: 'Form', fileName, sizeBytes });

  /** Presigns, posts `bytes` to S3 as the browser would, then asks the API to confirm. */
  async function upload(fileName: string, bytes: Uint8Array, declaredSize = bytes.length || 1) {
    const presigned = await presign(fileName, declaredSize);
    expect(presigned.status).toBe(201);
    await postToS3(presigned.json.url, presigned.json.fields, bytes, fileName);
    return call('POST', '/uploads/confirm', { uploadId: presigned.json.uploadId });
  }

  it.each(['../../etc/passwd.pdf', '..\\..\\x.png', '/etc/shadow.jpg', 'a/../../../b.pdf'])(
    "keeps %j under the user's own folder",
    async (fileName) => {
      const presigned = await presign(fileName, 100);
      expect(presigned.status).toBe(201);
      const key: string = presigned.json.fields.key;
      // The browser's form names the quarantine key; the server copies checked bytes to `<userId>/refund-documents/`.
      const prefix = `${customer.userId}/quarantine/refund-documents-`;
      expect(key.startsWith(prefix)).toBe(true);
      expect(key.slice(prefix.length)).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/);
      expect(key).not.toContain('..');
    },
  );

  it.each(['..pdf', '.pdf', 'pdf'])('refuses %j: there is no name before its extension', async (fileName) => {
    const presigned = await presign(fileName, 100);
    expect(presigned.status).toBe(400);
    expect(presigned.json.message).toMatch(/is not a PDF, JPG or PNG file/);
  });

  it('refuses a renamed executable and forgets it', async () => {
    const confirmed = await upload('invoice.pdf', executableBytes());
    expect(confirmed.status).toBe(400);
    expect(confirmed.json.message).toMatch(/is not a PDF, JPG or PNG file/);
  });

  it('refuses a file over the limit that was sent despite the policy', async () => {
    const confirmed = await upload('huge.pdf', pdfBytes(UPLOAD.maxBytes + 1), 1_000);
    expect(confirmed.status).toBe(413);
    expect(confirmed.json.message).toMatch(/exceeds 10 MB limit/);
  });

  it('refuses an empty file, declared or sent', async () => {
    expect((await presign('empty.pdf', 0)).status).toBe(400);
    const confirmed = await upload('empty.pdf', new Uint8Array(0), 10);
    expect(confirmed.status).toBe(400);
    expect(confirmed.json.message).toMatch(/is empty/);
  });

  it('records none of them', async () => {
    const { json } = await call('GET', '/uploads');
    const names = json.documents.map((document: { fileName: string }) => document.fileName);
    expect(names.filter((name: string) => /^(invoice|huge|empty)\.pdf$/.test(name))).toEqual([]);
  });
});

describe('cursors and paths the API did not issue', () => {
  const listRoutes = routeEntries().filter(([, route]) => 'cursor' in ((route.query as z.ZodMiniObject)?.shape ?? {}));
  const parameterisedRoutes = routeEntries().filter(([, route]) => parameterNames(route).length > 0);

  // A cursor that does not parse (`abc`), or decodes to a key of the wrong shape (`eyJhIjoxfQ`, base64 of
  // {"a":1}), is the caller's error.
  it('answers 400, not 500, to a cursor it did not issue, on every list route', async () => {
    const answers = [];
    for (const [name, route] of listRoutes) {
      for (const cursor of ['abc', 'eyJhIjoxfQ']) {
        const answer = await callApi(
          { method: route.method, path: `${route.path}?cursor=${cursor}`, token: tokenFor(route) },
          SOURCE,
        );
        answers.push({ name, cursor, status: answer.status });
      }
    }
    expect(answers.filter(({ status }) => status >= 500)).toEqual([]);
  });

  // API Gateway answers 400 to a request path that is not valid percent-encoding; so does the local gateway.
  it('answers 4xx, not 500, to a path segment that is not valid percent-encoding', async () => {
    const answers = [];
    for (const [name, route] of parameterisedRoutes) {
      const path = pathOf(
        route,
        Object.fromEntries(parameterNames(route).map((param) => [param, { raw: '%E0%A4%A' }])),
      );
      const answer = await callApi({ method: route.method, path, token: tokenFor(route) }, SOURCE);
      answers.push({ name, status: answer.status });
    }
    expect(answers.filter(({ status }) => status >= 500)).toEqual([]);
  });
});
