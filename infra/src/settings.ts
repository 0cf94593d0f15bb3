import type { Node } from 'constructs';
import { isStageName, parseStageConfig, stageNames, type StageConfig, type StageName } from './stages';

/** Deployment settings, read from the CDK context (cdk.json or `-c key=value`). */
export interface Settings {
  appName: string;
  /** `-c stage=dev|staging|prod` (default dev): names the stack and every resource in it. */
  stage: StageName;
  /** The stage's block of cdk.json (`context.stages.<stage>`). */
  stageConfig: StageConfig;
  sesSenderEmail: string;
  /** Where customer questions and admin alerts go; defaults to the sender address. */
  teamInbox: string;
  /** Where CloudWatch alarms and budget alerts are e-mailed (an SNS e-mail subscription). */
  alertEmail: string;
  /** Prefix of the ops-provided Stripe secrets: `<prefix>/secret-key` and `<prefix>/webhook-secret`. */
  stripeSecretName: string;
  bedrockModelId: string;
  /** Custom domain of the web app; needs `certificateArn` (an ACM certificate in us-east-1). */
  domainName?: string;
  certificateArn?: string;
  /** Only a restatement of `https://<domainName>` is accepted (one app address: links, CORS); see oneAppUrl. */
  appUrl?: string;
}

/** The stack of a stage: `TaxBack-dev`, `TaxBack-prod`. Its name prefixes every generated resource name. */
export const stackNameOf = (settings: Pick<Settings, 'appName' | 'stage'>): string =>
  `${settings.appName}-${settings.stage}`;

/**
 * Reads the settings. A key given on the command line (`-c key=value`) wins; otherwise the stage's block
 * of cdk.json (`stages.<stage>.<key>`) gives it.
 */
export function readSettings(node: Node): Settings {
  const stage: unknown = node.tryGetContext('stage') ?? 'dev';
  if (!isStageName(stage)) throw new Error(`Context "stage" must be one of ${stageNames.join(', ')}`);
  const stages = node.tryGetContext('stages') as Record<string, unknown> | undefined;
  const stageBlock = (stages?.[stage] ?? {}) as Record<string, unknown>;

  const optional = (key: string): string | undefined => {
    const value: unknown = node.tryGetContext(key) ?? stageBlock[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
    return value;
  };
  const required = (key: string): string => {
    const value = optional(key);
    if (!value) {
      throw new Error(`Missing context "${key}" (set it in cdk.json under stages.${stage} or with -c ${key}=...)`);
    }
    return value;
  };
  const settings: Settings = {
    appName: required('appName'),
    stage,
    stageConfig: parseStageConfig(stage, stages?.[stage]),
    sesSenderEmail: required('sesSenderEmail'),
    teamInbox: optional('teamInbox') ?? required('sesSenderEmail'),
    alertEmail: required('alertEmail'),
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
