import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface SecretsProps {
  /** Prefix of the ops-provided Stripe secrets, each holding one plain-text value. */
  stripeSecretName: string;
}

/**
 * Secrets the handlers read by ARN (`<NAME>_ARN`). The link-signing key is generated here; the
 * Stripe keys are created by ops in Secrets Manager and only referenced.
 */
export class Secrets extends Construct {
  readonly linkSigning: Secret;
  readonly stripeSecretKey: ISecret;
  readonly stripeWebhookSecret: ISecret;
  /** Sent by the site's distribution with every API request; the API refuses requests without it. */
  readonly originVerify: Secret;

  constructor(scope: Construct, id: string, props: SecretsProps) {
    super(scope, id);
    this.linkSigning = new Secret(this, 'LinkSigningSecret', {
      description: 'HMAC key for the e-mailed account confirmation links',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.stripeSecretKey = Secret.fromSecretNameV2(this, 'StripeSecretKey', `${props.stripeSecretName}/secret-key`);
    this.stripeWebhookSecret = Secret.fromSecretNameV2(
      this,
      'StripeWebhookSecret',
      `${props.stripeSecretName}/webhook-secret`,
    );

    this.originVerify = new Secret(this, 'OriginVerifySecret', {
      description: 'Proves an API request came through the CloudFront distribution and its firewall',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.originVerify).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Deployed as a CloudFront origin header and the API functions’ setting; rotating it is a deploy after changing the value.',
    });

    Validations.of(this.linkSigning).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A static HMAC key without a rotation Lambda: rotating it would invalidate confirmation links already e-mailed; rotate by hand if it leaks.',
    });
  }

  get all(): ISecret[] {
    return [this.linkSigning, this.stripeSecretKey, this.stripeWebhookSecret];
  }
}
