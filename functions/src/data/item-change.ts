import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { ItemChange, StoredImage } from '@taxback/shared';
import { ENTITY_ATTRIBUTE } from './entity-names';

const imageOf = (image: Record<string, unknown> | undefined): StoredImage | undefined =>
  image ? unmarshall(image as Record<string, AttributeValue>) : undefined;

/** The stream record as plain images; null for items that carry no entity type (lock items, markers). */
export function itemChangeOf(record: DynamoDBRecord): ItemChange | null {
  const before = imageOf(record.dynamodb?.OldImage);
  const after = imageOf(record.dynamodb?.NewImage);
  const entity = (after ?? before)?.[ENTITY_ATTRIBUTE];
  if (typeof entity !== 'string' || !record.eventName) return null;
  return { kind: record.eventName, entity, before, after };
}
