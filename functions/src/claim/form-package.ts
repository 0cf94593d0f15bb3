import {
  copy,
  formatDate,
  formatUsd,
  GAMBLING_INCOME_CODE,
  HOME_COUNTRY,
  isExemptGame,
  REPRESENTATIVE_DESIGNATIONS,
  returnAmountLines,
  returnFor,
  serverCopy,
  w7Application,
  type Form1042sEntry,
  type Form1042sFigures,
  type Representative,
  type ResidencyFacts,
  type ReturnLine,
} from '@taxback/shared';
import type { OpenProfile } from '../data/stores/sealed-profile';
import type { ApplicationItem } from '../data/stores/application';
import { renderSheet, type Sheet } from './pdf-sheet';

export interface GeneratedFile {
  fileName: string;
  bytes: Uint8Array;
}

const text = serverCopy.formSheets;

const fullName = ({ item }: OpenProfile) => [item.firstName, item.lastName].filter(Boolean).join(' ');

const mailingAddress = ({ item, sealed }: OpenProfile) =>
  [sealed.addressLine1, sealed.addressLine2, item.city, item.province, item.postalCode, item.country]
    .filter(Boolean)
    .join(', ');

const day = (iso: string | undefined) => (iso ? formatDate(iso.slice(0, 10)) : '');

/** Form W-7 line 4 asks the date of birth as MM/DD/YYYY. */
const usDate = (iso: string | undefined) => {
  const match = iso?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
};

const UNITED_STATES = 'United States';
/** The profile's address is Canadian unless the wizard stored a delivery address abroad. */
const addressCountry = (profile: OpenProfile) => profile.item.country ?? HOME_COUNTRY;
const ADDRESS_COUNTRY_CODES: Readonly<Record<string, string>> = { Canada: 'CA' };

/**
 * The residence facts the claim holds. The screening answers (country of tax residence, days, marital status)
 * are read when the claim has them; a claim stored before they were asked falls back to its mailing address's
 * country, said so on the worksheet.
 */
function residenceOf(application: ApplicationItem, profile: OpenProfile): { facts: ResidencyFacts; assumed: boolean } {
  const stored = application as ApplicationItem & Partial<ResidencyFacts>;
  const fromAddress = ADDRESS_COUNTRY_CODES[addressCountry(profile)];
  const countryOfResidence = stored.countryOfResidence ?? fromAddress;
  return {
    facts: {
      countryOfResidence,
      maritalStatus: stored.maritalStatus,
      daysInUs: stored.daysInUs ?? {},
      closerConnection8840Filed: stored.closerConnection8840Filed ?? {},
      returnAlreadyFiled: stored.returnAlreadyFiled ?? {},
      citizenships: stored.citizenships,
      priorReturn: stored.priorReturn,
    },
    assumed: !stored.countryOfResidence && Boolean(fromAddress),
  };
}

/**
 * A Form 1042-S as the claim holds it: box 2 the amount won, box 7a the tax withheld, box 10 the credit (box 7a
 * when an entry saved before box 10 was asked lacks it), with the withholding agent and the income code where
 * the customer gave them (28, gambling winnings, otherwise).
 */
const figuresOf = (entry: Form1042sEntry): Form1042sFigures => ({
  withholdingAgentName: entry.withholdingAgentName ?? '',
  withholdingAgentEin: entry.withholdingAgentEin ?? '',
  incomeCode: entry.incomeCode ?? GAMBLING_INCOME_CODE,
  grossIncomeCents: entry.winningsCents,
  federalTaxWithheldCents: entry.federalWithheldCents,
  totalWithholdingCreditCents: entry.totalWithholdingCreditCents ?? entry.federalWithheldCents,
});

/** The form a figure goes on when the year's line layout is not confirmed. */
const formOfConcept = (concept: string) => (concept.startsWith('nec') ? 'Schedule NEC' : 'Form 1040-NR');

const lineLabel = (line: ReturnLine | undefined, form: string, year: string) =>
  line
    ? line.form === 'Schedule OI'
      ? text.item(line.form, line.line)
      : text.line(line.form, line.line)
    : text.lineUnconfirmed(form, year);

/**
 * The preparer's worksheet of a claim: every figure of the official forms, labelled with its form and line, built
 * from the stored answers and `returnFor`. Not for signature (every page says so); the representatives named on
 * Form 2848 are staff's settings.
 */
