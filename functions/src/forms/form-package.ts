import { storedMissingForms } from '../applications/application-view';
import { estimateApplication, formatDate, formatUsd, copy, type Form1042sEntry, serverCopy } from '@taxback/shared';
import type { OpenProfile } from '../data/profile-store';
import type { ApplicationItem } from '../data/application-store';
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

/** The data sheets staff need to prepare the return and the customer signs: built from the stored answers. */
export async function buildFormPackage(
  application: ApplicationItem,
  profile: OpenProfile,
  today: Date,
): Promise<GeneratedFile[]> {
  const entries = (application.form1042sEntries ?? []) as Form1042sEntry[];
  const estimate = estimateApplication({
    taxYears: application.taxYears ?? [],
    form1042sEntries: entries,
    missingForms: storedMissingForms(application),
    lossesByYear: (application.lossesByYear ?? {}) as Record<string, number>,
    countryOfResidence: application.countryOfResidence ?? null,
  });
  const subtitle = text.generatedOn(day(today.toISOString()), application.applicationId);
  const itin = profile.sealed.itin
    ? profile.sealed.itin.replace(/^(\d{3})(\d{2})(\d{4})$/, '$1-$2-$3')
    : text.nonresidentReturn.itinPending;
  const taxpayerRows: [string, string][] = [
    [text.nonresidentReturn.name, fullName(profile)],
    [text.nonresidentReturn.itin, itin],
    [text.nonresidentReturn.address, mailingAddress(profile)],
  ];

  const returns: [string, Sheet][] = (application.taxYears ?? []).map((year) => {
    const figures = estimate?.years.find((item) => String(item.year) === year);
    const yearForms = entries.filter((entry) => entry.taxYear === year);
    return [
      text.nonresidentReturn.fileName(year),
      {
        title: text.nonresidentReturn.title(year),
        subtitle,
        footnote: text.footnote,
        sections: [
          { heading: text.nonresidentReturn.taxpayer, rows: taxpayerRows },
          {
            heading: text.nonresidentReturn.scheduleNec,
            rows: [
              [text.nonresidentReturn.gambling, formatUsd(figures?.taxableWinningsCents ?? 0)],
              [text.nonresidentReturn.exempt, formatUsd(figures?.exemptWinningsCents ?? 0)],
              [text.nonresidentReturn.losses, formatUsd(figures?.deductibleLossesCents ?? 0)],
              [text.nonresidentReturn.rate, text.nonresidentReturn.rateValue],
              [text.nonresidentReturn.taxOwed, formatUsd(figures?.taxOwedCents ?? 0)],
            ],
          },
          {
            heading: text.nonresidentReturn.payments,
            rows: [
              [text.nonresidentReturn.withheld, formatUsd(figures?.withheldCents ?? 0)],
              [text.nonresidentReturn.refund, formatUsd(figures?.refundCents ?? 0)],
            ],
          },
          {
            heading: text.nonresidentReturn.forms,
            rows: yearForms.map((entry, index) => [
              text.nonresidentReturn.form(index + 1),
              text.nonresidentReturn.formValue(
                copy.estimator.games[entry.game],
                formatUsd(entry.winningsCents),
                formatUsd(entry.federalWithheldCents),
              ),
            ]),
          },
        ],
      },
    ];
  });

  const w7: [string, Sheet][] =
    application.hasItin === false
      ? [
          [
            text.w7.fileName,
            {
              title: text.w7.title,
              subtitle,
              footnote: text.footnote,
              sections: [
                {
                  heading: text.w7.reasonSection,
                  rows: [
                    [text.w7.reasonSection, text.w7.reason],
                    [text.w7.treaty, text.w7.treatyValue],
                  ],
                },
                {
                  heading: text.w7.applicant,
                  rows: [
                    [text.w7.firstName, profile.item.firstName ?? ''],
                    [text.w7.lastName, profile.item.lastName ?? ''],
                    [text.w7.dateOfBirth, profile.sealed.dateOfBirth ?? ''],
                    [text.w7.countryOfBirth, profile.item.countryOfBirth ?? ''],
                    [text.w7.address, mailingAddress(profile)],
                    [text.w7.foreignAddress, mailingAddress(profile)],
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
      footnote: text.footnote,
      sections: [
        { heading: text.powerOfAttorney.taxpayer, rows: taxpayerRows },
        {
          heading: text.powerOfAttorney.representative,
          rows: [[text.powerOfAttorney.representativeName, text.powerOfAttorney.representativeValue]],
        },
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

  const cover: [string, Sheet] = [
    text.cover.fileName,
    {
      title: text.cover.title,
      subtitle,
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
            [text.cover.delivery, application.formDeliveryPreference ?? ''],
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
          rows: [...w7, ...returns, powerOfAttorney].map(([fileName, sheet]) => [sheet.title, fileName]),
        },
      ],
    },
  ];

  return Promise.all(
    [cover, ...w7, ...returns, powerOfAttorney].map(async ([fileName, sheet]) => ({
      fileName,
      bytes: await renderSheet(sheet),
    })),
  );
}
