import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildLambdaBundles } from '../bundles';
import { BUNDLES_DIR_VARIABLE } from '../gateway/function-loader';
import { repoRoot } from '../settings';
import { startLocalStack } from '../stack';
import { ensureDebianPackage } from '../system-packages';
import { buildFrontend } from '../testing/frontend-build';
import { STACK_INFO_VARIABLE, stackInfoOf } from '../testing/stack-info';

/**
 * The one test command: static checks, the frontend build, then every vitest project (unit, handler,
 * CDK, frontend and browser tests) against one local stack. Ends with "N passed, N failed".
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const tally = { passed: 0, failed: 0 };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

async function check(title: string, command: string, args: string[]): Promise<void> {
  console.log(`\n▶ ${title}`);
  const passed = (await run(command, args)) === 0;
  tally[passed ? 'passed' : 'failed'] += 1;
  console.log(passed ? `✔ ${title}` : `✘ ${title} failed`);
}

ensureDebianPackage('java', ['-version'], 'default-jre-headless');
ensureDebianPackage('chromium', ['--version'], 'chromium');

await check('Type check', 'npx', ['tsc', '-p', 'tsconfig.json']);
await check('Type check (frontend)', 'npx', ['tsc', '-p', 'frontend/tsconfig.json']);
await check('Lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await check('Format', 'npx', ['prettier', '--check', '.']);

console.log('\n▶ Frontend build');
buildFrontend();

// The stack serves the functions from the bundles CDK deploys, so every test through the API (the browser
// suite included) runs what ships; local/test/bundles.test.ts runs each bundle alone in a fresh process.
console.log('\n▶ Lambda bundles, built as CDK builds them');
const bundlesDir = path.join(repoRoot, 'dist', 'lambda');
await buildLambdaBundles(bundlesDir);
process.env[BUNDLES_DIR_VARIABLE] = bundlesDir;

console.log('\n▶ Starting the local stack for the tests');
const stack = await startLocalStack('test', 'static');
const report = path.join(repoRoot, '.vitest-report.json');
fs.rmSync(report, { force: true });
try {
  await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    ...process.env,
    [STACK_INFO_VARIABLE]: JSON.stringify(stackInfoOf(stack, true)),
  });
} finally {
  await stack.stop();
}

if (fs.existsSync(report)) {
  const results = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTestSuites: number;
    numFailedTestSuites: number;
    testResults: { status: string; assertionResults: unknown[] }[];
  };
  tally.passed += results.numPassedTests;
  // A test file that fails to load has no test results of its own; count it once.
  const brokenFiles = results.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  tally.failed += results.numFailedTests + brokenFiles.length;
} else {
  console.error('vitest wrote no report');
  tally.failed += 1;
}

console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
