import { AspectPriority, Aspects, CfnResource, type IAspect, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnUserPool, CfnUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import { CfnLogGroup } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';
import type { StageConfig } from './stages';

/** Resources that hold data someone would miss: kept (prod) or deleted (dev, staging) with the stack. */
export const statefulTypes = [
  'AWS::DynamoDB::Table',
  'AWS::Cognito::UserPool',
  'AWS::S3::Bucket',
  'AWS::KMS::Key',
  'AWS::SecretsManager::Secret',
  'AWS::Logs::LogGroup',
  'AWS::SQS::Queue',
  'AWS::Backup::BackupVault',
] as const;

/**
 * Applies a stage's policies to every resource of the stack, including those added later by other
 * constructs: removal policy and deletion protection of stateful resources, log retention, Cognito token
 * lifetimes and the HTTP API throttle. Constructs keep their own (prod-safe) defaults; this is the one
 * place that relaxes them for dev and staging.
 */
class StagePolicies implements IAspect {
  constructor(private readonly config: StageConfig) {}

  visit(node: IConstruct): void {
    const { config } = this;
    if (!(node instanceof CfnResource)) return;
    if ((statefulTypes as readonly string[]).includes(node.cfnResourceType)) {
      node.applyRemovalPolicy(config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY);
    }
    if (node instanceof CfnTable) node.deletionProtectionEnabled = config.retainData;
    if (node instanceof CfnUserPool) node.deletionProtection = config.retainData ? 'ACTIVE' : 'INACTIVE';
    if (node instanceof CfnLogGroup) node.retentionInDays = config.logRetentionDays;
    if (node instanceof CfnUserPoolClient) {
      node.accessTokenValidity = config.tokenMinutes;
      node.idTokenValidity = config.tokenMinutes;
      node.refreshTokenValidity = config.refreshTokenDays;
      node.tokenValidityUnits = { accessToken: 'minutes', idToken: 'minutes', refreshToken: 'days' };
    }
    // The HTTP API's stage; the WebSocket stage keeps its own, smaller throttle.
    if (node instanceof CfnStage && node.stageName === '$default') {
      node.defaultRouteSettings = {
        ...(node.defaultRouteSettings as CfnStage.RouteSettingsProperty | undefined),
        throttlingRateLimit: config.apiRateLimit,
        throttlingBurstLimit: config.apiBurstLimit,
      };
    }
  }
}

export function applyStagePolicies(stack: Stack, config: StageConfig): void {
  Aspects.of(stack).add(new StagePolicies(config), { priority: AspectPriority.MUTATING });
}
