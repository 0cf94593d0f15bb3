import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The ElectroDB entities, one a module in functions/src/data/entities/ (`export const name = lazy(() => new Entity(`),
 * are refused outside data/ (their types are not): the rest of the code calls the named access patterns of
 * the stores in functions/src/data/stores/.
 */
function entityPatterns() {
  const entitiesDir = path.join(root, 'functions/src/data/entities');
  for (const file of fs.readdirSync(entitiesDir).filter((name) => name.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(entitiesDir, file), 'utf8');
    const declared = [...source.matchAll(/export const (\w+) = lazy\(\s*\(\)\s*=>\s*new Entity\(/g)].length;
    if (declared !== source.split('new Entity(').length - 1 || declared > 1) {
      throw new Error(
        `functions/src/data/entities/${file}: declare one entity as \`export const name = lazy(() => new Entity(\``,
      );
    }
  }
  return [
    {
      group: ['**/data/entities/*'],
      allowTypeImports: true,
      message:
        'ElectroDB entities stay inside functions/src/data/: call (or add) a named access pattern of its store (data/stores/).',
    },
  ];
}

/**
 * The data boundary: only functions/src/data/ talks to DynamoDB. Everything else calls the named access
 * patterns of its modules (getProfileItem, recordUpload, …), never ElectroDB entities or the SDK.
 */
const dataBoundary = {
  paths: ['electrodb', '@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb'].map((name) => ({
    name,
    message: 'Only functions/src/data/ talks to DynamoDB: add a named access pattern there.',
  })),
  patterns: [
    {
      group: ['**/data/electro', '**/data/table-definition', '**/data/clients', '**/data/electrodb-commands'],
      allowTypeImports: true,
      message:
        'The table and its ElectroDB set-up stay inside functions/src/data/: call (or add) a named access pattern.',
    },
    ...entityPatterns(),
  ],
};

/**
 * The workspaces import one way: a workspace's source and its build and test configuration import only the
 * workspaces before it in this list (tests may use the tooling above them: the local stack, e2e's customers).
 */
const workspaces = ['shared', 'functions', 'infra', 'local', 'frontend', 'e2e'];

/**
 * The frontend's floors, after bulletproof-react: the common layer (src/api, src/lib, src/components, src/hooks,
 * src/styles) imports from none of the floors above it; a feature imports the common layer and its own files, never
 * another feature, a page or the app shell; pages and the app compose features.
 */
const frontendCommon = ['api', 'lib', 'components', 'hooks', 'styles'].map((dir) => `frontend/src/${dir}`);
const features = fs
  .readdirSync(path.join(root, 'frontend/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature's staff screens and calls (features/<feature>/staff/) come only with the back office's pages, which the
 * router loads lazily: no customer or visitor module imports them, so no public bundle carries staff code or words.
 */
const frontendPath = (...parts) => path.join('frontend/src', ...parts);
const staffFolders = features
  .map((feature) => frontendPath('features', feature, 'staff'))
  .filter((folder) => fs.existsSync(path.join(root, folder)));
const customerSide = [
  ...features.flatMap((feature) =>
    fs
      .readdirSync(path.join(root, frontendPath('features', feature)))
      .filter((entry) => entry !== 'staff')
      .map((entry) => frontendPath('features', feature, entry)),
  ),
  ...fs
    .readdirSync(path.join(root, frontendPath('pages')))
    .filter((page) => !page.startsWith('admin'))
    .map((page) => frontendPath('pages', page)),
  frontendPath('app'),
  frontendPath('prerender'),
];

const importZones = [
  ...workspaces.slice(0, -1).map((workspace, index) => ({
    target: [`${workspace}/src`, `${workspace}/*.{js,ts}`],
    from: workspaces.slice(index + 1),
    message: `The workspaces import one way (${workspaces.join(' → ')}): move the piece ${workspace} needs down.`,
  })),
  {
    target: frontendCommon,
    from: ['frontend/src/features', 'frontend/src/pages', 'frontend/src/app', 'frontend/src/prerender'],
    message: 'The common layer imports no feature, page or app module: move the piece it needs down into it.',
  },
  {
    target: 'frontend/src/features',
    from: ['frontend/src/pages', 'frontend/src/app', 'frontend/src/prerender'],
    message: 'A feature imports no page or app module: move the piece it needs into the common layer.',
  },
  ...features.map((feature) => ({
    target: `frontend/src/features/${feature}`,
    from: 'frontend/src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another: move the shared piece to src/api, src/lib, src/components or src/hooks.',
  })),
  {
    target: customerSide,
    from: staffFolders,
    message:
      'Staff code loads only with the back office (pages/admin*): move what a customer page needs out of staff/.',
  },
];

/** Resolves imports as TypeScript does with the given tsconfig (its paths: the frontend's `@/`), wherever ESLint runs. */
const importResolver = (tsconfig) =>
  createTypeScriptImportResolver({ tsconfig: { configFile: path.join(root, tsconfig) }, alwaysTryTypes: true });

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
    // The default messages zod.ts installs are the one other module that reads zod itself (its issue type only).
    files: [
      'shared/src/**/*.ts',
      'shared/test/**/*.ts',
      'functions/**/*.ts',
      'frontend/**/*.{ts,tsx}',
      'local/**/*.ts',
      'e2e/**/*.ts',
    ],
    ignores: ['shared/src/zod.ts', 'shared/src/validation/messages.ts'],
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
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'The handlers read their configuration through config.ts.' },
      ],
    },
  },
  {
    // The domain and the browser have no environment: the SPA's settings come from /config.json (lib/config.ts).
    // The prerender plugin runs in the build, on Node, and reads where its API is.
    files: ['shared/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/prerender/vite-plugin.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'shared/ and the SPA read no environment: a setting goes in /config.json (frontend/src/lib/config.ts).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the plugin reads only .js modules, so no-cycle would follow no TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importResolver('tsconfig.json')],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['frontend/**/*.{js,ts,tsx}'],
    settings: { 'import-x/resolver-next': [importResolver('frontend/tsconfig.json')] },
  },
);
