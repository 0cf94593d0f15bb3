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
  'withholding1042s',
  'totalPayments',
  'overpaid',
  'refunded',
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
  /** The IRS documents each line was read from. */
  sources: readonly string[];
}

const nec = (line: string): ReturnLine => ({ form: 'Schedule NEC', line });
const nr = (line: string): ReturnLine => ({ form: 'Form 1040-NR', line });
const oi = (line: string): ReturnLine => ({ form: 'Schedule OI', line });

/** The layout introduced with the 2020 redesign of Form 1040-NR, unchanged for these lines since. */
const LAYOUT_2022: Readonly<Record<ReturnConcept, ReturnLine>> = {
  necCanadaWinnings: nec('10a'),
  necCanadaLosses: nec('10b'),
  necCanadaNet: nec('10c'),
  necOtherWinnings: nec('11'),
  necColumn30Total: nec('13 (c)'),
  necColumn30Tax: nec('14 (c)'),
  necTotalTax: nec('15'),
  taxOnNec: nr('23a'),
  withholding1042s: nr('25g'),
  totalPayments: nr('33'),
  overpaid: nr('34'),
  refunded: nr('35a'),
  oiCitizenship: oi('A'),
  oiResidence: oi('B'),
  oiAppliedForGreenCard: oi('C'),
  oiEverCitizenOrGreenCard: oi('D'),
  oiVisa: oi('E'),
  oiDaysPresent: oi('H'),
  oiPriorReturn: oi('I'),
  oiTreatyTable: oi('L'),
};

export const RETURN_REVISIONS: Readonly<Record<number, ReturnRevision>> = {
  2022: {
    taxYear: 2022,
    lines: LAYOUT_2022,
    sources: ['Form 1040-NR (2022)', 'Schedule NEC (Form 1040-NR) (2022)', 'Schedule OI (Form 1040-NR) (2022)'],
  },
  2023: {
    taxYear: 2023,
    lines: LAYOUT_2022,
    sources: ['Form 1040-NR (2023)', 'Schedule NEC (Form 1040-NR) (2023)', 'Schedule OI (Form 1040-NR) (2023)'],
  },
  2024: {
    taxYear: 2024,
    lines: LAYOUT_2022,
    sources: ['Form 1040-NR (2024)', 'Schedule NEC (Form 1040-NR) (2024)', 'Schedule OI (Form 1040-NR) (2024)'],
  },
};

/** The confirmed layout of a tax year's return, if there is one. */
export const returnRevision = (taxYear: number): ReturnRevision | undefined => RETURN_REVISIONS[taxYear];
