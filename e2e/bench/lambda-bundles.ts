import { routeEntries } from '@taxback/functions/routes';
import { heaviestInputs, initMilliseconds, type LambdaBundle } from '../../local/src/bundles';

/** Functions that serve a customer (or a visitor): their cold starts are felt by customers. */
const customerFeatures = new Set(
  routeEntries()
    .filter(([, route]) => route.auth !== 'admin')
    .map(([, , feature]) => `${feature}/handler.ts`),
);

export interface BundleMeasure {
  entry: string;
  bytes: number;
  /** What a cold start reads: the start file and the chunks it imports statically. */
  startBytes: number;
  /** Median module init of fresh Node processes. */
  initMs: number;
  servesCustomers: boolean;
  heaviest: { name: string; bytes: number }[];
}

/**
 * Every Lambda entry bundled exactly as the CDK stack bundles it (infra/src/lambda-bundling.ts), with its
 * minified size, its five heaviest packages (esbuild's metafile) and its init time.
 */
export function lambdaBundles(bundles: LambdaBundle[], environment: Record<string, string>): BundleMeasure[] {
  return bundles.map((bundle) => ({
    entry: bundle.entry,
    bytes: bundle.bytes,
    startBytes: bundle.startBytes,
    initMs: initMilliseconds(bundle.file, environment),
    servesCustomers: customerFeatures.has(bundle.entry),
    heaviest: heaviestInputs(bundle.metafile, 5, bundle.startFiles),
  }));
}
