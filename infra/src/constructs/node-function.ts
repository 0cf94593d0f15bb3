import path from 'node:path';
import { AssetHashType, DockerImage, Duration, Validations, type ILocalBundling } from 'aws-cdk-lib';
import { Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, type FunctionProps } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { buildSync } from 'esbuild';
import type { Construct } from 'constructs';
import { BUNDLE_ENTRY_FILE, esbuildOptionsFor, functionsSource } from '../lambda-bundling';
import { LAMBDA_MEMORY_MB } from '../lambda-memory';

/** How every handler of functions/ is run. */
export const nodeFunctionDefaults = {
  runtime: Runtime.NODEJS_22_X,
  architecture: Architecture.ARM_64,
  memorySize: LAMBDA_MEMORY_MB,
  timeout: Duration.seconds(25),
} satisfies Partial<FunctionProps>;

/**
 * Bundles one entry on the machine that synthesises, with the options every other build of the functions uses.
 * The entry is a field so that CDK's asset cache, keyed by the bundling options as JSON, tells two functions apart.
 */
class EsbuildBundling implements ILocalBundling {
  constructor(readonly entry: string) {}

  tryBundle(outputDir: string): boolean {
    buildSync(esbuildOptionsFor(this.entry, outputDir));
    return true;
  }
}

/** The asset of `entry` (relative to functions/src), hashed by what it builds to. */
export const bundledCode = (entry: string) =>
  Code.fromAsset(functionsSource, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      local: new EsbuildBundling(entry),
      // Never pulled: local bundling always succeeds or fails the synth. CDK requires an image all the same.
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
    },
  });

export interface BundledFunctionProps extends Omit<FunctionProps, 'code' | 'handler' | 'runtime'> {
  /** The handler module: an absolute path under functions/src. */
  entry: string;
}

/** A function of functions/, deployed as the bundle `esbuildOptionsFor` builds, starting from its `handler`. */
export class BundledFunction extends LambdaFunction {
  /** The handler module, relative to functions/src (as lambdaEntries() names it). */
  readonly entry: string;

  constructor(scope: Construct, id: string, { entry, ...props }: BundledFunctionProps) {
    const relativeEntry = path.relative(functionsSource, entry).split(path.sep).join('/');
    super(scope, id, {
      ...nodeFunctionDefaults,
      ...props,
      handler: `${path.basename(BUNDLE_ENTRY_FILE, '.mjs')}.handler`,
      code: bundledCode(relativeEntry),
    });
    this.entry = relativeEntry;
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Node.js 22 is the runtime the project targets and tests against (see the architecture guide).',
    });
  }
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
): BundledFunction & { role: IRole } {
  const role = new Role(scope, `${id}Role`, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: props.description,
  });
  const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.THREE_MONTHS });
  logGroup.grantWrite(role);
  const fn = new BundledFunction(scope, `${id}Function`, { ...props, role, logGroup });
  return fn as BundledFunction & { role: IRole };
}
