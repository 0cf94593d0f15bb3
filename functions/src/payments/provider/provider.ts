import { config } from '../../config';
import { localCheckoutProvider } from './local-checkout';
import type { PaymentProvider } from './port';
import { stripeProvider } from './stripe-provider';

/** Stripe, unless the configuration names the local stand-in checkout page. */
export function paymentProvider(): PaymentProvider {
  const localPage = config.localCheckoutUrl;
  return localPage ? localCheckoutProvider(localPage) : stripeProvider;
}
