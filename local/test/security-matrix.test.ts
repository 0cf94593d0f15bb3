import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeEntries } from '@taxback/functions/routes';
import type { RouteContract } from '@taxback/functions/http/route-types';
import { adminToken, customerToken, staffMember } from './support/tokens';
import { applicant, leakedIn, type Applicant } from './support/customers';
import { callApi, hasBody, pathOf, type Answer } from './support/http';

const SOURCE = '127.0.0.2';
const CALLERS = ['anonymous', 'stranger', 'owner', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];

let owner: Applicant;
let stranger: Applicant;
let admin: string;
/** Tokens of people of their own for the routes that end sessions, so the others' tokens keep working. */
let throwaway: Record<Exclude<CallerName, 'anonymous'>, string>;
beforeAll(async () => {
  [owner, stranger, admin] = await Promise.all([applicant(), applicant(), adminToken()]);
  const [owner2, stranger2, staff] = await Promise.all([customerToken(), customerToken(), staffMember()]);
  throwaway = { owner: owner2, stranger: stranger2, admin: staff.token };
}, 30_000);

const tokenOf = (caller: CallerName, route: RouteContract) =>
  caller !== 'anonymous' && route.endsSessions
    ? throwaway[caller]
    : { anonymous: undefined, stranger: stranger.token, owner: owner.token, admin }[caller];

/** Path parameters point at the owner's resources where the owner has one, elsewhere at nothing. */
const ownerParams = () => ({
  applicationId: owner.applicationId,
  userId: owner.userId,
  documentId: randomUUID(),
  notificationId: randomUUID(),
  letterId: randomUUID(),
  entryId: randomUUID(),
  slug: 'no-such-post',
  code: 'NO-SUCH-CODE',
  closureId: randomUUID(),
  messageId: randomUUID(),
});

/** The rule an answer breaks, or null. Authorisation runs before the body is read, so `{}` bodies suffice. */
function brokenRule(route: RouteContract, caller: CallerName, answer: Answer): string | null {
  const { status } = answer;
  if (status >= 500) return 'server error';
  if ((caller === 'anonymous' || caller === 'stranger') && leakedIn(answer.text, owner).length) {
    return `leaks the owner's ${leakedIn(answer.text, owner).join(', ')}`;
  }
  const refused = status === 401 || status === 403;
  if (route.auth === 'public') return refused ? 'public route refused' : null;
  if (caller === 'anonymous') return status === 401 ? null : 'expected 401';
  if (route.auth === 'admin' && caller !== 'admin') return status === 403 ? null : 'expected 403';
  if (caller === 'stranger' && route.params)
    return status >= 200 && status < 300 ? "reached the owner's resource" : null;
  return refused ? 'signed-in caller refused' : null;
}

describe('the security matrix: every route of the route table, as every kind of caller', () => {
  // The sign-out route ends the callers' sessions, so it runs after the others.
  const ordered = routeEntries().sort(
    ([, a], [, b]) => Number(a.endsSessions ?? false) - Number(b.endsSessions ?? false),
  );
  it.each(ordered.map(([name, route]) => [name, route.method, route.path, route]))(
    '%s (%s %s)',
    async (_name, method, _path, route) => {
      const path = pathOf(route, ownerParams());
      const outcomes = await Promise.all(
        CALLERS.map(async (caller) => {
          const answer = await callApi(
            { method, path, token: tokenOf(caller, route), body: hasBody(method) ? '{}' : undefined },
            SOURCE,
          );
          return { caller, status: answer.status, broken: brokenRule(route, caller, answer) };
        }),
      );
      expect(outcomes.filter((outcome) => outcome.broken)).toEqual([]);
    },
  );
});

