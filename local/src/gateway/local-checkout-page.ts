import type http from 'node:http';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { formatUsd } from '@taxback/shared';
import { localSessionOpen } from '@taxback/functions/payments/provider/local-checkout';
import { getLocalSession } from '@taxback/functions/data/stores/local-checkout-session';

export const LOCAL_CHECKOUT_PATH = '/local-checkout';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const page = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (local stand-in)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6fa; color: #0f1f3d; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 4px 24px rgba(15,31,61,.12); padding: 32px; width: min(420px, 90vw); }
  .note { font-size: 13px; color: #5a6b85; background: #fff8e1; border-radius: 8px; padding: 8px 12px; }
  .amount { font-size: 40px; font-weight: 700; margin: 16px 0 4px; }
  button { font: inherit; border: 0; border-radius: 8px; padding: 12px 16px; width: 100%; cursor: pointer; margin-top: 12px; }
  .pay { background: #0f766e; color: #fff; font-weight: 600; } .cancel { background: #e8ecf3; color: #0f1f3d; }
</style></head><body><main>${body}</main></body></html>`;

/**
 * The stand-in for Stripe's hosted checkout on a machine without network: it shows the amount and, on
 * Pay, delivers a `checkout.session.completed` event signed with the local webhook secret to the
 * API's real webhook route.
 */
export function localCheckoutPage(options: { apiUrl: string; webhookSecret: string }) {
  const stripe = new Stripe('sk_local_unused');
  return async (request: http.IncomingMessage, response: http.ServerResponse): Promise<boolean> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = new RegExp(`^${LOCAL_CHECKOUT_PATH}/([\\w-]+)(/pay|/cancel)?$`).exec(url.pathname);
    if (!match) return false;
    const [, sessionId, action] = match;
    const session = await getLocalSession(sessionId!);
    const send = (status: number, html: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    };
    if (!session) {
      send(404, page('<h1>Checkout not found</h1><p>This checkout session does not exist or has expired.</p>'));
      return true;
    }
    if (!localSessionOpen(session) && action !== '/cancel') {
      // Like Stripe's expired sessions: the claim changed (or the time ran out), so this price is gone.
      send(
        410,
        page(
          `<h1>Checkout expired</h1><p>This checkout is no longer open. Go back and pay again.</p><p><a href="${escapeHtml(session.cancelUrl)}">Back</a></p>`,
        ),
      );
      return true;
    }
    const redirect = (location: string) => {
      response.writeHead(303, { location });
      response.end();
    };
    if (request.method === 'POST' && action === '/cancel') {
      redirect(session.cancelUrl);
      return true;
    }
    if (request.method === 'POST' && action === '/pay') {
      const payload = JSON.stringify({
        id: `evt_local_${randomUUID().replace(/-/g, '')}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            id: session.sessionId,
            object: 'checkout.session',
            amount_total: session.amountCents,
            currency: session.currency,
            payment_status: 'paid',
            status: 'complete',
            customer_email: session.customerEmail,
            metadata: session.metadata,
          },
        },
      });
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
      const delivered = await fetch(`${options.apiUrl}/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      if (!delivered.ok) {
        send(502, page(`<h1>Payment not recorded</h1><p>The webhook answered ${delivered.status}.</p>`));
        return true;
      }
      redirect(session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.sessionId));
      return true;
    }
    send(
      200,
      page(`<p class="note">Local stand-in for the card payment page. No card is charged.</p>
<p>${escapeHtml(session.productName)}</p>
<p class="amount">${formatUsd(session.amountCents)}</p>
<p>${escapeHtml(session.customerEmail)}</p>
<form method="post" action="${LOCAL_CHECKOUT_PATH}/${session.sessionId}/pay"><button class="pay" type="submit">Pay ${formatUsd(session.amountCents)}</button></form>
<form method="post" action="${LOCAL_CHECKOUT_PATH}/${session.sessionId}/cancel"><button class="cancel" type="submit">Cancel</button></form>`),
    );
    return true;
  };
}
