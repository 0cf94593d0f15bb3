import { existsSync } from 'node:fs';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from '../constructs/api';
import { Auth } from '../constructs/auth';
import { Data } from '../constructs/data';
import { Functions } from '../constructs/functions';
import { Keys } from '../constructs/keys';
import { AccessLogs } from '../constructs/logs';
import { Mail } from '../constructs/mail';
import { Realtime } from '../constructs/realtime';
import { Secrets } from '../constructs/secrets';
import { Storage } from '../constructs/storage';
import { Web } from '../constructs/web';
import { frontendDist } from '../paths';
import { apiFeatures } from '../route-table';
import type { Settings } from '../settings';

export interface TaxBackStackProps extends StackProps {
  settings: Settings;
}

export class TaxBackStack extends Stack {
  constructor(scope: Construct, id: string, props: TaxBackStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const keys = new Keys(this, 'Keys');
    const accessLogs = new AccessLogs(this, 'AccessLogs');
    const auth = new Auth(this, 'Auth');
    const data = new Data(this, 'Data', { key: keys.dataKey });
    const mail = new Mail(this, 'Mail', { senderEmail: settings.sesSenderEmail });
    const secrets = new Secrets(this, 'Secrets', { stripeSecretName: settings.stripeSecretName });

    // The web app comes first: the API's CORS origin, the upload CORS and APP_URL all point at it.
    const customDomain =
      settings.domainName && settings.certificateArn
        ? { domainName: settings.domainName, certificateArn: settings.certificateArn }
        : undefined;
    const web = new Web(this, 'Web', { accessLogsBucket: accessLogs.bucket, customDomain });
    const storage = new Storage(this, 'Storage', {
      key: keys.dataKey,
      accessLogsBucket: accessLogs.bucket,
      appOrigin: web.appOrigin,
    });

    const functions = new Functions(this, 'Functions', {
      features: apiFeatures,
      appUrl: settings.appUrl ?? web.appOrigin,
      mailFrom: settings.sesSenderEmail,
      teamInbox: settings.teamInbox,
      bedrockModelId: settings.bedrockModelId,
      data,
      documentsBucket: storage.documentsBucket,
      key: keys.dataKey,
      userPool: auth.userPool,
      senderIdentity: mail.senderIdentity,
      secrets,
    });
    const api = new Api(this, 'Api', {
      functions: functions.byFeature,
      userPool: auth.userPool,
      userPoolClient: auth.client,
      appOrigin: web.appOrigin,
    });
    const realtime = new Realtime(this, 'Realtime', {
      data,
      key: keys.dataKey,
      userPool: auth.userPool,
      userPoolClient: auth.client,
    });

    web.publish(
      {
        apiUrl: api.url,
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.client.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        wsUrl: realtime.url,
      },
      existsSync(frontendDist) ? frontendDist : undefined,
    );

    new CfnOutput(this, 'AppUrl', { value: settings.appUrl ?? web.appOrigin });
    new CfnOutput(this, 'ApiUrl', { value: api.url });
    new CfnOutput(this, 'WebSocketUrl', { value: realtime.url });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'DocumentsBucketName', { value: storage.documentsBucket.bucketName });
  }
}
