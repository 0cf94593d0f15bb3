import { ArnFormat, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { Feature } from '@taxback/functions/http/route-types';
import { arnFinding } from '../nag';
import { featureEntry } from '../paths';
import { constructIdOf } from '../route-table';
import type { Data } from './data';
import { acknowledgeRuntime, nodeFunctionDefaults } from './node-function';
import type { Secrets } from './secrets';

export interface FunctionsProps {
  features: readonly Feature[];
  appUrl: string;
  mailFrom: string;
  teamInbox: string;
  bedrockModelId: string;
  data: Data;
  documentsBucket: Bucket;
  key: IKey;
  userPool: IUserPool;
  senderIdentity: IEmailIdentity;
  secrets: Secrets;
}

/** The identity-provider calls the handlers make (adapters/identity.ts and the admin user lists). */
const userPoolActions = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminConfirmSignUp',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:ListUsers',
];

const tableActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** One Lambda function per feature folder (functions/src/<feature>/handler.ts), sharing one role. */
export class Functions extends Construct {
  readonly byFeature = new Map<Feature, NodejsFunction>();
  readonly role: Role;

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Runs the API handlers',
    });
    this.grantAppAccess(props);

    const environment = {
      TABLE_NAME: props.data.table.tableName,
      DOCUMENTS_BUCKET: props.documentsBucket.bucketName,
      APP_URL: props.appUrl,
      MAIL_FROM: props.mailFrom,
      TEAM_INBOX: props.teamInbox,
      USER_POOL_ID: props.userPool.userPoolId,
      KMS_KEY_ARN: props.key.keyArn,
      LINK_SIGNING_SECRET_ARN: props.secrets.linkSigning.secretArn,
      STRIPE_SECRET_KEY_ARN: props.secrets.stripeSecretKey.secretArn,
      STRIPE_WEBHOOK_SECRET_ARN: props.secrets.stripeWebhookSecret.secretArn,
      BEDROCK_MODEL_ID: props.bedrockModelId,
      LOG_LEVEL: 'INFO',
    };

    for (const feature of props.features) {
      const name = constructIdOf(feature);
      const logGroup = new LogGroup(this, `${name}Logs`, { retention: RetentionDays.THREE_MONTHS });
      logGroup.grantWrite(this.role);
      const fn = new NodejsFunction(this, `${name}Function`, {
        description: `API handlers: ${feature}`,
        entry: featureEntry(feature),
        ...nodeFunctionDefaults,
        role: this.role,
        logGroup,
        environment,
      });
      this.byFeature.set(feature, fn);
      acknowledgeRuntime(fn);
    }
  }

  private grantAppAccess(props: FunctionsProps): void {
    const { role } = this;
    role.addToPolicy(new PolicyStatement({ actions: tableActions, resources: props.data.tableAndIndexArns }));
    role.addToPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [props.documentsBucket.arnForObjects('*')],
      }),
    );
    // Without ListBucket, S3 answers 403 instead of 404 for a missing object (see storedSize in adapters/files.ts).
    role.addToPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.documentsBucket.bucketArn] }));
    props.key.grant(role, 'kms:Encrypt', 'kms:Decrypt', 'kms:GenerateDataKey', 'kms:DescribeKey');
    props.senderIdentity.grantSendEmail(role);
    props.userPool.grant(role, ...userPoolActions);
    for (const secret of props.secrets.all) secret.grantRead(role);
    role.addToPolicy(
      new PolicyStatement({
        actions: ['bedrock:InvokeModel'],
        resources: [
          Stack.of(this).formatArn({
            service: 'bedrock',
            account: '',
            resource: 'foundation-model',
            resourceName: props.bedrockModelId,
            arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
          }),
        ],
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[${arnFinding(props.documentsBucket.node.defaultChild as CfnBucket, '/*')}]`,
      reason:
        'Document object keys are created per upload, so object access is granted on every object of the documents bucket only.',
    });
  }
}
