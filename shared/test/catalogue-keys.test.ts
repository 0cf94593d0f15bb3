import { describe, expect, expectTypeOf, it } from 'vitest';
import { SEASON_STAGES, type SeasonStage } from '../src/back-office/season';
import { adminSeasonCopy } from '../src/catalogue/back-office/staff';
import { retrievalCopy } from '../src/catalogue/retrieval/en';
import { adminRetrievalCopy } from '../src/catalogue/retrieval/staff';
import { estimatorCopy } from '../src/catalogue/site/en';
import { CASINO_REQUIREMENTS, type CasinoRequirement } from '../src/retrieval/casinos';
import { RETRIEVAL_STATUSES, SEND_CHANNELS, type RetrievalStatus, type SendChannel } from '../src/retrieval/status';
import { ESTIMATOR_GAMES, type EstimatorGame } from '../src/site/estimate-tax-rules';

// The catalogue imports no domain module (it sits below them): the domain's lists are held against the
// catalogue's labels here, by the type checker (expectTypeOf) and at run time. French is typed against English.
const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('a label for each value of a domain list, and no other', () => {
  it('the retrieval statuses, for the customer and for staff', () => {
    expectTypeOf<keyof typeof retrievalCopy.statuses>().toEqualTypeOf<RetrievalStatus | 'awaiting_authorisation'>();
    expectTypeOf<keyof typeof adminRetrievalCopy.claim.statuses>().toEqualTypeOf<RetrievalStatus>();
    expect(sorted(Object.keys(retrievalCopy.statuses))).toEqual(
      sorted([...RETRIEVAL_STATUSES, 'awaiting_authorisation']),
    );
    expect(sorted(Object.keys(adminRetrievalCopy.claim.statuses))).toEqual(sorted(RETRIEVAL_STATUSES));
  });

  it('the channels a letter is sent by and what a casino asks for', () => {
    expectTypeOf<keyof typeof adminRetrievalCopy.claim.channels>().toEqualTypeOf<SendChannel>();
    expectTypeOf<keyof typeof adminRetrievalCopy.casinos.requirements>().toEqualTypeOf<CasinoRequirement>();
    expect(sorted(Object.keys(adminRetrievalCopy.claim.channels))).toEqual(sorted(SEND_CHANNELS));
    expect(sorted(Object.keys(adminRetrievalCopy.casinos.requirements))).toEqual(sorted(CASINO_REQUIREMENTS));
  });

  it('the season stages and the estimator games', () => {
    expectTypeOf<keyof typeof adminSeasonCopy.stages>().toEqualTypeOf<SeasonStage>();
    expectTypeOf<keyof typeof estimatorCopy.games>().toEqualTypeOf<EstimatorGame>();
    expect(sorted(Object.keys(adminSeasonCopy.stages))).toEqual(sorted(SEASON_STAGES));
    expect(sorted(Object.keys(estimatorCopy.games))).toEqual(sorted(ESTIMATOR_GAMES));
  });
});
