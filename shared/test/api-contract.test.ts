import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from '../src/zod';
import { createApiClient, urlOf, type ApiClient, type ClientRequest } from '../src/api/client';
import { errorCodesOf, pathParamNames, responseProblem, type RouteInput, type RouteOutput } from '../src/api/contract';
import { routeEntries, routes, type Feature, type RouteOf, type Routes } from '../src/api/routes';
import type { ProfileView } from '../src/account/profile-schemas';

const entries = routeEntries();

/** A client whose transport records the request and answers with a canned response. */
function clientAnswering(status: number, body: unknown) {
  const sent: ClientRequest[] = [];
  const send = async (request: ClientRequest) => {
    sent.push(request);
    return { status, body };
  };
  const api = Object.fromEntries(
    Object.entries(routes).map(([feature, featureRoutes]) => [feature, createApiClient(featureRoutes, send)]),
  ) as { [F in Feature]: ApiClient<Routes[F]> };
  return { api, sent };
}

describe('the route table', () => {
  it.each(entries)('%s declares a params schema for exactly the {names} of its path', (_, route) => {
    const names = pathParamNames(route.path);
    const params = 'params' in route ? route.params : undefined;
    if (names.length === 0) return expect(params).toBeUndefined();
    expect(params).toBeInstanceOf(z.ZodMiniObject);
    expect(Object.keys((params as z.ZodMiniObject).shape).sort()).toEqual([...names].sort());
  });

  it.each(entries)('%s documents at least one success status, a summary and its error codes', (_, route) => {
    expect(Object.keys(route.responses).length).toBeGreaterThan(0);
    expect(route.summary.length).toBeGreaterThan(5);
    expect(errorCodesOf(route)).toContain('bad_request');
    if (route.auth !== 'public') expect(errorCodesOf(route)).toContain('unauthorized');
    if (route.auth === 'admin') expect(errorCodesOf(route)).toContain('forbidden');
  });

  it('has one route per method and path', () => {
    const keys = entries.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("is the union of the features' modules: each module exports `<feature>Routes`, nested under its name", async () => {
    const directory = fileURLToPath(new URL('../src/api/routes/', import.meta.url));
    const files = fs.readdirSync(directory).map((file) => file.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual(Object.keys(routes).sort());
    for (const feature of files) {
      const module = (await import(`../src/api/routes/${feature}.ts`)) as Record<string, unknown>;
      const exported = `${feature.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Routes`;
      expect(module[exported], feature).toBe(routes[feature as Feature]);
    }
  });

  it('names each route once across every feature (a route is called by its name alone)', () => {
    const names = entries.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('responseProblem', () => {
  const route = routes.account.getProfile;

  it('accepts a documented status whose body parses, and refuses one that does not', () => {
    expect(responseProblem(routes.chatbot.askChatbot, 200, { response: 'Hello' })).toBeNull();
    expect(responseProblem(routes.chatbot.askChatbot, 200, { reply: 'Hello' })).toMatch(/does not match/);
  });

  it('rejects an undocumented success status', () => {
    expect(responseProblem(route, 201, {})).toMatch(/not documented/);
  });

  it('accepts documented error codes with their status, and refuses others', () => {
    expect(responseProblem(route, 404, { code: 'not_found', message: 'x' })).toBeNull();
    expect(responseProblem(route, 401, { code: 'unauthorized', message: 'x' })).toBeNull();
    expect(responseProblem(route, 409, { code: 'conflict', message: 'x' })).toMatch(/not documented/);
    expect(responseProblem(route, 400, { code: 'not_found', message: 'x' })).toMatch(/sent with 400/);
    expect(responseProblem(route, 500, 'oops')).toMatch(/not an error body/);
  });

  it('checks a 204 has no body', () => {
    expect(responseProblem(routes.blog.deleteBlogPost, 204, undefined)).toBeNull();
    expect(responseProblem(routes.blog.deleteBlogPost, 204, { ok: true })).toMatch(/does not match/);
  });
});

describe('the typed client', () => {
  it('fills path parameters, encoded, and appends only the defined query values', () => {
    expect(urlOf(routes.uploads.downloadAdminFile, { params: { userId: 'a/b', documentId: 'd 1' } })).toBe(
      '/admin/files/a%2Fb/d%201/download',
    );
    expect(urlOf(routes.account.listAdminUsers, { query: { limit: 25, cursor: undefined, q: 'ana' } })).toBe(
      '/admin/users?limit=25&q=ana',
    );
    expect(() => urlOf(routes.messages.getConversation, { params: {} })).toThrow(/userId/);
  });

  it('sends the method, url and body of the route and parses the answer with its schema', async () => {
    const { api, sent } = clientAnswering(200, { response: 'Hello', extra: 'dropped' });
    await expect(api.chatbot.askChatbot({ body: { message: 'Hi' } })).resolves.toEqual({ response: 'Hello' });
    expect(sent[0]).toMatchObject({ name: 'askChatbot', url: '/chatbot', body: { message: 'Hi' } });
    expect(sent[0]!.route.method).toBe('POST');
  });

  it('refuses an answer that does not match the contract', async () => {
    await expect(
      clientAnswering(200, { reply: 'renamed field' }).api.chatbot.askChatbot({ body: { message: 'Hi' } }),
    ).rejects.toThrow();
    await expect(
      clientAnswering(201, { response: 'x' }).api.chatbot.askChatbot({ body: { message: 'Hi' } }),
    ).rejects.toThrow(/does not list/);
  });

  it('resolves a 204 to undefined', async () => {
    await expect(
      clientAnswering(204, undefined).api.blog.deleteBlogPost({ params: { slug: 'a-post' } }),
    ).resolves.toBeUndefined();
  });

  // The rest is checked by the type checker (`tsc -p tsconfig.json`): each @ts-expect-error must be an error.
  it('types inputs and answers from the table', () => {
    const { api } = clientAnswering(200, {});
    expectTypeOf(api.account.getProfile).returns.resolves.toEqualTypeOf<ProfileView>();
    expectTypeOf<RouteOutput<RouteOf<'deleteBlogPost'>>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteInput<RouteOf<'getConversation'>>>().toHaveProperty('params').toEqualTypeOf<{ userId: string }>();
    expectTypeOf<RouteInput<RouteOf<'listAdminUsers'>>>().toHaveProperty('query');

    const typeOnly = () => {
      void api.account.getMe();
      void api.account.listAdminUsers();
      void api.account.saveItin({ body: { itin: '912-70-1234' } });
      // @ts-expect-error a renamed body field is a type error
      void api.account.saveItin({ body: { itinNumber: '912-70-1234' } });
      // @ts-expect-error a required input cannot be left out
      void api.account.saveItin();
      // @ts-expect-error path parameters are named as in the path
      void api.messages.getConversation({ params: { user: 'u' } });
      // @ts-expect-error a route that takes no body has no body in its input
      void api.account.getMe({ body: {} });
      // @ts-expect-error there is no route by that name
      void api.getProfiles();
      void api.chatbot.askChatbot({ body: { message: 'x' } }).then((answer) => {
        // @ts-expect-error the answer has the fields of its response schema only
        void answer.reply;
      });
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
