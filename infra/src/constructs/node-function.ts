import { Duration, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { lambdaBundling } from '../lambda-bundling';
import { lockFile, repoRoot } from '../paths';

/** How every handler of functions/ is built and run. */
export const nodeFunctionDefaults = {
  handler: 'handler',
  runtime: Runtime.NODEJS_22_X,
  architecture: Architecture.ARM_64,
  memorySize: 512,
  timeout: Duration.seconds(25),
  projectRoot: repoRoot,
  depsLockFilePath: lockFile,
  bundling: { format: OutputFormat.ESM, ...lambdaBundling, forceDockerBundling: false },
} satisfies Partial<NodejsFunctionProps>;

export function acknowledgeRuntime(fn: NodejsFunction): void {
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason: 'Node.js 22 is the runtime the project targets and tests against (see the architecture guide).',
  });
}

export interface OwnRoleFunctionProps {
  description: string;
  entry: string;
  environment?: Record<string, string>;
  timeout?: Duration;
}

/** A handler with a role and a log group of its own, so it is granted exactly what it needs. */
export function ownRoleFunction(
  scope: Construct,
  id: string,
  props: OwnRoleFunctionProps,
): NodejsFunction & { role: IRole } {
  const role = new Role(scope, `${id}Role`, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: props.description,
  });
  const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.THREE_MONTHS });
  logGroup.grantWrite(role);
  const fn = new NodejsFunction(scope, `${id}Function`, { ...nodeFunctionDefaults, ...props, role, logGroup });
  acknowledgeRuntime(fn);
  return fn as NodejsFunction & { role: IRole };
}
