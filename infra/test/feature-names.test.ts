import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeatureImplementation, Operation } from '@taxback/functions/http/lambda-handler';
import { functionNeeds } from '@taxback/functions/needs';
import { routes } from '@taxback/shared/api/routes';
import { CATALOGUE_AREAS } from '@taxback/shared/catalogue/bundles';
import { functionsSource } from '../src/lambda-bundling';

const subfolders = (dir: string) => fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
const frontendFeatures = path.resolve(import.meta.dirname, '../../frontend/src/features');

/**
 * The folders of functions/src that are not a feature: shared code of the functions, and the Lambdas no route
 * starts (the table's stream, the jobs, the live push). Every other folder with a handler.ts is a feature.
 */
const notFeatures = ['adapters', 'commons', 'data', 'http', 'jobs', 'realtime', 'streams'];

/** The folders of functions/src holding a Lambda entry (handler.ts), but for the ones that are not a feature. */
const featureFolders = () =>
  subfolders(functionsSource)
    .filter((entry) => !notFeatures.includes(entry.name))
    .filter((entry) => fs.existsSync(path.join(functionsSource, entry.name, 'handler.ts')))
    .map((entry) => entry.name)
    .sort();

describe('one set of feature names', () => {
  const features = Object.keys(routes).sort();

  it('names twelve features', () => {
    expect(features).toHaveLength(12);
  });

  it('the contract, the Lambda folders of functions/src and the needs of their roles use the same names', () => {
    expect(featureFolders()).toEqual(features);
    expect(Object.keys(functionNeeds).sort()).toEqual(features);
  });

  it('the frontend features are the same names', () => {
    expect(
      subfolders(frontendFeatures)
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(features);
  });

  it('the catalogue areas are the same names, and one area of texts every feature uses', () => {
    expect(CATALOGUE_AREAS.filter((area) => area !== 'common').sort()).toEqual(features);
    expect(CATALOGUE_AREAS).toContain('common');
  });

  it('every folder of functions/src is a feature or one of the named others', () => {
    const folders = subfolders(functionsSource).map((entry) => entry.name);
    expect(folders.filter((folder) => !features.includes(folder) && !notFeatures.includes(folder))).toEqual([]);
  });
});

// Checked by the type checker (`tsc -p tsconfig.json`): each @ts-expect-error must be an error.
describe("a feature's implementation object", () => {
  it('has one key per route of its feature, each holding that route’s operation', () => {
    const askChatbot = {} as Operation<'askChatbot'>;
    const complete: FeatureImplementation<'chatbot'> = { askChatbot };
    // @ts-expect-error a route of the feature without its key
    const missing: FeatureImplementation<'chatbot'> = {};
    // @ts-expect-error a key that is no route of the feature
    const extra: FeatureImplementation<'chatbot'> = { askChatbot, getMe: {} as Operation<'getMe'> };
    // @ts-expect-error another route's operation under the route's name
    const misplaced: FeatureImplementation<'chatbot'> = { askChatbot: {} as Operation<'getMe'> };
    expect([complete, missing, extra, misplaced]).toHaveLength(4);
  });
});
