import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';
// Relative: the config is loaded by Node, which does not import the workspace's TypeScript.
import { CLIENT_ROUTE_FIELDS } from '../shared/src/api/client-route.ts';

type Program = ReturnType<typeof parseAst>;
type Node = { type: string; start: number; end: number };
type Property = Node & {
  type: 'Property';
  computed: boolean;
  key: Node & { name?: string; value?: unknown };
  value: Node;
};
type ObjectExpression = Node & { type: 'ObjectExpression'; properties: (Property | Node)[] };

const routeModule = /[\\/]shared[\\/]src[\\/]api[\\/]routes[\\/][\w-]+\.ts$/;
const clientFields = new Set<string>(CLIENT_ROUTE_FIELDS);

const keyOf = (property: Property) => property.key.name ?? String(property.key.value);

function routeTablesOf(program: Program): ObjectExpression[] {
  const tables: ObjectExpression[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : null;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations) {
      if (init?.type === 'ObjectExpression') tables.push(init as unknown as ObjectExpression);
    }
  }
  return tables;
}

/**
 * A route module as the browser needs it: each route of its exported table keeps only the fields the client reads.
 * Any other shape (a spread, a computed key, a route that is not an object literal) fails the build rather than
 * ship a table the client cannot use.
 */
export function clientRouteTable(
  code: string,
  program: Program,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } {
  const output = new MagicString(code);
  const tables = routeTablesOf(program);
  if (tables.length === 0) throw new Error(`${id}: no exported route table`);
  for (const table of tables) {
    for (const entry of table.properties) {
      const route = (entry as Property).value as ObjectExpression | undefined;
      if (entry.type !== 'Property' || route?.type !== 'ObjectExpression')
        throw new Error(`${id}: every route must be an object literal`);
      const fields = route.properties.map((field) => {
        if (field.type !== 'Property' || (field as Property).computed)
          throw new Error(`${id}: a route's fields must be written out`);
        return field as Property;
      });
      const kept = fields.filter((field) => clientFields.has(keyOf(field)));
      output.overwrite(
        route.start,
        route.end,
        `{ ${kept.map((field) => code.slice(field.start, field.end)).join(', ')} }`,
      );
    }
  }
  return { code: output.toString(), map: output.generateMap({ hires: true, source: id }) };
}

/** The browser's build downloads each function's routes without the fields only the server and the docs read. */
export function routeTableForTheBrowser(): Plugin {
  return {
    name: 'route-table-for-the-browser',
    apply: 'build',
    transform(code, id) {
      return routeModule.test(id) ? clientRouteTable(code, parseAst(code), id) : null;
    },
  };
}
