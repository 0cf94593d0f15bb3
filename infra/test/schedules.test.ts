import { describe, expect, it } from 'vitest';
import { Duration } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { CLAIM_DEADLINE, RETRIEVAL } from '@taxback/shared';
import { buildStack } from './build-stack';

const template = Template.fromStack(buildStack().stack);

describe('scheduled follow-up check', () => {
  const found = template.findResources('AWS::Lambda::Function', {
    Properties: { Description: 'Missing forms: marks casino requests whose follow-up day has come' },
  });
  const [functionId] = Object.keys(found);

  it('runs the follow-up handler on an EventBridge schedule', () => {
    expect(functionId).toBeDefined();
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: Schedule.rate(Duration.minutes(RETRIEVAL.followUpCheckMinutes)).expressionString,
      State: 'ENABLED',
      Targets: Match.arrayWith([Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] } })]),
    });
  });

  it('may only query the table and rewrite entries', () => {
    const roleId = (template.toJSON().Resources[functionId!].Properties.Role['Fn::GetAtt'] as string[])[0];
    const policies = template.findResources('AWS::IAM::Policy', {
      Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) },
    });
    const actions = Object.values(policies)
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => action.startsWith('dynamodb:'))
      .sort();
    expect(actions).toEqual(['dynamodb:PutItem', 'dynamodb:Query']);
  });
});

describe('scheduled deadline alert', () => {
  const found = template.findResources('AWS::Lambda::Function', {
    Properties: {
      Description: 'Claim deadlines: alerts staff about paid claims near a deadline whose return is not submitted',
    },
  });
  const [functionId] = Object.keys(found);

  it('runs the deadline alert handler once a day', () => {
    expect(functionId).toBeDefined();
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: Schedule.rate(Duration.hours(CLAIM_DEADLINE.alertCheckHours)).expressionString,
      State: 'ENABLED',
      Targets: Match.arrayWith([Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] } })]),
    });
  });
});
