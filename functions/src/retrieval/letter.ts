import { copy, formatUsd, SUPPORT_EMAIL, staffCopy } from '@taxback/shared';
import type { CasinoItem } from '../data/stores/casino';
import type { OpenProfile } from '../data/stores/sealed-profile';
import type { AuthorisationItem } from '../data/stores/authorisation';
import type { RetrievalItem } from '../data/stores/retrieval';
import { renderSheet } from '../claim/pdf-sheet';

const text = staffCopy.requestLetter;

/** The tax years of the wins a letter asks about, oldest first. */
export const taxYearsOf = (entries: readonly Pick<RetrievalItem, 'date'>[]): string[] =>
  [...new Set(entries.map((entry) => entry.date?.slice(0, 4)).filter((year): year is string => !!year))].sort();

/**
 * When the authorisation was signed, as the letter prints it: its date and time in UTC. Nothing the customer's
 * browser sent (its user-agent) goes on a letter on our letterhead.
 */
export const signedAtUtc = (signedAt: string): string => {
  const at = new Date(signedAt);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString().slice(0, 19).replace('T', ' ');
};

export interface LetterFacts {
  casino: CasinoItem;
  entries: RetrievalItem[];
  profile: OpenProfile;
  authorisation: AuthorisationItem;
  today: string;
}

/** The request letter to one casino for the missing forms of one claim, as a PDF. */
export async function buildRequestLetter({ casino, entries, profile, authorisation, today }: LetterFacts) {
  const { item, sealed } = profile;
  const name = [item.firstName, item.lastName].filter(Boolean).join(' ');
  const address = [sealed.addressLine1, sealed.addressLine2, item.city, item.province, item.postalCode, item.country]
    .filter(Boolean)
    .join(', ');
  const years = taxYearsOf(entries);
  const playerCards = [...new Set(entries.map((entry) => entry.playerCardNumber?.trim()).filter(Boolean))].join(', ');
  const casinoContact = [casino.legalName, casino.address, casino.email, casino.fax ? `Fax ${casino.fax}` : '']
    .filter(Boolean)
    .join('\n');
  const bytes = await renderSheet({
    title: text.title,
    subtitle: today,
    paragraphs: [`${text.to}:\n${casinoContact}`, text.subject(years.join(', ')), text.body(name)],
    sections: [
      {
        heading: text.customer,
        rows: [
          [text.name, name],
          [text.address, address],
          [text.dateOfBirth, sealed.dateOfBirth ?? ''],
          ...(playerCards ? [[text.playerCard, playerCards] as [string, string]] : []),
        ],
      },
      {
        heading: text.wins,
        rows: [
          [text.taxYears, years.join(', ')],
          ...entries.map(
            (entry, index) =>
              [
                `${index + 1}.`,
                text.win(entry.date ?? '', entry.amountWonCents === undefined ? '' : formatUsd(entry.amountWonCents)),
              ] as [string, string],
          ),
        ],
      },
      {
        heading: text.authorisation,
        rows: [
          [text.consent, copy.retrieval.consent],
          [text.signedBy, authorisation.fullName],
          [text.signedAt, signedAtUtc(authorisation.signedAt)],
          [text.fromAddress, authorisation.ipAddress],
        ],
      },
      { heading: text.sendTo, rows: [[text.sendTo, text.replyTo(SUPPORT_EMAIL)]] },
    ],
    footnote: text.footnote,
  });
  return { bytes, years, fileName: text.fileName(casino.slug, today) };
}
