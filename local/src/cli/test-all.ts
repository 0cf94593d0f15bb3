import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import rootConfig from '../../../vitest.config';
import { buildLambdaBundles } from '../bundles';
import { BUNDLES_DIR_VARIABLE } from '../gateway/function-loader';
import { lambdaRuntimeNode } from '../lambda-node';
import { repoRoot } from '../settings';
import { startLocalStack, type LocalStack } from '../stack';
import { ensureDebianPackage } from '../system-packages';
import { buildFrontendInBackground } from '../testing/frontend-build';
import { STACK_INFO_VARIABLE, stackInfoOf } from '../testing/stack-info';
import { STACK_PROJECTS, STACKLESS_PROJECTS } from '../../../vitest.worker-groups';

/**
 * The one test command: static checks, the builds, then every vitest project (unit, handler, CDK, frontend and
 * browser tests). Two lanes run at once: the static checks and the suites that need no stack in one, the builds,
 * the local stack and the suites on it in the other (see vitest.worker-groups.ts). The first lane's output is held and
 * printed as one block when it ends, so the two never interleave. Ends with "N passed, N failed".
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const tally = { passed: 0, failed: 0 };
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

/**
 * How a lane runs npx. The stack lane took longest (its suites share one stack, so they run one file at a time: it
 * ended at 1,029 s, the other lane at 769 s), so the other lane's processes run at a lower priority (`nice`): on two
 * cores the stack lane gets the CPU it can use first. The two lanes then ended together, at 983 and 987 s.
 */
type Priority = 'first' | 'background';
const npx = (args: string[], priority: Priority): [string, string[]] =>
  priority === 'first' ? ['npx', args] : ['nice', ['-n', '10', 'npx', ...args]];

/** Where a lane's output goes: straight to the console, or held until the lane ends. */
type Output = (text: string) => void;
const toConsole: Output = (text) => process.stdout.write(text);

function run(command: string, args: string[], output: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env });
    child.stdout.on('data', (chunk: Buffer) => output(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output(chunk.toString()));
    child.once('error', (error) => output(`${command} did not start: ${error.message}\n`));
    child.once('close', (code) => resolve(code ?? 1));
  });
}

async function step(title: string, output: Output, work: () => Promise<boolean>): Promise<boolean> {
  output(`\n▶ ${title} (at ${elapsed()})\n`);
  const passed = await work().catch((error: unknown) => {
    output(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return false;
  });
  output(passed ? `✔ ${title} (at ${elapsed()})\n` : `✘ ${title} failed\n`);
  return passed;
}

/** A static check of the background lane. */
async function check(title: string, output: Output, args: string[]): Promise<void> {
  const passed = await step(title, output, async () => (await run(...npx(args, 'background'), output)) === 0);
  tally[passed ? 'passed' : 'failed'] += 1;
}

/** Runs some vitest projects and counts their tests from the JSON report. */
async function vitest(
  projects: string[],
  output: Output,
  priority: Priority,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const report = path.join(repoRoot, `.vitest-report.${projects.join('-')}.json`);
  fs.rmSync(report, { force: true });
  const args = [
    ...['vitest', 'run', ...projects.flatMap((project) => ['--project', project])],
    ...['--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  ];
  // The tally comes from the report below; the step's mark only says whether every test passed.
  await step(
    `Tests: ${projects.join(', ')}`,
    output,
    async () => (await run(...npx(args, priority), output, env)) === 0,
  );
  if (!fs.existsSync(report)) {
    output(`vitest wrote no report for ${projects.join(', ')}\n`);
    tally.failed += 1;
    return;
  }
  const results = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: { status: string; assertionResults: unknown[] }[];
  };
  tally.passed += results.numPassedTests;
  // A test file that fails to load has no test results of its own; count it once.
  const brokenFiles = results.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  tally.failed += results.numFailedTests + brokenFiles.length;
}

/** Static checks, then the suites that need no stack; their output is printed in one block at the end. */
async function stacklessLane(): Promise<void> {
  const held: string[] = [];
  const output: Output = (text) => held.push(text);
  try {
    await check('Type check', output, ['tsc', '-p', 'tsconfig.json']);
    await check('Type check (frontend)', output, ['tsc', '-p', 'frontend/tsconfig.json']);
    await check('Lint', output, ['eslint', '.', '--max-warnings=0']);
    await check('Format', output, ['prettier', '--check', '.']);
    await vitest(STACKLESS_PROJECTS, output, 'background');
  } finally {
    toConsole(
      `\n════ Static checks and the suites without a stack ════\n${held.join('')}════ (end of that lane) ════\n`,
    );
  }
}

/**
 * The builds, then the suites on the local stack. The stack serves the functions from the bundles CDK deploys, so
 * every test through the API (the browser suite included) runs what ships; local/test/bundles.test.ts runs each
 * bundle alone in a fresh process of the Lambda runtime's Node release (local/src/lambda-node.ts).
 */
async function stackLane(): Promise<void> {
  // The two builds at once: vite in a child process, esbuild in its own; 24 s instead of 37 one after the other.
  const builds = await Promise.all([
    step('Frontend build', toConsole, async () => {
      await buildFrontendInBackground();
      return true;
    }),
    step('Lambda bundles, built as CDK builds them, and the Node release they run on', toConsole, async () => {
      const bundlesDir = path.join(repoRoot, 'dist', 'lambda');
      await buildLambdaBundles(bundlesDir);
      process.env[BUNDLES_DIR_VARIABLE] = bundlesDir;
      lambdaRuntimeNode();
      return true;
    }),
  ]);
  if (builds.includes(false)) {
    tally.failed += 1;
    return;
  }
  let stack: LocalStack | undefined;
  const up = await step('Starting the local stack for the tests', toConsole, async () => {
    stack = await startLocalStack('test', 'static');
    return true;
  });
  if (!up || !stack) {
    tally.failed += 1;
    return;
  }
  try {
    await vitest(STACK_PROJECTS, toConsole, 'first', {
      ...process.env,
      [STACK_INFO_VARIABLE]: JSON.stringify(stackInfoOf(stack, true)),
    });
  } finally {
    await stack.stop();
  }
}

const everyProject = [...STACKLESS_PROJECTS, ...STACK_PROJECTS].sort();
if (JSON.stringify(everyProject) !== JSON.stringify([...(rootConfig.test?.projects ?? [])].sort())) {
  throw new Error(`test-all runs ${everyProject.join(', ')}, not the projects vitest.config.ts lists`);
}

ensureDebianPackage('java', ['-version'], 'default-jre-headless');
ensureDebianPackage('chromium', ['--version'], 'chromium');

/** A lane that stops on an error of its own (a report that does not parse, say) counts as one failure. */
const lane = (work: () => Promise<void>) =>
  work().catch((error: unknown) => {
    console.error(error);
    tally.failed += 1;
  });

await Promise.all([lane(stacklessLane), lane(stackLane)]);
console.log(`\nEverything ran in ${elapsed()}.`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
