export interface RuntimeConfig {
  apiUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set only for the local Cognito emulator, which also lacks SRP. */
  userPoolEndpoint?: string;
  authFlowType: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
  wsUrl?: string;
}

const AUTH_FLOWS: readonly string[] = ['USER_PASSWORD_AUTH', 'USER_SRP_AUTH'];
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isUrl = (value: unknown) => isText(value) && URL.canParse(value);

/** Checks /config.json by hand (every page reads it before showing anything, so no zod here). */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const config = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const wrong = [
    ...['apiUrl', 'region', 'userPoolId', 'userPoolClientId'].filter((name) => !isText(config[name])),
    ...(config.userPoolEndpoint === undefined || isUrl(config.userPoolEndpoint) ? [] : ['userPoolEndpoint']),
    ...(AUTH_FLOWS.includes(config.authFlowType as string) ? [] : ['authFlowType']),
    ...(config.wsUrl === undefined || isText(config.wsUrl) ? [] : ['wsUrl']),
  ];
  if (wrong.length) throw new Error(`/config.json: invalid ${wrong.join(', ')}`);
  const { userPoolEndpoint, wsUrl } = config as Partial<RuntimeConfig>;
  return {
    apiUrl: config.apiUrl as string,
    region: config.region as string,
    userPoolId: config.userPoolId as string,
    userPoolClientId: config.userPoolClientId as string,
    authFlowType: config.authFlowType as RuntimeConfig['authFlowType'],
    ...(userPoolEndpoint === undefined ? {} : { userPoolEndpoint }),
    ...(wsUrl === undefined ? {} : { wsUrl }),
  };
}

let current: RuntimeConfig | undefined;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before it was loaded');
  return current;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  const config = parseRuntimeConfig(await response.json());
  setRuntimeConfig(config);
  return config;
}

let loading: Promise<RuntimeConfig> | undefined;

/**
 * Each environment serves its own /config.json, so one build runs locally and in AWS. A page reads it once
 * (a prerendered page's blog check and the app share the read); a failed read is made again by the next caller.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= fetchRuntimeConfig().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
