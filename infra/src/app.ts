import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { BackupCopyStack } from './constructs/backups';
import { readSettings, stackNameOf } from './settings';
import { verifiedSiteDir } from './site-build';
import { TaxBackStack } from './stacks/taxback-stack';

const app = new App();
const settings = readSettings(app.node);
const account = process.env.CDK_DEFAULT_ACCOUNT;
const stackName = stackNameOf(settings);
const stack = new TaxBackStack(app, stackName, {
  settings,
  siteDir: verifiedSiteDir(),
  env: { account, region: process.env.CDK_DEFAULT_REGION },
  terminationProtection: settings.stageConfig.retainData,
});
const { backupCopyRegion } = settings.stageConfig;
if (backupCopyRegion) {
  const copyStack = new BackupCopyStack(app, `${stackName}-backup-copy`, {
    sourceStackName: stackName,
    env: { account, region: backupCopyRegion },
    terminationProtection: settings.stageConfig.retainData,
  });
  stack.addStackDependency(copyStack);
}
// cdk-nag v3 is a policy-validation plugin: any unacknowledged finding fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
