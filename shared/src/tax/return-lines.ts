/**
 * Where each figure of this product's returns goes on the Form 1040-NR of a tax year, and its schedules.
 * A year without an entry has no confirmed layout: its figures are computed but shown without lines.
 */

export const RETURN_FORMS = ['Form 1040-NR', 'Schedule NEC', 'Schedule OI'] as const;
export type ReturnForm = (typeof RETURN_FORMS)[number];

export const RETURN_CONCEPTS = [
  /** Schedule NEC: Canada's gambling winnings, losses, net (column (c)). */
  'necCanadaWinnings',
  'necCanadaLosses',
  'necCanadaNet',
  /** Schedule NEC: other countries' gambling winnings (column (c)); losses not allowed. */
  'necOtherWinnings',
  /** Schedule NEC: the 30 % column's total, its tax, and the total tax on income not effectively connected. */
  'necColumn30Total',
  'necColumn30Tax',
  'necTotalTax',
  /** Form 1040-NR. */
  'taxOnNec',
  'totalTax',
  'withholding1042s',
  'totalPayments',
  'overpaid',
  'refunded',
  'amountOwed',
  /** Schedule OI. */
  'oiCitizenship',
  'oiResidence',
  'oiAppliedForGreenCard',
  'oiEverCitizenOrGreenCard',
  'oiVisa',
  'oiDaysPresent',
  'oiPriorReturn',
  'oiTreatyTable',
] as const;
export type ReturnConcept = (typeof RETURN_CONCEPTS)[number];

export interface ReturnLine {
  form: ReturnForm;
  line: string;
}

export interface ReturnRevision {
  taxYear: number;
  lines: Readonly<Record<ReturnConcept, ReturnLine>>;
  /** What was read to confirm the lines, and what could only be inferred from neighbouring years. */
  evidence: readonly string[];
}

const nec = (line: string): ReturnLine => ({ form: 'Schedule NEC', line });
const nr = (line: string): ReturnLine => ({ form: 'Form 1040-NR', line });
const oi = (line: string): ReturnLine => ({ form: 'Schedule OI', line });

/*
 * The layout of the 2020 redesign of Form 1040-NR. Read on:
 * - Form 1040-NR (2021), IRS MeF rendering stylesheet: 23a "Tax on income not effectively connected ...",
 *   23d, 24 total tax, 25g "Form(s) 1042-S", 33 "Add lines 25d, 25e, 25f, 25g, 26 and 32 ... total
 *   payments", 34 overpaid, 35a refunded to you, 37 amount you owe;
 * - Schedule NEC (Form 1040-NR) (2021) form text: 10a winnings, 10b losses, 10c net (Canada only, "if zero
 *   or less, enter -0-"), 11 other countries ("Losses not allowed"), 13 column totals, 14 tax by column,
 *   15 total tax carried to Form 1040-NR line 23a;
 * - Schedule OI (Form 1040-NR) (2022 draft, 2023 proof): A citizenship, B tax residence, C green-card
 *   application, D1 US citizen, D2 green-card holder, E visa on the last day of the year, G entry and exit
 *   dates (or the Canada/Mexico commuter box), H days present in the year and the two before, I prior
 *   returns, L income exempt by treaty.
 */
const LAYOUT_2020_REDESIGN: Readonly<Record<ReturnConcept, ReturnLine>> = {
  necCanadaWinnings: nec('10a'),
  necCanadaLosses: nec('10b'),
  necCanadaNet: nec('10c'),
  necOtherWinnings: nec('11'),
  necColumn30Total: nec('13 (c)'),
  necColumn30Tax: nec('14 (c)'),
  necTotalTax: nec('15'),
  taxOnNec: nr('23a'),
  totalTax: nr('24'),
  withholding1042s: nr('25g'),
  totalPayments: nr('33'),
  overpaid: nr('34'),
  refunded: nr('35a'),
  amountOwed: nr('37'),
  oiCitizenship: oi('A'),
  oiResidence: oi('B'),
  oiAppliedForGreenCard: oi('C'),
  oiEverCitizenOrGreenCard: oi('D'),
  oiVisa: oi('E'),
  oiDaysPresent: oi('H'),
  oiPriorReturn: oi('I'),
  oiTreatyTable: oi('L'),
};

/** No line of these concepts moved between 2022 and 2025; a year whose form moves a line gets its own map. */
export const RETURN_REVISIONS: Readonly<Record<number, ReturnRevision>> = {
  2022: {
    taxYear: 2022,
    lines: LAYOUT_2020_REDESIGN,
    evidence: [
      'Schedule OI (Form 1040-NR) 2022, IRS draft of June 29, 2022: items A-L as mapped',
      'Form 1040-NR and Schedule NEC 2022: not read; lines inferred from the 2021 and 2024 forms',
    ],
  },
  2023: {
    taxYear: 2023,
    lines: LAYOUT_2020_REDESIGN,
    evidence: [
      'Schedule OI (Form 1040-NR) 2023, IRS proof: items A-F as mapped',
      'Instructions for Form 1040-NR 2023, IRS proof: schedules NEC and OI still separate',
      'Form 1040-NR and Schedule NEC 2023: not read; lines inferred from the 2021 and 2024 forms',
    ],
  },
  2024: {
    taxYear: 2024,
    lines: LAYOUT_2020_REDESIGN,
    evidence: [
      'Schedule NEC (Form 1040-NR) 2024, IRS accessible text: lines 1-10 in the 2021 order, line 10 Canada only',
      'Form 1040-NR 2024, IRS proof, page 1: filing statuses Single, MFS, QSS',
      'Form 1040-NR page 2 and Schedule OI 2024: not read; lines inferred from 2021 and 2025',
    ],
  },
  2025: {
    taxYear: 2025,
    lines: LAYOUT_2020_REDESIGN,
    evidence: [
      'Form 1040-NR 2025: lines 23a, 24, 25g, 33, 34, 35a, 37 as mapped, from a third-party transcription of the form, not IRS text',
      'Schedule NEC and Schedule OI 2025: not read; lines inferred from earlier years',
    ],
  },
};

/** The layout of a tax year's return, if there is one. */
export const returnRevision = (taxYear: number): ReturnRevision | undefined => RETURN_REVISIONS[taxYear];
