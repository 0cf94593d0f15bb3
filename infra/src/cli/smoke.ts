import fs from 'node:fs';

/** What a deployed stage must answer, signed out: the API (through Lambda and DynamoDB) and a public page. */
export interface SmokeTarget {
  apiUrl: string;
  appUrl: string;
}

export interface SmokeCheck {
  url: string;
  ok: boolean;
  detail: string;
}

const TIMEOUT_MS = 10_000;

async function check(url: string, expect: (response: Response, body: string) => string | null): Promise<SmokeCheck> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
    const body = await response.text();
    const problem = expect(response, body);
    return { url, ok: problem === null, detail: problem ?? `${response.status}` };
  } catch (error) {
    return { url, ok: false, detail: (error as Error).message };
  }
}

/** One round of checks; a deploy passes when every check does. */
export async function smoke(target: SmokeTarget): Promise<SmokeCheck[]> {
  const api = target.apiUrl.replace(/\/$/, '');
  const app = target.appUrl.replace(/\/$/, '');
  return Promise.all([
    // The health route: API Gateway, a function and its role, and the table answer.
    check(`${api}/health`, (response, body) =>
      response.status !== 200 ? `status ${response.status}` : /"status"\s*:\s*"ok"/.test(body) ? null : 'not ok',
    ),
    // A public route: API Gateway, the blog function, its role, KMS and the table all answer.
    check(`${api}/blog/posts`, (response, body) =>
      response.status !== 200 ? `status ${response.status}` : /^\s*[[{]/.test(body) ? null : 'not JSON',
    ),
    // A signed-out public page from CloudFront, with the app's runtime configuration next to it.
    check(`${app}/pricing`, (response, body) =>
      response.status !== 200 ? `status ${response.status}` : /<html/i.test(body) ? null : 'not HTML',
    ),
    check(`${app}/config.json`, (response, body) =>
      response.status === 200 && body.includes(api) ? null : `status ${response.status}, apiUrl not in config`,
    ),
  ]);
}

/** Retries a few times: CloudFront and a fresh Lambda version take a moment after `cdk deploy`. */
export async function smokeWithRetries(target: SmokeTarget, attempts = 5, pauseMs = 10_000): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const checks = await smoke(target);
    for (const result of checks) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.url}: ${result.detail}`);
    if (checks.every((result) => result.ok)) return true;
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return false;
}

/** `tsx infra/src/cli/smoke.ts <outputs.json from cdk deploy --outputs-file> <stack name>` */
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const [outputsFile, stackName] = process.argv.slice(2);
  if (!outputsFile || !stackName) {
    console.error('usage: smoke.ts <outputs.json> <stack name>');
    process.exit(2);
  }
  const outputs = JSON.parse(fs.readFileSync(outputsFile, 'utf8')) as Record<string, Record<string, string>>;
  const stack = outputs[stackName];
  if (!stack?.ApiUrl || !stack.AppUrl) {
    console.error(`No ApiUrl/AppUrl for ${stackName} in ${outputsFile}`);
    process.exit(2);
  }
  const passed = await smokeWithRetries({ apiUrl: stack.ApiUrl, appUrl: stack.AppUrl });
  process.exit(passed ? 0 : 1);
}
