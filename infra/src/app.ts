import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readSettings, stackNameOf } from './settings';
import { verifiedSiteDir } from './site-build';
import { addStageStacks } from './stacks/stage-stacks';

const app = new App();
const settings = readSettings(app.node);
addStageStacks(app, {
  stackName: stackNameOf(settings),
  settings,
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: process.env.CDK_DEFAULT_REGION,
  siteDir: verifiedSiteDir(),
});
// cdk-nag v3 is a policy-validation plugin: any unacknowledged finding fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
