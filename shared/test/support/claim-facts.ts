import type { ClaimFacts } from '../../src/claim/lifecycle';

/** A claim's fee-relevant answers: an active ITIN, one tax year, every Form 1042-S at hand, forms by email. */
export const answeredClaim: Omit<ClaimFacts, 'status'> = {
  hasItin: true,
  itinIsActive: 'yes',
  taxYears: ['2024'],
  hasAll1042s: true,
  numMissing1042s: 0,
  num1042sForms: 1,
  formDeliveryPreference: 'email',
};
