import { describe, expect, it } from 'vitest';
import { BundledFunction } from '../src/constructs/node-function';
import { apiFeatures } from '../src/route-table';
import { lambdaEntries } from '../src/lambda-bundling';
import { buildStack } from './build-stack';

/** The entries the bench, `npm start -- --bundled` and the bundles suite build must be the stack's functions. */
describe('Lambda entries', () => {
  const functions = buildStack()
    .stack.node.findAll()
    .filter((construct): construct is BundledFunction => construct instanceof BundledFunction);

  it('one entry per function of the stack: none deployed that the bundles suite does not build', () => {
    const deployed = functions.map((fn) => fn.entry).sort();
    expect(deployed).toEqual([...lambdaEntries()].sort());
  });

  it('the API features first, then every other handler module of the sources, scheduled jobs included', () => {
    const entries = lambdaEntries();
    expect(entries.slice(0, apiFeatures.length)).toEqual(apiFeatures.map((feature) => `${feature}/handler.ts`));
    expect(entries).toEqual(expect.arrayContaining(['streams/handler.ts', 'retrieval/follow-ups.ts']));
    expect(new Set(entries).size).toBe(entries.length);
  });
});
