import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Feature } from '@taxback/functions/http/route-types';
import { featureEntry } from '../paths';
import { constructIdOf } from '../route-table';
import { grantFeatureNeeds } from './function-roles';
import type { FunctionsProps } from './functions-props';
import { BundledFunction } from './node-function';

/** One Lambda function per feature folder (functions/src/<feature>/handler.ts), each with a role of its own. */
export class Functions extends Construct {
  readonly byFeature = new Map<Feature, BundledFunction>();
  readonly roles = new Map<Feature, Role>();
  /** What every handler reads from its environment (the jobs function gets the same). */
  readonly environment: Record<string, string>;

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    const environment = (this.environment = {
      TABLE_NAME: props.data.table.tableName,
      DOCUMENTS_BUCKET: props.documentsBucket.bucketName,
      SITE_BUCKET: props.siteBucket.bucketName,
      APP_URL: props.appUrl,
      MAIL_FROM: props.mailFrom,
      TEAM_INBOX: props.teamInbox,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      KMS_KEY_ARN: props.key.keyArn,
      LINK_SIGNING_SECRET_ARN: props.secrets.linkSigning.secretArn,
      STRIPE_SECRET_KEY_ARN: props.secrets.stripeSecretKey.secretArn,
      STRIPE_WEBHOOK_SECRET_ARN: props.secrets.stripeWebhookSecret.secretArn,
      BEDROCK_MODEL_ID: props.bedrockModelId,
      LOG_LEVEL: 'INFO',
    });

    for (const feature of props.features) {
      const name = constructIdOf(feature);
      const role = new Role(this, `${name}Role`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `Runs the API handlers: ${feature}`,
      });
      grantFeatureNeeds(this, role, feature, props);
      const logGroup = new LogGroup(this, `${name}Logs`, { retention: RetentionDays.THREE_MONTHS });
      logGroup.grantWrite(role);
      const fn = new BundledFunction(this, `${name}Function`, {
        description: `API handlers: ${feature}`,
        entry: featureEntry(feature),
        role,
        logGroup,
        // Only the API's functions take requests through the distribution, so only they hold its secret.
        environment: { ...environment, ORIGIN_VERIFY: props.secrets.originVerify.secretValue.unsafeUnwrap() },
      });
      this.byFeature.set(feature, fn);
      this.roles.set(feature, role);
    }
  }
}
