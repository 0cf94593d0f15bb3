import type { ItemOf } from '../electro';
import { letters } from '../entities/letter';

export const claimLetters = async (applicationId: string): Promise<LetterItem[]> =>
  (await letters().query.byClaim({ applicationId }).go({ pages: 'all' })).data;

export const getLetter = async (applicationId: string, letterId: string): Promise<LetterItem | null> =>
  (await letters().get({ applicationId, letterId }).go()).data;

export async function createLetter(letter: Parameters<ReturnType<typeof letters>['create']>[0]): Promise<LetterItem> {
  return (await letters().create(letter).go()).data as LetterItem;
}

export async function markLetter(letter: LetterItem, sentOn: string, channel: LetterItem['channel']) {
  const { data } = await letters()
    .patch({ applicationId: letter.applicationId, letterId: letter.letterId })
    .set({ sentOn, channel })
    .go({ response: 'all_new' });
  return data as LetterItem;
}

export type LetterItem = ItemOf<typeof letters>;
