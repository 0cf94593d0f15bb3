import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../stack';
import { ensureFrontendBuilt } from './frontend-build';
import { STACK_INFO_VARIABLE, stackInfoOf, type StackInfo } from './stack-info';

/**
 * Gives every test project the running local stack: the one `npm test` started, or, when a project
 * runs on its own, one started here (the first project to ask starts it; the others share it).
 */
export default async function setup(project: TestProject) {
  const existing = process.env[STACK_INFO_VARIABLE];
  if (existing) {
    project.provide('localStack', JSON.parse(existing) as StackInfo);
    return;
  }
  ensureFrontendBuilt();
  const stack = await startLocalStack('test', 'static');
  const info = stackInfoOf(stack, true);
  process.env[STACK_INFO_VARIABLE] = JSON.stringify(info);
  project.provide('localStack', info);
  return async () => {
    delete process.env[STACK_INFO_VARIABLE];
    await stack.stop();
  };
}
