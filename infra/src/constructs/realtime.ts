import path from 'node:path';
import { type CfnElement, Duration, Stack, Validations } from 'aws-cdk-lib';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPoolClient, UserPool } from 'aws-cdk-lib/aws-cognito';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ENTITY_ATTRIBUTE } from '@taxback/functions/data/entity-names';
import { STREAM_ENTITIES } from '@taxback/functions/streams/entities';
import { literalOr } from '../nag';
import { repoRoot } from '../paths';
import type { Data } from './data';
import { dataKeyActions } from './function-roles';
import { ownRoleFunction } from './node-function';

export interface RealtimeProps {
  data: Data;
  /** The table's encryption key: reading and writing items, and the stream, need it. */
  key: IKey;
  userPool: UserPool;
  userPoolClient: IUserPoolClient;
}

const entry = (file: string) => path.join(repoRoot, 'functions', 'src', file);

/** The table's key, usable only through DynamoDB: these functions open no sealed profile field themselves. */
const tableKeyStatement = (key: IKey) =>
  new PolicyStatement({
    actions: dataKeyActions,
    resources: [key.keyArn],
    conditions: { StringEquals: { 'kms:ViaService': `dynamodb.${Stack.of(key).region}.amazonaws.com` } },
  });

/** What the request check reads about a person (adapters/identity.ts getAccountStanding). */
const standingActions = ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'];

/**
 * Realtime updates: the WebSocket API (a Lambda authorizer on $connect checks the Cognito ID token,
 * connections are kept in the table), and the one stream processor that turns table changes into
 * admin notifications, dashboard counters and pushes to the connected clients.
 */
export class Realtime extends Construct {
  /** `wss://` URL the SPA connects to. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    const { table } = props.data;
    const tableEnvironment = { TABLE_NAME: table.tableName, LOG_LEVEL: 'INFO' };

    const authorizerFn = ownRoleFunction(this, 'Authorizer', {
      description: 'WebSocket $connect: verifies the Cognito ID token',
      entry: entry('realtime/authorizer.ts'),
      timeout: Duration.seconds(10),
      environment: {
        USER_POOL_ID: props.userPool.userPoolId,
        USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
        TOKEN_ISSUER: props.userPool.userPoolProviderUrl,
      },
    });
    // The account must still exist, be enabled and not signed out (http/standing.ts).
    props.userPool.grant(authorizerFn.role, ...standingActions);
    const connectFn = ownRoleFunction(this, 'Connect', {
      description: 'WebSocket $connect: records the connection',
      entry: entry('realtime/connect.ts'),
      environment: tableEnvironment,
    });
    const disconnectFn = ownRoleFunction(this, 'Disconnect', {
      description: 'WebSocket $disconnect: forgets the connection',
      entry: entry('realtime/disconnect.ts'),
      environment: tableEnvironment,
    });
    connectFn.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [table.tableArn] }),
    );
    disconnectFn.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:DeleteItem'], resources: [table.tableArn] }),
    );
    connectFn.role.addToPrincipalPolicy(tableKeyStatement(props.key));
    disconnectFn.role.addToPrincipalPolicy(tableKeyStatement(props.key));

    const api = new WebSocketApi(this, 'WebSocketApi', {
      apiName: `${Stack.of(this).stackName}-realtime`,
      connectRouteOptions: {
        integration: new WebSocketLambdaIntegration('ConnectIntegration', connectFn),
        authorizer: new WebSocketLambdaAuthorizer('TokenAuthorizer', authorizerFn, {
          identitySource: ['route.request.querystring.token'],
        }),
      },
      disconnectRouteOptions: { integration: new WebSocketLambdaIntegration('DisconnectIntegration', disconnectFn) },
    });
    const stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: api,
      stageName: 'live',
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS }),
        ),
      },
    });
    this.url = stage.url;
    Validations.of(api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'API Gateway runs WebSocket authorizers on $connect only (it has the token authorizer); $disconnect is called by API Gateway itself for an already authorised connection.',
    });

    this.streamProcessor(props, stage);
  }

  private streamProcessor(props: RealtimeProps, stage: WebSocketStage): void {
    const { table } = props.data;
    const processor = ownRoleFunction(this, 'StreamProcessor', {
      description: 'Table stream: admin notifications, dashboard counters, realtime pushes',
      entry: entry('streams/handler.ts'),
      timeout: Duration.seconds(60),
      environment: {
        TABLE_NAME: table.tableName,
        WEBSOCKET_MANAGEMENT_URL: stage.callbackUrl,
        USER_POOL_ID: props.userPool.userPoolId,
        LOG_LEVEL: 'INFO',
      },
    });
    // Each push to staff re-checks that they are still staff (realtime/push.ts).
    props.userPool.grant(processor.role, ...standingActions);
    processor.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [
          'dynamodb:GetItem',
          'dynamodb:Query',
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
          'dynamodb:BatchWriteItem',
        ],
        resources: props.data.tableAndIndexArns,
      }),
    );
    processor.role.addToPrincipalPolicy(tableKeyStatement(props.key));
    // The stream event source adds kms:Decrypt on the key without a condition (grantStreamRead): refuse any
    // use of the key outside DynamoDB, so the processor still cannot open a sealed profile field.
    processor.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: dataKeyActions,
        resources: [props.key.keyArn],
        conditions: {
          StringNotEquals: { 'kms:ViaService': `dynamodb.${Stack.of(this).region}.amazonaws.com` },
        },
      }),
    );
    stage.grantManagementApiAccess(processor.role);
    const stack = Stack.of(this);
    const apiId = stack.getLogicalId(stage.api.node.defaultChild as CfnElement);
    const connectionsArn = `arn:${literalOr(stack.partition, 'Partition')}:execute-api:${literalOr(stack.region, 'Region')}:${literalOr(stack.account, 'AccountId')}:<${apiId}>/${stage.stageName}/*/@connections/*`;
    Validations.of(processor.role).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::${connectionsArn}]`,
        reason:
          'Connection ids are created per client at run time: the processor may post to any connection of this one stage.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'dynamodb:ListStreams, added by the event source mapping, has no resource-level permissions.',
      },
    );

    const failures = new Queue(this, 'StreamFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const entityIs = { S: FilterRule.or(...STREAM_ENTITIES) };
    processor.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: 5,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(failures),
        filters: [
          FilterCriteria.filter({ dynamodb: { NewImage: { [ENTITY_ATTRIBUTE]: entityIs } } }),
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('REMOVE'),
            dynamodb: { OldImage: { [ENTITY_ATTRIBUTE]: entityIs } },
          }),
        ],
      }),
    );
    Validations.of(failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the failure destination (dead-letter queue) of the stream event source.',
    });
  }
}
