import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { reserveDiscountUse } from '../src/data/stores/discount-reservation';
import { put, writeAtomically } from '../src/data/electro';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const items = [put({ TableName: 'table', Item: { PK: 'a', SK: 'b' } }), put({ TableName: 'table', Item: { PK: 'c' } })];

const documents = mockClient(DynamoDBDocumentClient);
afterEach(() => documents.reset());

describe('a transaction another one was writing the same items against', () => {
  it('is tried again, and goes through', async () => {
    documents.on(TransactWriteCommand).rejectsOnce(cancelled('None', 'TransactionConflict')).resolves({});
    await expect(writeAtomically(items)).resolves.toBeNull();
    expect(documents.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('is tried three times in all, then its reasons are answered', async () => {
    documents.on(TransactWriteCommand).rejects(cancelled('TransactionConflict', 'None'));
    await expect(writeAtomically(items)).resolves.toEqual(['TransactionConflict', 'None']);
    expect(documents.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('is not tried again when a condition stopped it', async () => {
    documents.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'TransactionConflict'));
    await expect(writeAtomically(items)).resolves.toEqual(['ConditionalCheckFailed', 'TransactionConflict']);
    expect(documents.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('never reads as a discount code used up: only the code’s own condition says that', async () => {
    documents.on(TransactWriteCommand).rejects(cancelled('None', 'TransactionConflict'));
    await expect(reserveDiscountUse('CODE', 'app:1', 'app', 1)).rejects.toThrow('Discount reservation was cancelled');
  });
});
