import { describe, expect, it } from 'vitest';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { apiFeatures } from '../src/route-table';
import { lambdaEntries } from '../src/lambda-bundling';
import { buildStack } from './build-stack';

/** The entries the bench, `npm start -- --bundled` and the bundles suite build must be the stack's functions. */
describe('Lambda entries', () => {
  const functions = buildStack()
    .stack.node.findAll()
    .filter((construct) => construct instanceof NodejsFunction);

  it('one entry per function of the stack: none deployed that the bundles suite does not build', () => {
    expect(functions.length).toBe(lambdaEntries().length);
  });

  it('the API features first, then every other handler module of the sources, scheduled jobs included', () => {
    const entries = lambdaEntries();
    expect(entries.slice(0, apiFeatures.length)).toEqual(apiFeatures.map((feature) => `${feature}/handler.ts`));
    expect(entries).toEqual(expect.arrayContaining(['streams/handler.ts', 'retrieval/follow-ups.ts']));
    expect(new Set(entries).size).toBe(entries.length);
  });
});
