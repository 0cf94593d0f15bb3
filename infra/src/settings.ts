import type { Node } from 'constructs';

/** Deployment settings, read from the CDK context (cdk.json or `-c key=value`). */
export interface Settings {
  appName: string;
  sesSenderEmail: string;
  /** Where customer questions and admin alerts go; defaults to the sender address. */
  teamInbox: string;
  /** Prefix of the ops-provided Stripe secrets: `<prefix>/secret-key` and `<prefix>/webhook-secret`. */
  stripeSecretName: string;
  bedrockModelId: string;
  /** Custom domain of the web app; needs `certificateArn` (an ACM certificate in us-east-1). */
  domainName?: string;
  certificateArn?: string;
  /** Public URL of the app used in e-mailed links; defaults to the custom domain or the CloudFront URL. */
  appUrl?: string;
}

export function readSettings(node: Node): Settings {
  const optional = (key: string): string | undefined => {
    const value: unknown = node.tryGetContext(key);
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
    return value;
  };
  const required = (key: string): string => {
    const value = optional(key);
    if (!value) throw new Error(`Missing context "${key}" (set it in cdk.json or with -c ${key}=...)`);
    return value;
  };
  const settings: Settings = {
    appName: required('appName'),
    sesSenderEmail: required('sesSenderEmail'),
    teamInbox: optional('teamInbox') ?? required('sesSenderEmail'),
    stripeSecretName: required('stripeSecretName'),
    bedrockModelId: required('bedrockModelId'),
    domainName: optional('domainName'),
    certificateArn: optional('certificateArn'),
    appUrl: optional('appUrl'),
  };
  if (Boolean(settings.domainName) !== Boolean(settings.certificateArn)) {
    throw new Error('Context "domainName" and "certificateArn" go together');
  }
  return settings;
}
