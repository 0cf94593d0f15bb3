import { RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, CfnUserPoolGroup, Mfa, UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export const ADMIN_GROUP = 'admin';

/** Customers and staff sign in with e-mail; staff are members of the `admin` group. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // The app e-mails its own verification link through SES and confirms with AdminConfirmSignUp.
      autoVerify: { email: false },
      standardAttributes: {
        email: { required: true, mutable: true },
        // Not required: required attributes can never be relaxed, and the profile holds the name.
        givenName: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireDigits: true,
        requireUppercase: false,
        requireSymbols: false,
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    new CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'TaxBack staff: admin routes and notifications',
    });

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true },
      preventUserExistenceErrors: true,
    });

    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          'Product rule: at least 8 characters with letters and digits. Length matters more than symbol/uppercase composition (NIST SP 800-63B).',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA (TOTP) is optional for customers, who mostly sign in for one refund claim; it is not forced.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Essentials tier: Plus-tier threat protection is billed per active user; the public account routes rate-limit themselves.',
      },
    ]);
  }
}
