/**
 * Stripe's library, loaded with the first checkout, webhook or refund: most of the payments function's requests
 * (a discount preview, a claim's payments) need none of its 240 KB, which a cold start would otherwise compile.
 */
export const stripeCode = () => import('stripe');
