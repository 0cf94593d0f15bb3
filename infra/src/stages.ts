import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { SESSIONS } from '@taxback/shared/constants';

/** The environments one account can hold side by side; each is its own stack `<appName>-<stage>`. */
export const stageNames = ['dev', 'staging', 'prod'] as const;
export type StageName = (typeof stageNames)[number];

/**
 * What differs between stages. The values live in cdk.json (`context.stages.<stage>`), so an operator
 * reads and changes them in one place; this module only checks them.
 */
export interface StageConfig {
  /** prod: every stateful resource RETAIN with deletion protection on; otherwise destroyable. */
  retainData: boolean;
  logRetentionDays: RetentionDays;
  /** Cognito access and ID token lifetime (5 minutes up to the security ceiling in SESSIONS). */
  tokenMinutes: number;
  /** Cognito refresh token lifetime (1 day up to the security ceiling in SESSIONS). */
  refreshTokenDays: number;
  /** HTTP API stage throttle: steady requests per second and burst. */
  apiRateLimit: number;
  apiBurstLimit: number;
  /** Monthly AWS Budget in USD; alerts at 80 % and 100 %. */
  monthlyBudgetUsd: number;
  /** Region the daily table backups are copied to; no copy when empty. */
  backupCopyRegion: string;
}

const validRetention = new Set<number>(
  Object.values(RetentionDays).filter((value): value is number => typeof value === 'number'),
);

function integerIn(stage: string, key: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new Error(`Context "stages.${stage}.${key}" must be an integer from ${min} to ${max}`);
  }
  return value;
}

export const isStageName = (value: unknown): value is StageName => stageNames.includes(value as StageName);

/** Checks one stage's block of cdk.json; every field is required so cdk.json documents them all. */
export function parseStageConfig(stage: StageName, raw: unknown): StageConfig {
  if (!raw || typeof raw !== 'object') throw new Error(`Missing context "stages.${stage}" (see cdk.json)`);
  const block = raw as Record<string, unknown>;
  const retainData = block.retainData;
  if (typeof retainData !== 'boolean') throw new Error(`Context "stages.${stage}.retainData" must be true or false`);
  if (stage === 'prod' && !retainData) throw new Error('The prod stage always retains its data (retainData: true)');
  const logRetentionDays = block.logRetentionDays;
  if (typeof logRetentionDays !== 'number' || !validRetention.has(logRetentionDays)) {
    throw new Error(`Context "stages.${stage}.logRetentionDays" must be a CloudWatch retention (1, 3, 5, 7, 14, 30…)`);
  }
  const backupCopyRegion = block.backupCopyRegion ?? '';
  if (typeof backupCopyRegion !== 'string' || !/^([a-z]{2}(-[a-z]+)+-\d)?$/.test(backupCopyRegion)) {
    throw new Error(`Context "stages.${stage}.backupCopyRegion" must be a region name such as ca-west-1, or ""`);
  }
  const config: StageConfig = {
    retainData,
    logRetentionDays: logRetentionDays as RetentionDays,
    tokenMinutes: integerIn(stage, 'tokenMinutes', block.tokenMinutes, 5, SESSIONS.tokenMinutes),
    refreshTokenDays: integerIn(stage, 'refreshTokenDays', block.refreshTokenDays, 1, SESSIONS.refreshTokenDays),
    apiRateLimit: integerIn(stage, 'apiRateLimit', block.apiRateLimit, 1, 10_000),
    apiBurstLimit: integerIn(stage, 'apiBurstLimit', block.apiBurstLimit, 1, 5_000),
    monthlyBudgetUsd: integerIn(stage, 'monthlyBudgetUsd', block.monthlyBudgetUsd, 1, 1_000_000),
    backupCopyRegion,
  };
  if (config.apiBurstLimit < config.apiRateLimit) {
    throw new Error(`Context "stages.${stage}.apiBurstLimit" must be at least apiRateLimit`);
  }
  return config;
}
