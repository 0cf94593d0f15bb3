import { describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { STREAM_ENTITIES } from '@taxback/functions/streams/entities';
import { buildStack } from './build-stack';

const template = Template.fromStack(buildStack().stack);

const functionWith = (description: string) => {
  const found = template.findResources('AWS::Lambda::Function', { Properties: { Description: description } });
  const [id] = Object.keys(found);
  if (!id) throw new Error(`No function "${description}"`);
  return { id, properties: found[id]!.Properties };
};

/** Every action the function's own role may take, with the resources it may take them on. */
function roleStatements(functionId: string) {
  const roleId = (template.toJSON().Resources[functionId].Properties.Role['Fn::GetAtt'] as string[])[0];
  const policies = template.findResources('AWS::IAM::Policy', {
    Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) },
  });
  return Object.values(policies).flatMap((policy) => policy.Properties.PolicyDocument.Statement as object[]);
}

const actionsOf = (statements: object[]) =>
  statements.flatMap((statement) => [(statement as { Action: string | string[] }).Action].flat()).sort();

const processor = functionWith('Table stream: admin notifications, dashboard counters, realtime pushes');
const authorizer = functionWith('WebSocket $connect: verifies the Cognito ID token');
const connect = functionWith('WebSocket $connect: records the connection');
const disconnect = functionWith('WebSocket $disconnect: forgets the connection');

describe('realtime: the WebSocket API', () => {
  it('is a WebSocket API with $connect behind the token authorizer and $disconnect', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.querystring.token'],
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: '$connect',
      AuthorizationType: 'CUSTOM',
      AuthorizerId: Match.anyValue(),
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$disconnect' });
  });

  it('logs access and throttles its stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'live',
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
    });
  });

  it('verifies tokens against the user pool and its app client, and reads only the caller’s standing', () => {
    // Every function also gets the stage and the metrics settings (Monitoring); nothing else.
    const observability = ['STAGE', 'POWERTOOLS_METRICS_NAMESPACE', 'POWERTOOLS_SERVICE_NAME'];
    const variables = Object.keys(authorizer.properties.Environment.Variables).filter(
      (name) => !observability.includes(name),
    );
    expect(variables.sort()).toEqual(['TOKEN_ISSUER', 'USER_POOL_CLIENT_ID', 'USER_POOL_ID']);
    expect(actionsOf(roleStatements(authorizer.id))).toEqual([
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminListGroupsForUser',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
    ]);
  });

  it('lets $connect only put and $disconnect only delete items of the table', () => {
    expect(actionsOf(roleStatements(connect.id)).filter((action) => action.startsWith('dynamodb:'))).toEqual([
      'dynamodb:PutItem',
    ]);
    expect(actionsOf(roleStatements(disconnect.id)).filter((action) => action.startsWith('dynamodb:'))).toEqual([
      'dynamodb:DeleteItem',
    ]);
  });
});

describe('realtime: the stream processor', () => {
  const mapping = () =>
    Object.values(template.findResources('AWS::Lambda::EventSourceMapping'))
      .map((resource) => resource.Properties)
      .find((properties) => properties.FunctionName.Ref === processor.id);

  it('reads the table stream in partial batches, bisecting and retrying a bounded number of times', () => {
    expect(mapping()).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [expect.any(String), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 5,
      MaximumRecordAgeInSeconds: 86400,
      DestinationConfig: { OnFailure: { Destination: expect.anything() } },
    });
  });

  it('receives only the entity types it acts on, changed or removed', () => {
    const patterns = (mapping()!.FilterCriteria.Filters as { Pattern: string }[]).map((filter) =>
      JSON.parse(filter.Pattern),
    );
    expect(patterns).toEqual([
      { dynamodb: { NewImage: { __edb_e__: { S: [...STREAM_ENTITIES] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: [...STREAM_ENTITIES] } } } },
    ]);
  });

  it('may manage the connections of its WebSocket stage and knows where to post', () => {
    expect(processor.properties.Environment.Variables).toMatchObject({
      TABLE_NAME: expect.anything(),
      WEBSOCKET_MANAGEMENT_URL: expect.anything(),
    });
    const statements = roleStatements(processor.id);
    expect(actionsOf(statements)).toContain('execute-api:ManageConnections');
    expect(actionsOf(statements)).not.toContain('dynamodb:Scan');
  });

  it('publishes the WebSocket URL to the SPA', () => {
    template.hasOutput('WebSocketUrl', { Value: Match.anyValue() });
  });
});
