import { describe, expect, it } from 'vitest';
import { applications } from '../src/data/entities/application';
import { getApplication, updateApplication } from '../src/data/stores/application';
import { customerReadyToPay } from './support/applications';
import { openCheckout } from './support/payments';

describe('a save and a priced upload at the same moment', () => {
  it('each counts a new answers version, so a checkout priced between them is still expired', async () => {
    const customer = await customerReadyToPay();
    const { userId } = customer.caller;
    // The save has read the claim...
    const read = (await getApplication(userId, customer.applicationId))!;
    const before = read.answersVersion ?? 0;

    // ...when a Form 1042-S is recorded (the upload's own write moves the answers version, not the version),
    // and a checkout is opened at that price.
    await applications()
      .patch({ userId, applicationId: customer.applicationId })
      .add({ num1042sForms: 1, answersVersion: 1 })
      .go();
    const opened = await openCheckout(customer);
    expect(opened.payment.answersVersion).toBe(before + 1);

    // The save then writes, on the version it read, a changed answer.
    const saved = await updateApplication(
      userId,
      customer.applicationId,
      read.version,
      { formDeliveryPreference: 'mail', status: 'draft' },
      { repriced: true },
    );
    expect(saved.outcome).toBe('saved');
    const stored = (await getApplication(userId, customer.applicationId))!;
    expect(stored.answersVersion).toBe(before + 2);
    expect(stored.answersVersion).toBeGreaterThan(opened.payment.answersVersion!);
  });
});
