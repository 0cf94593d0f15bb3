import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_EVENTS } from '../src/payments/provider/webhooks';

const runbook = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/runbook.md'), 'utf8');
const stripeStep = runbook.slice(runbook.indexOf('**Stripe webhook**'), runbook.indexOf('**First admin'));

describe('the runbook’s Stripe webhook step', () => {
  it.each(Object.keys(CHECKOUT_EVENTS))('has the endpoint send %s, which the webhook acts on', (event) => {
    expect(stripeStep).toContain(`\`${event}\``);
  });
});
