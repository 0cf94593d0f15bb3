import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { Feature } from '@taxback/functions/http/route-types';
import type { Data } from './data';
import type { Secrets } from './secrets';

/** What the API's functions are built from; the roles (function-roles.ts) are granted from the same. */
export interface FunctionsProps {
  features: readonly Feature[];
  appUrl: string;
  mailFrom: string;
  teamInbox: string;
  bedrockModelId: string;
  data: Data;
  documentsBucket: Bucket;
  /** The web app's bucket: the blog function writes a published post's page there. */
  siteBucket: Bucket;
  key: IKey;
  userPool: IUserPool;
  /** The SPA's app client: the account function checks a password again through it (ADMIN_USER_PASSWORD_AUTH). */
  userPoolClient: IUserPoolClient;
  senderIdentity: IEmailIdentity;
  secrets: Secrets;
}
