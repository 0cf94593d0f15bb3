import fs from 'node:fs';
import path from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_FIELDS } from '@taxback/shared/api/client-route';
import { routeEntries, routeOf, type RouteName } from '@taxback/shared/api/routes';
import { clientRouteTable } from '../route-table-for-browser';

const routesDir = path.resolve(import.meta.dirname, '../../shared/src/api/routes');

interface Written {
  type: string;
  start: number;
  end: number;
  key?: { name?: string; value?: unknown };
  value?: Written;
  properties?: Written[];
}
const keyOf = (property: Written) => String(property.key?.name ?? property.key?.value);

/** Each route of the exported tables of a module's code, with each field's value as written. */
function routesWritten(code: string): Map<string, Map<string, Written>> {
  const found = new Map<string, Map<string, Written>>();
  for (const statement of parseAst(code).body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of statement.declaration.declarations) {
      for (const route of (init as unknown as Written).properties ?? []) {
        found.set(keyOf(route), new Map(route.value!.properties!.map((field) => [keyOf(field), field.value!])));
      }
    }
  }
  return found;
}

/** A route module as the plugin receives it: TypeScript already compiled by Vite. */
async function compiled(file: string): Promise<string> {
  const id = path.join(routesDir, file);
  return (await transformWithOxc(fs.readFileSync(id, 'utf8'), id)).code;
}

const literal = (code: string, value: Written) =>
  new Function(`return ${code.slice(value.start, value.end)}`)() as unknown;

describe("the browser's copy of the route table", () => {
  const files = fs.readdirSync(routesDir).filter((file) => file.endsWith('.ts'));

  it('keeps every route of every function, each with only what the client reads, unchanged', async () => {
    const seen: string[] = [];
    for (const file of files) {
      const id = path.join(routesDir, file);
      const code = await compiled(file);
      const output = clientRouteTable(code, parseAst(code), id).code;
      for (const [name, fields] of routesWritten(output)) {
        seen.push(name);
        const route = routeOf(name as RouteName);
        expect([...fields.keys()].sort(), name).toEqual([...CLIENT_ROUTE_FIELDS].sort());
        expect(literal(output, fields.get('method')!), name).toBe(route.method);
        expect(literal(output, fields.get('path')!), name).toBe(route.path);
        expect(literal(output, fields.get('auth')!), name).toBe(route.auth);
        const statuses = fields.get('responses')!.properties!.map(keyOf);
        expect(statuses, name).toEqual(Object.keys(route.responses));
      }
    }
    expect(seen.sort()).toEqual(
      routeEntries()
        .map(([name]) => name)
        .sort(),
    );
  });

  it('leaves out the docs and the request schemas, which only the server and the reference read', async () => {
    const code = await compiled('account.ts');
    const output = clientRouteTable(code, parseAst(code), 'account.ts').code;
    expect(code).toContain('summary:');
    expect(code).toContain('body:');
    expect(output).not.toMatch(/\b(summary|body|params|query|errors|feature|endsSessions|rawBody):/);
  });

  it.each([
    ['a spread table entry', 'export const r = { ...other };'],
    ['a route that is not written out', 'export const r = { a: other };'],
    ['a spread inside a route', "export const r = { a: { method: 'GET', ...common } };"],
    ['a computed field name', "export const r = { a: { method: 'GET', [field]: 1 } };"],
    ['a module without a table', 'export const r = 1;'],
  ])('fails the build on %s rather than ship a route the client cannot use', (_, code) => {
    expect(() => clientRouteTable(code, parseAst(code), 'routes/x.ts')).toThrow(/routes\/x\.ts/);
  });
});