describe("resource isolation: a customer's token against another customer's resources", () => {
  /** Requests that name the victim's resources; each must fail without a trace of the victim. */
  const attacks = (victim: Applicant, version: number) => [
    { name: 'read the application', method: 'GET', path: `/applications/${victim.applicationId}` },
    {
      name: 'save an answer',
      method: 'PATCH',
      path: `/applications/${victim.applicationId}`,
      body: { version, answers: { currentStep: 3, formDeliveryPreference: 'mail' } },
    },
    { name: 'finish the application', method: 'POST', path: `/applications/${victim.applicationId}/finish` },
    { name: 'list the payments', method: 'GET', path: `/applications/${victim.applicationId}/payments` },
    { name: 'confirm the upload', method: 'POST', path: '/uploads/confirm', body: { uploadId: victim.uploadId } },
    {
      name: 'verify the payment',
      method: 'GET',
      path: `/payments/verify?sessionId=${victim.sessionId}&applicationId=${victim.applicationId}`,
    },
    {
      name: 'open a checkout',
      method: 'POST',
      path: '/payments/checkout',
      body: { applicationId: victim.applicationId },
    },
    {
      name: 'price a discount',
      method: 'POST',
      path: '/payments/discount',
      body: { applicationId: victim.applicationId, code: 'WELCOME10' },
    },
  ];

  /** Reads that take the user from the token: they answer with the caller's own data only. */
  const ownReads = ['/me', '/profile', '/profile/edit', '/applications/current', '/uploads', '/messages'];

  it('refuses every attack and leaks nothing: 0 leaks', async () => {
    const leaks: string[] = [];
    const { json: current } = await callApi(
      { method: 'GET', path: `/applications/${owner.applicationId}`, token: owner.token },
      SOURCE,
    );
    for (const attack of attacks(owner, current.version)) {
      const answer = await callApi(
        { method: attack.method, path: attack.path, token: stranger.token, body: JSON.stringify(attack.body) },
        SOURCE,
      );
      if (answer.status < 300) leaks.push(`${attack.name}: answered ${answer.status}`);
      for (const value of leakedIn(answer.text, owner)) leaks.push(`${attack.name}: answer holds ${value}`);
    }
    for (const path of ownReads) {
      const answer = await callApi({ method: 'GET', path, token: stranger.token }, SOURCE);
      if (answer.status !== 200) leaks.push(`GET ${path}: answered ${answer.status}`);
      for (const value of leakedIn(answer.text, owner)) leaks.push(`GET ${path}: answer holds ${value}`);
    }
    expect(leaks).toEqual([]);
  });

  it("writes only the caller's own profile, whatever ids the body names", async () => {
    const before = await callApi({ method: 'GET', path: '/profile', token: owner.token }, SOURCE);
    const saved = await callApi(
      {
        method: 'PUT',
        path: '/profile/address',
        token: stranger.token,
        body: JSON.stringify({
          userId: owner.userId,
          email: owner.email,
          addressLine1: '1 Intruder Lane',
          addressLine2: '',
          city: 'Nowhere',
          province: 'Ontario',
          postalCode: 'K1A 0B1',
          country: 'Canada',
          version: before.json.version,
        }),
      },
      SOURCE,
    );
    expect(saved.status).toBeLessThan(500);
    expect(leakedIn(saved.text, owner)).toEqual([]);
    const after = await callApi({ method: 'GET', path: '/profile', token: owner.token }, SOURCE);
    expect(after.json).toEqual(before.json);
  });

  it("leaves the victim's application, upload and checkout as they were", async () => {
    const application = await callApi(
      { method: 'GET', path: `/applications/${owner.applicationId}`, token: owner.token },
      SOURCE,
    );
    expect(application.json).toMatchObject({ status: 'ready_for_payment', formDeliveryPreference: 'email' });
    const confirmed = await callApi(
      {
        method: 'POST',
        path: '/uploads/confirm',
        token: owner.token,
        body: JSON.stringify({ uploadId: owner.uploadId }),
      },
      SOURCE,
    );
    expect(confirmed.status).toBe(200);
    const verified = await callApi(
      {
        method: 'GET',
        path: `/payments/verify?sessionId=${owner.sessionId}&applicationId=${owner.applicationId}`,
        token: owner.token,
      },
      SOURCE,
    );
    expect(verified.json).toMatchObject({ paid: false, outcome: 'pending', applicationId: owner.applicationId });
  });
});
