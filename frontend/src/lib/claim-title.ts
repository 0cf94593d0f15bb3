import { copy } from '@taxback/shared/copy';

/** How a claim is named to the people who see it: by its tax years, in order. */
export function claimTitle(taxYears: readonly string[]): string {
  const years = [...taxYears].sort().join(', ');
  return years ? copy.accountPage.claims.claimFor(years) : copy.accountPage.claims.noYears;
}
