import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../paths';
import { writeStamp } from '../site-build';

/**
 * `npm run build:deploy`: everything `cdk synth` / `cdk deploy` publishes that is not built by CDK itself
 * (CDK bundles the Lambda functions during synth). Today that is the SPA; the stamp lets synth check that
 * the build matches the sources.
 */
const run = (command: string, args: string[], cwd = repoRoot) => {
  console.log(`> ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
};

run('npx', ['vite', 'build', '--logLevel', 'warn'], path.join(repoRoot, 'frontend'));
writeStamp();
console.log('Deploy build ready: frontend/dist (stamped). Next: npx cdk deploy -c stage=<dev|staging|prod>');
