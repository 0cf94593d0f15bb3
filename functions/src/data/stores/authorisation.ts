import { put, update, writeAtomically, type ItemOf } from '../electro';
import { applications } from '../entities/application';
import { authorisations } from '../entities/authorisation';
import { retrievals } from '../entities/retrieval';
import type { NewRetrieval } from './retrieval';

export type NewAuthorisation = Parameters<ReturnType<typeof authorisations>['create']>[0];

export const getAuthorisation = async (applicationId: string): Promise<AuthorisationItem | null> =>
  (await authorisations().get({ applicationId }).go()).data;

/**
 * Stores the signed authorisation with one retrieval entry per form it lists, all or nothing, while the claim
 * is still at the version whose forms were signed. 'authorised_already' when the claim was authorised already;
 * 'claim_changed' when its answers were saved meanwhile.
 */
export async function recordAuthorisation(
  authorisation: NewAuthorisation,
  entries: NewRetrieval[],
  claimVersion: number,
): Promise<'recorded' | 'authorised_already' | 'claim_changed'> {
  const failed = await writeAtomically([
    put(authorisations().create(authorisation).params()),
    // The claim carries the signing time, so its lifecycle can let it move to processing.
    update(
      applications()
        .patch({ userId: authorisation.userId, applicationId: authorisation.applicationId })
        .set({ retrievalAuthorisedAt: authorisation.signedAt })
        .where(({ version }, { eq }) => eq(version, claimVersion))
        .params(),
    ),
    ...entries.map((entry) => put(retrievals().create(entry).params())),
  ]);
  if (!failed) return 'recorded';
  return failed[0] === 'ConditionalCheckFailed' ? 'authorised_already' : 'claim_changed';
}

export type AuthorisationItem = ItemOf<typeof authorisations>;
