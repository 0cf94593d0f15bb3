import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/** Discount codes keyed by their upper-case code, so a duplicate is a failed conditional create. */
export const discountCodes = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'discountCode', version: '1', service: SERVICE },
        attributes: {
          code: { type: 'string', required: true, readOnly: true },
          discountType: {
            type: ['percentage', 'fixed_amount'] as const,
            required: true,
          },
          discountValue: { type: 'number', required: true },
          description: { type: 'string' },
          maxUses: { type: 'number' },
          /** Uses taken: paid redemptions plus the reservations of open checkouts. */
          currentUses: { type: 'number', required: true, default: 0 },
          /** Of `currentUses`, those reserved by checkouts not yet paid. */
          reservedUses: { type: 'number', default: 0 },
          expiresAt: { type: 'string' },
          active: { type: 'boolean', required: true, default: true },
          ...timestamps,
        },
        indexes: {
          byCode: {
            pk: key('PK', 'CODE#${code}', ['code']),
            sk: key('SK', 'CODE'),
          },
          all: {
            index: 'GSI1',
            pk: key('GSI1PK', 'CODES'),
            sk: key('GSI1SK', '${createdAt}', ['createdAt']),
          },
        },
      },
      entityConfiguration(),
    ),
);
