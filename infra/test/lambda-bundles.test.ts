import os from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptionsFor, lambdaEntries, packageOf, staticallyLoaded } from '../src/lambda-bundling';

/**
 * Libraries a function needs on a few of its routes only (PDFs, profile fields, payments with Stripe, mail, files, the user pool, the chatbot's model, secrets): the
 * sources reach them through `import()`, which esbuild splits into chunks that load on first use, not at every
 * cold start.
 */
const deferred = [
  'pdf-lib',
  '@aws-crypto/encrypt-node',
  '@aws-crypto/decrypt-node',
  '@aws-crypto/material-management-node',
  '@aws-crypto/kms-keyring-node',
  '@aws-crypto/raw-aes-keyring-node',
  'stripe',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  'archiver',
  '@aws-sdk/s3-presigned-post',
  '@aws-sdk/s3-request-presigner',
  '@aws-sdk/client-cognito-identity-provider',
  '@aws-sdk/client-bedrock-runtime',
  '@aws-sdk/client-secrets-manager',
];

/**
 * The public site's pages (home, marketing, pricing, blog, legal) in every language: a browser draws them, no
 * function does.
 */
const sitePages =
  /shared\/src\/(copy-site|copy-site-fr-ca|copy-legal|copy-legal-fr-ca|catalogue\/(site|blog)\/(pages|legal)\.(en|fr-ca))\.ts$/;

/** The modules through which the adapters load an SDK with import() (functions/src/adapters). */
const adapterSdkModules = ['s3-sdk', 's3-upload-sdk', 'cognito-sdk', 'ses-sdk', 'bedrock-sdk', 'secrets-manager-sdk'];
/** Commands a client itself imports: S3Client opens S3 Express sessions with CreateSession. */
const usedByTheClients = ['CreateSessionCommand'];

/**
 * The only CommonJS package allowed to require() an ES module, and that module. esbuild wraps a required ES module,
 * and every module it imports, in a function run on first use, and V8 parses such a function twice at a cold start
 * (once to skip it, once to run it): ElectroDB's require() of the SDK's document commands wrapped the whole
 * DynamoDB client and its core (about 40 ms of init; functions/patches removes it). Its require() of util-dynamodb
 * wraps only that package's six small modules.
 */
const allowedRequire = 'electrodb requires @aws-sdk/util-dynamodb';

/**
 * Schemas use zod mini through shared/src/zod.ts. zod's classic API, or its locales (about 370 KB, brought by any
 * namespace of zod kept whole, as `z.core.$ZodError` keeps core's), would be in every function again.
 */
const classicZodOrLocales = /node_modules\/zod\/v4\/(classic|locales)\//;

/** Where each package of a bundle was installed from: one folder, unless a dependency pins a copy of its own. */
const installsOf = (metafile: Metafile) => {
  const installs = new Map<string, Set<string>>();
  for (const file of Object.keys(metafile.inputs)) {
    const install = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(file);
    if (!install) continue;
    const [, folder, name] = install;
    installs.set(name!, (installs.get(name!) ?? new Set()).add(folder!));
  }
  return installs;
};

const built = new Map<string, Promise<Metafile>>();
/** The entry bundled as CDK bundles it, unminified (file names stay readable), once for all the tests. */
function metafileOf(entry: string): Promise<Metafile> {
  if (!built.has(entry)) {
    built.set(
      entry,
      build({
        ...esbuildOptionsFor(entry, path.join(os.tmpdir(), 'taxback-lazy-imports')),
        write: false,
        minify: false,
        sourcemap: false,
      }).then(({ metafile }) => metafile!),
    );
  }
  return built.get(entry)!;
}

describe('Lambda bundles', () => {
  it.each(lambdaEntries())(
    '%s starts without PDF, encryption, Stripe, mail, S3, Cognito, Bedrock or Secrets Manager code',
    async (entry) => {
      const metafile = await metafileOf(entry);
      // The chunks loaded with import() have an entry point too: theirs is the module they start from.
      const start = Object.keys(metafile.outputs).find((output) =>
        metafile.outputs[output]!.entryPoint?.endsWith(`functions/src/${entry}`),
      )!;
      const readAtStart = staticallyLoaded(metafile, start).flatMap((output) =>
        Object.keys(metafile.outputs[output]!.inputs),
      );
      expect(readAtStart.filter((input) => deferred.includes(packageOf(input)))).toEqual([]);
    },
  );

  // A chunk loaded with import() keeps every export of the module it imports: the SDK's index would bring every
  // command of the service's API. The adapters import a module of their own that names the few they use.
  it.each(lambdaEntries())('%s carries only the commands its adapters name', async (entry) => {
    const named = new Set(
      (await Promise.all(adapterSdkModules.map((name) => import(`@taxback/functions/adapters/${name}`)))).flatMap(
        (module: object) => Object.keys(module),
      ),
    );
    usedByTheClients.forEach((command) => named.add(command));
    const metafile = await metafileOf(entry);
    const carried = Object.values(metafile.outputs).flatMap((output) =>
      Object.entries(output.inputs).flatMap(([input, { bytesInOutput }]) => {
        const command =
          /client-(?:s3|sesv2|cognito-identity-provider|bedrock-runtime|secrets-manager)\/dist-es\/commands\/(\w+Command)\.js$/.exec(
            input,
          );
        return command && bytesInOutput > 0 ? [command[1]!] : [];
      }),
    );
    expect(carried.filter((command) => !named.has(command))).toEqual([]);
  });

  // s3-presigned-post pins the client-s3 of its own release; the root package.json's override gives it ours, and
  // must follow each bump of client-s3, or a second copy (70 KB of schemas) comes back.
  it.each(lambdaEntries())('%s carries one copy of each AWS SDK package', async (entry) => {
    const copies = [...installsOf(await metafileOf(entry))]
      .filter(([name, folders]) => /^@(aws-sdk|smithy)\//.test(name) && folders.size > 1)
      .map(([name, folders]) => `${name}: ${[...folders].join(', ')}`);
    expect(copies).toEqual([]);
  });

  it.each(lambdaEntries())('%s has no CommonJS module requiring an ES module, but the allowed ones', async (entry) => {
    const { inputs } = await metafileOf(entry);
    const required = Object.entries(inputs).flatMap(([file, input]) =>
      input.imports
        .filter(({ kind, path: imported }) => kind === 'require-call' && inputs[imported]?.format === 'esm')
        .map(({ path: imported }) => `${packageOf(file)} requires ${packageOf(imported)}`),
    );
    expect(required.filter((line) => line !== allowedRequire)).toEqual([]);
  });

  it.each(lambdaEntries())('%s carries zod mini without its classic API or locales', async (entry) => {
    const carried = Object.values((await metafileOf(entry)).outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && classicZodOrLocales.test(input))
        .map(([input]) => input),
    );
    expect(carried).toEqual([]);
  });

  it.each(lambdaEntries())('%s carries none of the public site pages', async (entry) => {
    expect(Object.keys((await metafileOf(entry)).inputs).filter((file) => sitePages.test(file))).toEqual([]);
  });
});