export async function buildFormPackage(
  application: ApplicationItem,
  profile: OpenProfile,
  today: Date,
  representatives: readonly Representative[] = [],
): Promise<GeneratedFile[]> {
  const entries = (application.form1042sEntries ?? []) as Form1042sEntry[];
  const w7 = w7Application(application);
  const subtitle = text.generatedOn(day(today.toISOString()), application.applicationId);
  const banner = text.notForSignature;
  const formattedItin = profile.sealed.itin?.replace(/^(\d{3})(\d{2})(\d{4})$/, '$1-$2-$3');
  const itin = !formattedItin
    ? text.nonresidentReturn.itinPending
    : w7 === 'renewal'
      ? text.nonresidentReturn.itinRenewal(formattedItin)
      : formattedItin;
  const taxpayerRows: [string, string][] = [
    [text.nonresidentReturn.name, fullName(profile)],
    [text.nonresidentReturn.itin, itin],
    [text.nonresidentReturn.address, mailingAddress(profile)],
  ];
  const { facts, assumed } = residenceOf(application, profile);
  const lossesByYear = (application.lossesByYear ?? {}) as Record<string, number>;

  const returns: [string, Sheet][] = (application.taxYears ?? []).map((year) => {
    const yearForms = entries.filter((entry) => entry.taxYear === year);
    const figures = returnFor(
      {
        facts,
        forms1042s: yearForms.map(figuresOf),
        netLossesCents: lossesByYear[year] ?? 0,
        exemptGameWinningsCents: yearForms
          .filter((entry) => isExemptGame(entry.game))
          .reduce((sum, entry) => sum + entry.winningsCents, 0),
      },
      Number(year),
    );
    const lines = figures.revision?.lines;
    const amounts = returnAmountLines(figures);
    const amountRow = (form: 'Schedule NEC' | 'Form 1040-NR') =>
      amounts
        .filter((amount) => (amount.line?.form ?? formOfConcept(amount.concept)) === form)
        .map((amount): [string, string] => [
          `${lineLabel(amount.line, form, year)} - ${text.nonresidentReturn.concepts[amount.concept as keyof typeof text.nonresidentReturn.concepts]}`,
          formatUsd(amount.amountCents),
        ]);
    const residenceValue = facts.countryOfResidence
      ? assumed
        ? text.nonresidentReturn.residenceFromAddress(facts.countryOfResidence)
        : facts.countryOfResidence
      : text.nonresidentReturn.residenceUnknown;
    const treaty = figures.scheduleOi.treatyClaims;
    return [
      text.nonresidentReturn.fileName(year),
      {
        title: text.nonresidentReturn.title(year),
        subtitle,
        banner,
        footnote: text.footnote,
        sections: [
          {
            heading: text.nonresidentReturn.taxpayer,
            rows: [
              ...taxpayerRows,
              [
                text.nonresidentReturn.filingStatus,
                figures.filingStatus ? text.nonresidentReturn.filingStatuses[figures.filingStatus] : text.notRecorded,
              ],
              [text.nonresidentReturn.residence, residenceValue],
            ],
          },
          {
            heading: text.nonresidentReturn.scheduleNec,
            rows: [
              ...amountRow('Schedule NEC'),
              [text.nonresidentReturn.exempt, formatUsd(figures.exemptGameWinningsCents)],
            ],
          },
          {
            heading: text.nonresidentReturn.payments,
            rows: [
              ...amountRow('Form 1040-NR'),
              ...(figures.amountOwedCents > 0
                ? [[text.nonresidentReturn.amountOwed, formatUsd(figures.amountOwedCents)] as [string, string]]
                : []),
            ],
          },
          {
            heading: text.nonresidentReturn.scheduleOi,
            rows: [
              [
                `${lineLabel(lines?.oiResidence, 'Schedule OI', year)} - ${text.nonresidentReturn.residenceItem}`,
                residenceValue,
              ],
              ...figures.scheduleOi.daysPresent.map(({ year: dayYear, days }): [string, string] => [
                `${lineLabel(lines?.oiDaysPresent, 'Schedule OI', year)} - ${text.nonresidentReturn.daysItem(dayYear)}`,
                days === undefined ? text.notRecorded : String(days),
              ]),
              [
                `${lineLabel(lines?.oiTreatyTable, 'Schedule OI', year)} - ${text.nonresidentReturn.treatyItem}`,
                treaty.length
                  ? treaty
                      .map((claim) =>
                        text.nonresidentReturn.treatyValue(
                          claim.country,
                          claim.article,
                          claim.incomeCode,
                          formatUsd(claim.exemptAmountCents),
                        ),
                      )
                      .join('; ')
                  : text.nonresidentReturn.noTreaty,
              ],
            ],
          },
          {
            heading: text.nonresidentReturn.forms,
            rows: yearForms.flatMap((entry, index): [string, string][] => [
              [
                text.nonresidentReturn.form(index + 1),
                text.nonresidentReturn.formValue(
                  copy.estimator.games[entry.game],
                  formatUsd(entry.winningsCents),
                  formatUsd(entry.federalWithheldCents),
                  formatUsd(entry.federalWithheldCents),
                ),
              ],
              [text.nonresidentReturn.agent(index + 1), text.notRecorded],
            ]),
          },
        ],
      },
    ];
  });

  // Box b only: the treaty line of the W-7 is for boxes a and f; a refund return states the treaty on the 1040-NR
  // (Schedule OI item L). Line 3 is a foreign address: never a US one, nor a P.O. box (the form's words).
  const poBox = /\bP\.?\s*O\.?\s*Box\b|\bCase postale\b|\bC\.?P\.?\s+\d/i;
  const foreignAddress =
    addressCountry(profile) !== UNITED_STATES &&
    ![profile.sealed.addressLine1, profile.sealed.addressLine2].some((line) => line && poBox.test(line))
      ? mailingAddress(profile)
      : text.w7.foreignAddressMissing;
  const w7Sheet: [string, Sheet][] = w7
    ? [
        [
          text.w7.fileName,
          {
            title: text.w7.title,
            subtitle,
            banner,
            footnote: text.footnote,
            sections: [
              {
                heading: text.w7.reasonSection,
                rows: [
                  [text.w7.applicationType, w7 === 'renewal' ? text.w7.renewItin : text.w7.newItin],
                  [text.w7.reasonBox, text.w7.reason],
                ],
              },
              {
                heading: text.w7.applicant,
                rows: [
                  [text.w7.firstName, profile.item.firstName ?? ''],
                  [text.w7.lastName, profile.item.lastName ?? ''],
                  [text.w7.address, mailingAddress(profile)],
                  [text.w7.foreignAddress, foreignAddress],
                  [text.w7.dateOfBirth, usDate(profile.sealed.dateOfBirth)],
                  [text.w7.countryOfBirth, profile.item.countryOfBirth ?? ''],
                  [text.w7.identity, text.w7.identityValue],
                  ...(w7 === 'renewal'
                    ? [[text.w7.previousItin, formattedItin ?? text.notRecorded] as [string, string]]
                    : []),
                ],
              },
            ],
          },
        ],
      ]
    : [];

  const powerOfAttorney: [string, Sheet] = [
    text.powerOfAttorney.fileName,
    {
      title: text.powerOfAttorney.title,
      subtitle,
      banner,
      footnote: text.footnote,
      sections: [
        { heading: text.powerOfAttorney.taxpayer, rows: taxpayerRows },
        ...(representatives.length
          ? representatives.map((person, index) => ({
              heading: text.powerOfAttorney.representative(index + 1),
              rows: [
                [text.powerOfAttorney.representativeName, [person.name, person.address].filter(Boolean).join(', ')],
                [text.powerOfAttorney.caf, person.cafNumber],
                [text.powerOfAttorney.ptin, person.ptin],
                [text.powerOfAttorney.telephone, person.telephone ?? ''],
                [
                  text.powerOfAttorney.designation,
                  `${person.designation} - ${REPRESENTATIVE_DESIGNATIONS[person.designation]}`,
                ],
                [text.powerOfAttorney.jurisdiction, person.jurisdiction ?? ''],
                [text.powerOfAttorney.licence, person.licenceNumber ?? ''],
              ] as [string, string][],
            }))
          : [
              {
                heading: text.powerOfAttorney.representative(1),
                rows: [[text.powerOfAttorney.representativeName, text.powerOfAttorney.noRepresentatives]] as [
                  string,
                  string,
                ][],
              },
            ]),
        {
          heading: text.powerOfAttorney.matters,
          rows: [
            [text.powerOfAttorney.matterType, text.powerOfAttorney.matterValue],
            [text.powerOfAttorney.form, text.powerOfAttorney.formValue],
            [text.powerOfAttorney.years, (application.taxYears ?? []).join(', ')],
          ],
        },
      ],
    },
  ];

  const delivery = application.formDeliveryPreference;
  const cover: [string, Sheet] = [
    text.cover.fileName,
    {
      title: text.cover.title,
      subtitle,
      banner,
      footnote: text.footnote,
      sections: [
        {
          heading: text.cover.applicant,
          rows: [
            [text.cover.name, fullName(profile)],
            [text.cover.email, profile.item.email],
            [text.cover.address, mailingAddress(profile)],
          ],
        },
        {
          heading: text.cover.claim,
          rows: [
            [text.cover.taxYears, (application.taxYears ?? []).join(', ')],
            [text.cover.status, copy.statusLabels[application.status]],
            [text.cover.delivery, delivery ? text.cover.deliveries[delivery] : ''],
            [text.cover.feePaid, day(application.paymentCompletedDate)],
            [
              text.cover.estimate,
              application.estimatedRefundCents != null
                ? formatUsd(application.estimatedRefundCents)
                : text.cover.noEstimate,
            ],
          ],
        },
        {
          heading: text.cover.enclosed,
          rows: [...w7Sheet, ...returns, powerOfAttorney].map(([fileName, sheet]) => [sheet.title, fileName]),
        },
      ],
    },
  ];

  return Promise.all(
    [cover, ...w7Sheet, ...returns, powerOfAttorney].map(async ([fileName, sheet]) => ({
      fileName,
      bytes: await renderSheet(sheet),
    })),
  );
}
