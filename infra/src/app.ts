import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readSettings } from './settings';
import { TaxBackStack } from './stacks/taxback-stack';

const app = new App();
const settings = readSettings(app.node);
new TaxBackStack(app, settings.appName, {
  settings,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
// cdk-nag v3 is a policy-validation plugin: any unacknowledged finding fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
