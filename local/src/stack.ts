import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ensureTable, startDynamoDb } from './emulators/dynamodb';
import { enrolTotp, ensureUserPool, startCognito, type UserPoolIds } from './emulators/cognito';
import { startS3 } from './emulators/s3';
import { sesUrl, startSes } from './emulators/ses';
import { createJwtVerifier } from './gateway/jwt-verifier';
import { startHttpGateway } from './gateway/http-gateway';
import { lambdaContext } from './gateway/lambda-context';
import { startWebSocketGateway } from './gateway/websocket-gateway';
import { localCheckoutPage } from './gateway/local-checkout-page';
import { apiDocsRoutes } from './api-docs/routes';
import { apiUrl, appUrl, handlerEnvironment, websocketUrl } from './handler-environment';
import { assertPortFree } from './process';
import { localSecrets, saveLocalSecrets } from './secrets';
import { seed } from './seed';
import { localSettings, repoRoot, type LocalSettings, type Profile } from './settings';
import { blogImagesFrom, type BlogImages } from './web/blog-images';
import { spaConfig } from './web/spa-config';
import { startStaticServer } from './web/static-server';
import { startStreamPoller } from './streams/stream-poller';
import { loadLambdaHandler } from './gateway/function-loader';
import { startScheduledHandlers } from './schedules/timer';

export type WebMode = 'vite' | 'static' | 'none';

export interface LocalStack {
  settings: LocalSettings;
  pool: UserPoolIds;
  environment: Record<string, string>;
  /** The seeded admin's TOTP secret (also `adminTotpSecret` in the data folder's secrets.json). */
  adminTotpSecret: string | null;
  urls: { app: string; api: string; websocket: string; inbox: string; cognito: string; dynamodb: string; s3: string };
  stop: () => Promise<void>;
}

const frontendDir = path.join(repoRoot, 'frontend');

/** The dev server answers `/blog-images/…` as the static server does, before its own files. */
const serveBlogImages = (blogImages: BlogImages): Plugin => ({
  name: 'taxback-blog-images',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      if (!blogImages(request, response)) next();
    });
  },
});

