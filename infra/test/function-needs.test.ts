import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { Feature } from '@taxback/functions/http/route-types';
import { backgroundNeeds, functionNeeds, type FunctionNeeds } from '@taxback/functions/needs';
import { functionsSource } from '../src/lambda-bundling';
import { apiFeatures } from '../src/route-table';

/** The modules of functions/src a feature's bundle contains (what its code can reach). */
async function reachOf(feature: Feature | `${string}.ts`): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: [path.join(functionsSource, feature.endsWith('.ts') ? feature : `${feature}/handler.ts`)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    outfile: 'out.mjs',
    logLevel: 'silent',
  });
  return new Set(
    Object.keys(metafile.inputs)
      .filter((input) => input.includes('functions/src/'))
      .map((input) => input.slice(input.indexOf('functions/src/') + 'functions/src/'.length)),
  );
}

/**
 * Each need, the adapter module without which the function cannot use it, and whether reaching the adapter
 * means the need must be declared (secrets are read by modules many bundles include without calling them).
 */
const adapterOf: [string, (needs: FunctionNeeds) => boolean, string, 'both ways' | 'declared only'][] = [
  ['documents', (needs) => Boolean(needs.documents), 'adapters/files.ts', 'both ways'],
  ['profile fields', (needs) => Boolean(needs.profileFields?.length), 'adapters/encryption.ts', 'both ways'],
  ['mail', (needs) => Boolean(needs.mail), 'adapters/mail.ts', 'both ways'],
  ['the AI model', (needs) => Boolean(needs.ai), 'adapters/ai.ts', 'both ways'],
  [
    'the Stripe key',
    (needs) => Boolean(needs.secrets?.includes('stripeSecretKey')),
    'payments/provider/stripe-provider.ts',
    'both ways',
  ],
  ['secrets', (needs) => Boolean(needs.secrets?.length), 'adapters/secrets.ts', 'declared only'],
];

/**
 * The declared needs (functions/src/needs.ts) follow the code: a function is granted nothing its bundle cannot
 * use, and a bundle that can open a checkout, send mail, call the model or touch files has that declared.
 */
describe('what each function declares it touches follows its code', () => {
  /** The stream consumers, by entry, and what they declare. */
  const background: Record<`${string}.ts`, FunctionNeeds> = {
    'jobs/handler.ts': backgroundNeeds.jobs,
    'payments/checkout-expiry.ts': backgroundNeeds.checkoutExpiry,
  };
  const entries = [...apiFeatures, ...(Object.keys(background) as `${string}.ts`[])];

  it.each(entries)('%s', { timeout: 60_000 }, async (feature) => {
    const reach = await reachOf(feature);
    const needs = feature.endsWith('.ts') ? background[feature as `${string}.ts`]! : functionNeeds[feature as Feature];
    for (const [need, declared, adapter, direction] of adapterOf) {
      if (declared(needs))
        expect(reach.has(adapter), `${feature} is granted ${need} but never uses ${adapter}`).toBe(true);
      if (direction === 'both ways' && reach.has(adapter)) {
        expect(declared(needs), `${feature} uses ${adapter} but does not declare ${need}`).toBe(true);
      }
    }
  });
});
