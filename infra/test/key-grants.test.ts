import { describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { buildStack } from './build-stack';

const { stack, edge } = buildStack();
const templates = { main: Template.fromStack(stack), edge: Template.fromStack(edge) };

interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Condition?: Record<string, Record<string, unknown>>;
}

const actionsOf = (statement: Statement) => [statement.Action].flat();
const decrypts = (statement: Statement) =>
  actionsOf(statement).some((action) => action === 'kms:Decrypt' || action === 'kms:*' || action === '*');
const conditionKeys = (statement: Statement) =>
  Object.values(statement.Condition ?? {}).flatMap((keys) => Object.keys(keys));
/** Usable only through a named service, or only with an encryption context naming what it opens. */
const isConditioned = (statement: Statement) =>
  conditionKeys(statement).some((key) => key === 'kms:ViaService' || key.startsWith('kms:EncryptionContext'));
/** A Deny of the key's use outside the services it is meant for (the stream processor's fence). */
const isFence = (statement: Statement) =>
  statement.Effect === 'Deny' &&
  actionsOf(statement).includes('kms:Decrypt') &&
  Object.keys(statement.Condition?.StringNotEquals ?? {}).includes('kms:ViaService');

/** Every statement of every policy, by the role (logical id) it is attached to. */
function statementsByRole(template: Template): Map<string, Statement[]> {
  const byRole = new Map<string, Statement[]>();
  const add = (role: string, statements: Statement[]) => byRole.set(role, [...(byRole.get(role) ?? []), ...statements]);
  for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
    const statements = policy.Properties.PolicyDocument.Statement as Statement[];
    for (const role of (policy.Properties.Roles ?? []) as { Ref: string }[]) add(role.Ref, statements);
  }
  for (const [id, role] of Object.entries(template.findResources('AWS::IAM::Role'))) {
    const inline = (role.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[];
    add(
      id,
      inline.flatMap((policy) => policy.PolicyDocument.Statement),
    );
  }
  return byRole;
}

describe('kms:Decrypt', () => {
  it.each(Object.entries(templates))(
    'is granted (%s stack) only with a via-service or encryption-context condition, or behind a Deny fence',
    (_name, template) => {
      const unfenced: string[] = [];
      for (const [role, statements] of statementsByRole(template)) {
        const fenced = statements.some(isFence);
        const loose = statements.filter(
          (statement) => statement.Effect === 'Allow' && decrypts(statement) && !isConditioned(statement),
        );
        if (loose.length > 0 && !fenced) unfenced.push(role);
      }
      expect(unfenced).toEqual([]);
    },
  );

  it('the stream consumers (jobs, checkout expiry) hold it, unconditioned, from their event source, and are fenced', () => {
    const byRole = statementsByRole(templates.main);
    for (const prefix of ['JobsRole', 'CheckoutExpiryRole']) {
      const [, statements] = [...byRole].find(([role]) => role.startsWith(prefix))!;
      expect(
        statements.some(
          (statement) => statement.Effect === 'Allow' && decrypts(statement) && !isConditioned(statement),
        ),
      ).toBe(true);
      expect(statements.filter(isFence)).toHaveLength(1);
    }
  });
});
