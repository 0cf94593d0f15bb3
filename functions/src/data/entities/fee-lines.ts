/**
 * The stored shape of a list of fee lines (a quote's lines): a checkout's lines and what its payment covers,
 * and the lines a claim's completed payments cover.
 */
export const feeLineList = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      id: { type: 'string', required: true },
      quantity: { type: 'number', required: true },
      unitCents: { type: 'number', required: true },
      amountCents: { type: 'number', required: true },
    },
  },
} as const;
