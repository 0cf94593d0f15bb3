import fs from 'node:fs';
import { App } from 'aws-cdk-lib';
import { repoRoot } from '../src/paths';
import { readSettings } from '../src/settings';
import { addStageStacks } from '../src/stacks/stage-stacks';

/** The context of the repository's cdk.json (settings and feature flags), so tests build what synth builds. */
export const baseContext = (
  JSON.parse(fs.readFileSync(`${repoRoot}/cdk.json`, 'utf8')) as { context: Record<string, unknown> }
).context;

export const customDomainContext = {
  domainName: 'app.taxback.example',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
};

/**
 * Builds the stage's stacks as the app does, with Lambda bundling skipped (no esbuild run), in a fixed
 * account and region: `stack` is the main one, `edge` its us-east-1 companion.
 */
export function buildStack(context: Record<string, string> = {}) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...baseContext, ...context } });
  const { main, edge } = addStageStacks(app, {
    stackName: 'TaxBack',
    settings: readSettings(app.node),
    account: '123456789012',
    region: 'ca-central-1',
  });
  return { app, stack: main, edge };
}

/** Logical ids of the resources a template value refers to (Ref, Fn::GetAtt), however deeply nested. */
function referencedIds(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => referencedIds(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'Ref' && typeof inner === 'string') into.add(inner);
      else if (key === 'Fn::GetAtt' && Array.isArray(inner) && typeof inner[0] === 'string') into.add(inner[0]);
      else referencedIds(inner, into);
    }
  }
  return into;
}

interface TemplateResource {
  Properties?: unknown;
  DependsOn?: string | string[];
}

/** A dependency cycle between resources, as CloudFormation would reject it; null when there is none. */
export function findDependencyCycle(resources: Record<string, TemplateResource>): string[] | null {
  const edges = new Map(
    Object.entries(resources).map(([id, resource]) => {
      const dependsOn = [resource.DependsOn ?? []].flat();
      const targets = [...referencedIds(resource.Properties), ...dependsOn].filter((target) => target in resources);
      return [id, targets];
    }),
  );
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, path: string[]): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'visiting') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'visiting');
    for (const target of edges.get(id) ?? []) {
      const cycle = visit(target, [...path, id]);
      if (cycle) return cycle;
    }
    state.set(id, 'done');
    return null;
  };
  for (const id of edges.keys()) {
    const cycle = visit(id, []);
    if (cycle) return cycle;
  }
  return null;
}

/** A template value as text: Fn::Join flattened, a Ref as `<LogicalId>`, a Fn::GetAtt as `<LogicalId.Attribute>`. */
export function templateText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(templateText).join('');
  const object = value as Record<string, unknown>;
  if ('Ref' in object) return `<${String(object.Ref)}>`;
  if ('Fn::GetAtt' in object) return `<${(object['Fn::GetAtt'] as string[]).join('.')}>`;
  if ('Fn::Join' in object) {
    const [separator, parts] = object['Fn::Join'] as [string, unknown[]];
    return parts.map(templateText).join(separator);
  }
  return JSON.stringify(value);
}
