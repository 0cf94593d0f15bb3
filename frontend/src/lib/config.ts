import * as z from 'zod';

const runtimeConfigSchema = z.object({
  apiUrl: z.string().min(1),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Set only for the local Cognito emulator, which also lacks SRP. */
  userPoolEndpoint: z.url().optional(),
  authFlowType: z.enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']),
  wsUrl: z.string().min(1).optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig | undefined;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before it was loaded');
  return current;
}

/** Each environment serves its own /config.json, so one build runs locally and in AWS. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  const config = runtimeConfigSchema.parse(await response.json());
  setRuntimeConfig(config);
  return config;
}
