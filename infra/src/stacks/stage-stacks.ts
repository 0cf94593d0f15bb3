import type { App } from 'aws-cdk-lib';
import { BackupCopyStack } from '../constructs/backups';
import type { Settings } from '../settings';
import { EdgeStack } from './edge-stack';
import { TaxBackStack } from './taxback-stack';

export interface StageStacksProps {
  /** The main stack's name; `<name>-edge` and `<name>-backup-copy` are named after it. */
  stackName: string;
  settings: Settings;
  account?: string;
  /** The main stack's region; the edge stack is always in us-east-1. */
  region?: string;
  /** See TaxBackStackProps.siteDir. */
  siteDir?: string;
}

/**
 * The stacks of one stage, deployed together with `cdk deploy --all`: the edge stack (us-east-1) and the
 * backup copy vault (when the stage copies backups) before the main stack that uses them.
 */
export function addStageStacks(app: App, props: StageStacksProps) {
  const { stackName, settings, account } = props;
  const terminationProtection = settings.stageConfig.retainData;
  const edge = new EdgeStack(app, `${stackName}-edge`, {
    settings,
    env: { account, region: 'us-east-1' },
    terminationProtection,
  });
  const main = new TaxBackStack(app, stackName, {
    settings,
    siteDir: props.siteDir,
    webAcl: edge.firewall.webAcl,
    env: { account, region: props.region },
    terminationProtection,
  });
  const { backupCopyRegion } = settings.stageConfig;
  if (backupCopyRegion) {
    const copyStack = new BackupCopyStack(app, `${stackName}-backup-copy`, {
      sourceStackName: stackName,
      env: { account, region: backupCopyRegion },
      terminationProtection,
    });
    main.addStackDependency(copyStack);
  }
  return { main, edge };
}
