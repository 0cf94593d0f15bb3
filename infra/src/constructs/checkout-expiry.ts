import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { backgroundNeeds } from '@taxback/functions/needs';
import { ENTITY_ATTRIBUTE } from '@taxback/functions/data/entity-names';
import { StreamConsumer, type BackgroundProps } from './stream-consumer';

/**
 * Expires the checkouts still open at a claim's old price and refunds the fee of a claim rejected after
 * payment (functions/src/payments/checkout-expiry.ts): started by the table's stream when a claim changes, it is the only function besides payments that holds the Stripe
 * key, so the functions that change claims never call Stripe.
 */
export class CheckoutExpiry extends StreamConsumer {
  constructor(scope: Construct, id: string, props: BackgroundProps) {
    super(scope, id, {
      ...props,
      needs: backgroundNeeds.checkoutExpiry,
      entry: 'payments/checkout-expiry.ts',
      description: 'Payments: expires the checkouts of a repriced claim, refunds the fee of a rejected one',
      roleDescription: 'Expires the open checkouts of repriced claims and refunds rejected ones',
      // From the oldest record kept: a claim changed while the mapping is created still has its checkouts expired.
      startingPosition: StartingPosition.TRIM_HORIZON,
      batchSize: 10,
      retryAttempts: 5,
      // The filter cannot compare the images: the handler acts only when the answers version moved.
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.isEqual('MODIFY'),
          dynamodb: { NewImage: { [ENTITY_ATTRIBUTE]: { S: FilterRule.isEqual('application') } } },
        }),
      ],
    });
  }
}
