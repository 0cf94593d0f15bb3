import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { PASSWORD_POLICY, SESSIONS, SIGN_UP_KEY } from '@taxback/shared/constants';
import { Construct } from 'constructs';
import { ADMIN_GROUP } from '@taxback/functions/http/claims';

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
      // The one password rule of shared/, also the local pool's and the sign-up checklist's.
      passwordPolicy: { ...PASSWORD_POLICY },
      // Customers may add TOTP; staff must (the API refuses staff without it), and once enrolled Cognito
      // asks every staff sign-in for a code.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      customAttributes: {
        // When a person last signed out everywhere (written by the API only; see the client's write attributes).
        signed_out_at: new StringAttribute({ mutable: true, maxLen: 20 }),
        // When the API recorded a staff member's authenticator and ended every session (the API writes it only).
        totp_since: new StringAttribute({ mutable: true, maxLen: 20 }),
        // SHA-256 (hex) of the key the signing-up browser keeps: the confirmation link confirms only there.
        [SIGN_UP_KEY.attribute]: new StringAttribute({ mutable: true, maxLen: 64 }),
      },
      // Threat protection (compromised credentials, adaptive authentication) blocks risky sign-ins.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      // No self-service reset in the pool: the API mails its own reset link, sets the password and ends every
      // session (functions/src/account/confirmation.ts), which the pool's ForgotPassword flow would not do.
      accountRecovery: AccountRecovery.NONE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.userPool.addGroup('AdminGroup', {
      groupName: ADMIN_GROUP,
      description: 'Staff: admin routes and notifications',
    });

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // The browser signs in with SRP only: the password never leaves it (USER_PASSWORD_AUTH is for cognito-local
      // only). The admin flow, which needs IAM credentials, lets the API ask for the password again before a change
      // that a stolen session must not make (functions/src/account/reauthentication.ts).
      authFlows: { userSrp: true, userPassword: false, adminUserPassword: true },
      idTokenValidity: Duration.minutes(SESSIONS.tokenMinutes),
      accessTokenValidity: Duration.minutes(SESSIONS.tokenMinutes),
      refreshTokenValidity: Duration.days(SESSIONS.refreshTokenDays),
      enableTokenRevocation: true,
      // Only what sign-up writes. Never the email: it is the sign-in name, and a token that could change it would
      // let a stolen session take the account (the API changes it, after proof, with AdminUpdateUserAttributes).
      // Sign-up names the address as the user name, which the pool copies into the email attribute.
      writeAttributes: new ClientAttributes()
        .withStandardAttributes({ givenName: true })
        .withCustomAttributes(SIGN_UP_KEY.attribute),
      preventUserExistenceErrors: true,
      // The SPA signs in through the Cognito API with SRP; there is no hosted UI or OAuth redirect.
      disableOAuth: true,
    });

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'Product rule: at least 8 characters with letters and digits. Length matters more than symbol/uppercase composition (NIST SP 800-63B).',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA (TOTP) is optional for customers, who mostly sign in for one refund claim; it is not forced.',
      },
    );
  }
}
