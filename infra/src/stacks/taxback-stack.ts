import { CfnOutput, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { Api } from '../constructs/api';
import { Auth } from '../constructs/auth';
import { Backups } from '../constructs/backups';
import { CheckoutExpiry } from '../constructs/checkout-expiry';
import { Data } from '../constructs/data';
import { Functions } from '../constructs/functions';
import type { FunctionsProps } from '../constructs/functions-props';
import { Jobs } from '../constructs/jobs';
import { Keys } from '../constructs/keys';
import { AccessLogs } from '../constructs/logs';
import { Mail } from '../constructs/mail';
import { Monitoring } from '../constructs/monitoring';
import { Realtime } from '../constructs/realtime';
import { Schedules } from '../constructs/schedules';
import { Secrets } from '../constructs/secrets';
import { Storage } from '../constructs/storage';
import { Web } from '../constructs/web';
import { apiFeatures } from '../route-table';
import type { Settings } from '../settings';
import { applyStagePolicies } from '../stage-policies';

export interface TaxBackStackProps extends StackProps {
  settings: Settings;
  /**
   * The built SPA (see site-build.ts: the CDK app refuses a missing or stale build). Only tests leave it
   * out, and then only config.json is published.
   */
  siteDir?: string;
  /** The distribution's web ACL, from the stage's edge stack in us-east-1 (see stage-stacks.ts). */
  webAcl: CfnWebACL;
}

export class TaxBackStack extends Stack {
  constructor(scope: Construct, id: string, props: TaxBackStackProps) {
    super(scope, id, props);
    const { settings } = props;
    // Stage policies (removal, deletion protection, log retention, tokens, throttle) reach every resource.
    applyStagePolicies(this, settings.stageConfig);
    // The tag the stage's AWS Budget filters on (activate it once as a cost allocation tag).
    Tags.of(this).add('taxback:stage', settings.stage);

    const keys = new Keys(this, 'Keys');
    const accessLogs = new AccessLogs(this, 'AccessLogs');
    const auth = new Auth(this, 'Auth');
    const data = new Data(this, 'Data', { key: keys.dataKey });
    new Backups(this, 'Backups', {
      table: data.table,
      key: keys.dataKey,
      protectKey: settings.stageConfig.retainData,
      copyRegion: settings.stageConfig.backupCopyRegion,
    });
    const mail = new Mail(this, 'Mail', { senderEmail: settings.sesSenderEmail });
    const secrets = new Secrets(this, 'Secrets', { stripeSecretName: settings.stripeSecretName });

    // The documents bucket, then the web app (its CSP names the bucket), then the upload CORS and APP_URL,
    // which point at the web app.
    const customDomain =
      settings.domainName && settings.certificateArn
        ? { domainName: settings.domainName, certificateArn: settings.certificateArn }
        : undefined;
    const storage = new Storage(this, 'Storage', { key: keys.dataKey, accessLogsBucket: accessLogs.bucket });
    const web = new Web(this, 'Web', {
      accessLogsBucket: accessLogs.bucket,
      webAclArn: props.webAcl.attrArn,
      customDomain,
      uploadsHost: storage.documentsBucket.bucketRegionalDomainName,
    });
    // One app address for mailed links and the upload CORS: the one the distribution serves.
    const appUrl = oneAppUrl(settings.appUrl, web.appOrigin, customDomain?.domainName);
    storage.allowUploadsFrom(appUrl);

    const handlerProps: FunctionsProps = {
      features: apiFeatures,
      appUrl,
      mailFrom: settings.sesSenderEmail,
      teamInbox: settings.teamInbox,
      bedrockModelId: settings.bedrockModelId,
      data,
      documentsBucket: storage.documentsBucket,
      siteBucket: web.bucket,
      key: keys.dataKey,
      userPool: auth.userPool,
      userPoolClient: auth.client,
      senderIdentity: mail.senderIdentity,
      secrets,
    };
    const functions = new Functions(this, 'Functions', handlerProps);
    new Jobs(this, 'Jobs', { ...handlerProps, environment: functions.environment });
    new CheckoutExpiry(this, 'CheckoutExpiry', { ...handlerProps, environment: functions.environment });
    const api = new Api(this, 'Api', {
      functions: functions.byFeature,
      userPool: auth.userPool,
      userPoolClient: auth.client,
    });
    const apiUrl = web.serveApi(api.domainName, secrets.originVerify.secretValue.unsafeUnwrap());
    new Schedules(this, 'Schedules', { data });
    const realtime = new Realtime(this, 'Realtime', {
      data,
      key: keys.dataKey,
      userPool: auth.userPool,
      userPoolClient: auth.client,
    });

    web.publish(
      {
        apiUrl,
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.client.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        wsUrl: realtime.url,
      },
      props.siteDir,
    );

    // Last: it finds every function, queue and web ACL of the stack to watch.
    const monitoring = new Monitoring(this, 'Monitoring', {
      stage: settings.stage,
      alertEmail: settings.alertEmail,
      monthlyBudgetUsd: settings.stageConfig.monthlyBudgetUsd,
      httpApi: api.httpApi,
      table: data.table,
      senderIdentity: mail.senderIdentity,
      chartedWebAcls: [props.webAcl],
    });

    new CfnOutput(this, 'Stage', { value: settings.stage });
    new CfnOutput(this, 'DashboardName', { value: monitoring.dashboard.dashboardName });
    new CfnOutput(this, 'AlertTopicArn', { value: monitoring.topic.topicArn });
    new CfnOutput(this, 'AppUrl', { value: appUrl });
    new CfnOutput(this, 'ApiUrl', { value: apiUrl });
    new CfnOutput(this, 'WebSocketUrl', { value: realtime.url });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'DocumentsBucketName', { value: storage.documentsBucket.bucketName });
  }
}

/**
 * The app's address: the custom domain, else the CloudFront one. A configured `appUrl` may only restate it
 * (a different one would mail links to an origin that does not serve the API and the upload CORS does not allow).
 */
export function oneAppUrl(configured: string | undefined, appOrigin: string, domainName: string | undefined): string {
  if (configured === undefined) return appOrigin;
  const wanted = configured.replace(/\/+$/, '');
  if (!domainName || wanted !== `https://${domainName}`) {
    throw new Error(
      `appUrl (${configured}) must be the app's own address, https://<domainName>; leave it out to use the CloudFront URL.`,
    );
  }
  return appOrigin;
}
