import { copy } from '@taxback/shared';
import { applicationById } from '../data/stores/application';
import { moneyPayments } from '../data/stores/payment';
import { notFound } from '../http/errors';
import { ok, operation } from '../http/lambda-handler';
import { claimPaymentView } from './payment-view';

/** The money taken for an application, for the staff's tracker. */
export const listAdminClaimPayments = operation('listAdminClaimPayments', async ({ params }) => {
  // From the claims' store, not the staff queries' module, which opens sealed profile fields: this function holds
  // no grant to open them.
  const item = await applicationById(params.applicationId);
  if (!item) throw notFound(copy.payment.noApplication);
  return ok({ items: (await moneyPayments(item.applicationId)).map(claimPaymentView) });
});
