import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionNeeds } from '@taxback/functions/needs';
import { routes } from '@taxback/shared/api/routes';
import { functionsSource } from '../src/lambda-bundling';

/**
 * The folders of functions/src that are not a feature: shared code of the functions, and the Lambdas no route
 * starts (the table's stream, the jobs, the live push). Every other folder with a handler.ts is a feature.
 */
const notFeatures = ['adapters', 'commons', 'data', 'http', 'jobs', 'realtime', 'streams'];

/** The folders of functions/src holding a Lambda entry (handler.ts), but for the ones that are not a feature. */
const featureFolders = () =>
  fs
    .readdirSync(functionsSource, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !notFeatures.includes(entry.name))
    .filter((entry) => fs.existsSync(path.join(functionsSource, entry.name, 'handler.ts')))
    .map((entry) => entry.name)
    .sort();

describe('one set of feature names', () => {
  const features = Object.keys(routes).sort();

  it('names twelve features', () => {
    expect(features).toEqual(
      [
        'account',
        'claim',
        'uploads',
        'payments',
        'retrieval',
        'messages',
        'contact',
        'blog',
        'chatbot',
        'notifications',
        'site',
        'back-office',
      ].sort(),
    );
  });

  it('the contract, the Lambda folders of functions/src and the needs of their roles use the same names', () => {
    expect(featureFolders()).toEqual(features);
    expect(Object.keys(functionNeeds).sort()).toEqual(features);
  });

  it('every folder of functions/src is a feature or one of the named others', () => {
    const folders = fs
      .readdirSync(functionsSource, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !features.includes(folder) && !notFeatures.includes(folder))).toEqual([]);
  });
});