async function startWeb(mode: WebMode, settings: LocalSettings, config: unknown) {
  if (mode === 'none') return { stop: async () => undefined };
  const blogImages = blogImagesFrom(`http://127.0.0.1:${settings.ports.s3}`, settings.siteBucketName);
  if (mode === 'static') {
    return startStaticServer(path.join(frontendDir, 'dist'), settings.ports.web, config, blogImages);
  }
  fs.mkdirSync(path.join(frontendDir, 'public'), { recursive: true });
  fs.writeFileSync(path.join(frontendDir, 'public', 'config.json'), JSON.stringify(config, null, 2));
  const { createServer } = await import('vite');
  const server = await createServer({
    root: frontendDir,
    configFile: path.join(frontendDir, 'vite.config.ts'),
    server: { port: settings.ports.web, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
    plugins: [serveBlogImages(blogImages)],
  });
  await server.listen();
  return { stop: () => server.close() };
}

/** Staff must use TOTP: the seeded admin gets an authenticator whose secret scripts and tests can use. */
async function enrolSeededAdmin(settings: LocalSettings, pool: UserPoolIds): Promise<string | null> {
  const secret = await enrolTotp(settings, pool, settings.admin).catch(() => null);
  if (secret) saveLocalSecrets(settings, { adminTotpSecret: secret });
  return secret;
}

/**
 * Starts the whole product on this machine: DynamoDB Local, cognito-local, s3rver and the SES
 * stand-in, the local API gateway over the route table, and the SPA. A fresh data folder is seeded.
 */
export async function startLocalStack(profile: Profile, web: WebMode): Promise<LocalStack> {
  const settings = localSettings(profile);
  // Ports first: a second start while one runs must leave the running stack's data alone.
  const ports = Object.entries(settings.ports).filter(([name]) => web !== 'none' || name !== 'web');
  for (const [name, port] of ports) await assertPortFree(port, name);
  if (!settings.persistent) fs.rmSync(settings.dataDir, { recursive: true, force: true });
  fs.mkdirSync(settings.dataDir, { recursive: true });

  const running: { stop: () => Promise<void> }[] = [];
  const pollers: { stop: () => Promise<void> }[] = [];
  const stop = async () => {
    // The stream pollers first, all at once: a terminal's Ctrl+C has stopped the emulators already.
    await Promise.all(pollers.map((poller) => poller.stop().catch(() => undefined)));
    for (const service of running.reverse()) await service.stop().catch(() => undefined);
  };
  try {
    const emulators = await Promise.allSettled([
      startDynamoDb(settings),
      startCognito(settings),
      startS3(settings),
      startSes(settings),
    ]);
    for (const result of emulators) if (result.status === 'fulfilled') running.push(result.value);
    const failure = emulators.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    const secrets = localSecrets(settings);
    const isNewTable = await ensureTable(settings);
    const pool = await ensureUserPool(settings);
    const environment = handlerEnvironment(settings, pool, secrets);
    Object.assign(process.env, environment);
    // The seed's imports made the handlers' logger before LOG_LEVEL was set: the test profile logs errors only.
    (await import('@taxback/functions/commons/logger')).logger.setLogLevel(environment.LOG_LEVEL as 'ERROR');
    // The stream processor runs from the start, so the seeded data is counted like any other.
    const processStream =
      await loadLambdaHandler<typeof import('@taxback/functions/streams/handler').handler>('streams/handler');
    pollers.push(await startStreamPoller(settings, (event) => processStream(event, lambdaContext('taxback-streams'))));
    // Background jobs (data exports) read the same stream, as their own function does in AWS.
    const runJobs = await loadLambdaHandler<typeof import('@taxback/functions/jobs/handler').handler>('jobs/handler');
    pollers.push(await startStreamPoller(settings, (event) => runJobs(event, lambdaContext('taxback-jobs'))));
    // So does the payments function that expires the checkouts of a repriced claim.
    const expireCheckouts =
      await loadLambdaHandler<typeof import('@taxback/functions/payments/checkout-expiry').handler>(
        'payments/checkout-expiry',
      );
    pollers.push(
      await startStreamPoller(settings, (event) => expireCheckouts(event, lambdaContext('taxback-checkout-expiry'))),
    );
    if (isNewTable) await seed(settings, pool);
    else await (await import('@taxback/functions/data/stores/search-index')).reindexSearch();
    const adminTotpSecret = secrets.adminTotpSecret ?? (await enrolSeededAdmin(settings, pool));

    const verifyToken = createJwtVerifier({
      issuer: environment.TOKEN_ISSUER!,
      audience: pool.userPoolClientId,
    });
    const apiDocs = apiDocsRoutes();
    const checkoutPage = localCheckoutPage({ apiUrl: apiUrl(settings), webhookSecret: secrets.stripeWebhookSecret });
    running.push(
      await startHttpGateway({
        port: settings.ports.api,
        allowedOrigin: appUrl(settings),
        verifyToken,
        extraRoutes: async (request, response) =>
          (await apiDocs(request, response)) || (await checkoutPage(request, response)),
      }),
    );
    running.push(await startWebSocketGateway({ port: settings.ports.websocket }));
    running.push(await startScheduledHandlers());
    running.push(await startWeb(web, settings, spaConfig(settings, pool)));

    return {
      settings,
      pool,
      environment,
      adminTotpSecret,
      urls: {
        app: appUrl(settings),
        api: apiUrl(settings),
        websocket: websocketUrl(settings),
        inbox: sesUrl(settings),
        cognito: environment.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!,
        dynamodb: environment.AWS_ENDPOINT_URL_DYNAMODB!,
        s3: environment.AWS_ENDPOINT_URL_S3!,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
