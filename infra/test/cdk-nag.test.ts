import { describe, it, expect } from 'vitest';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildStack, customDomainContext } from './build-stack';

/**
 * cdk-nag v3 is a policy-validation plugin (no Aspect, no Annotations): `cdk synth` fails on any
 * unacknowledged finding, warnings included. The same check runs here on the construct tree.
 */
function unacknowledgedFindings(context: Record<string, string> = {}): string[] {
  const { app, stack, edge } = buildStack(context);
  app.synth();
  return [stack, edge].flatMap((scope) =>
    new AwsSolutionsChecks(undefined, { verbose: true })
      .validateScope(scope)
      .violations.flatMap((violation) =>
        violation.violatingResources.map(
          (resource) =>
            `${violation.severity} ${violation.ruleName} at ${resource.constructPath}: ${violation.description}`,
        ),
      ),
  );
}

describe('cdk-nag AwsSolutions (the stage stack and its edge stack)', () => {
  it('has no unacknowledged findings with the default CloudFront domain', () => {
    const findings = unacknowledgedFindings();
    if (findings.length > 0) console.error(findings.join('\n\n'));
    expect(findings).toEqual([]);
  });

  it('has no unacknowledged findings with a custom domain', () => {
    const findings = unacknowledgedFindings(customDomainContext);
    if (findings.length > 0) console.error(findings.join('\n\n'));
    expect(findings).toEqual([]);
  });
});
