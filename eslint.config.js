import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every ElectroDB entity a module of functions/src/data/ declares (`export const name = lazy(() => new Entity(`),
 * refused by name outside data/: a module may export an entity beside its access patterns.
 */
function entityPatterns() {
  const dataDir = path.join(root, 'functions/src/data');
  return fs
    .readdirSync(dataDir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      const source = fs.readFileSync(path.join(dataDir, file), 'utf8');
      const entities = [...source.matchAll(/export const (\w+) = lazy\(\s*\(\)\s*=>\s*new Entity\(/g)].map(
        (match) => match[1],
      );
      if (source.includes('new Entity(') && entities.length !== source.split('new Entity(').length - 1) {
        throw new Error(
          `functions/src/data/${file}: declare each entity as \`export const name = lazy(() => new Entity(\``,
        );
      }
      return entities.length
        ? [
            {
              group: [`**/data/${file.replace(/\.ts$/, '')}`],
              importNames: entities,
              allowTypeImports: true,
              message:
                'ElectroDB entities stay inside functions/src/data/: call (or add) a named access pattern of its modules.',
            },
          ]
        : [];
    });
}

/**
 * The data boundary: only functions/src/data/ talks to DynamoDB. Everything else calls the named access
 * patterns of its modules (getProfile, recordUpload, …), never ElectroDB entities or the SDK.
 */
const dataBoundary = {
  paths: ['electrodb', '@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb'].map((name) => ({
    name,
    message: 'Only functions/src/data/ talks to DynamoDB: add a named access pattern there.',
  })),
  patterns: [
    {
      group: ['**/data/electro', '**/data/table-definition'],
      allowTypeImports: true,
      message:
        'The table and its ElectroDB set-up stay inside functions/src/data/: call (or add) a named access pattern.',
    },
    ...entityPatterns(),
  ],
};

/** Frontend features import one way: from src/api, src/lib, src/components and src/hooks, never from another feature. */
const features = fs
  .readdirSync(path.join(root, 'frontend/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.local-data/**',
      '.test-data/**',
      'frontend/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Schemas use zod mini through shared/src/zod.ts, which sets the default messages: zod's classic API and the
    // mini namespace's named `z` (which holds its 64 locales) would each put all of zod back in every bundle.
    files: [
      'shared/src/**/*.ts',
      'shared/test/**/*.ts',
      'functions/**/*.ts',
      'frontend/**/*.{ts,tsx}',
      'local/**/*.ts',
      'e2e/**/*.ts',
    ],
    ignores: ['shared/src/zod.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^zod($|\\u002F)/]',
          message: "Import zod through shared's module: `import * as z from '@taxback/shared/zod'`.",
        },
        {
          selector: 'ImportDeclaration[source.value=/^(\\.|@taxback).*\\u002Fzod$/] > ImportSpecifier',
          message:
            "Import the zod module as a namespace (`import * as z from '…/zod'`): bundles then keep only what is used.",
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/data/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', dataBoundary] },
  },
  ...features.map((feature) => ({
    files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: `A feature does not import another: move the shared piece to src/api, src/lib, src/components or src/hooks.`,
            },
          ],
        },
      ],
    },
  })),
);
