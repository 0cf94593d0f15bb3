import { SelectField, TextField } from '@aws-amplify/ui-react';
import { EIN_PATTERN, type Form1042sEntry } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import { MoneyField } from '@/components/money-field';
import { GameSelect } from '@/components/game-select';
import './form-1042s-fields.css';

const text = copy.claimFigures;
const labels = copy.estimator;

/** A Form 1042-S entry being typed: any field may still be missing. */
export type Form1042sDraft = Partial<Form1042sEntry> & Pick<Form1042sEntry, 'id'>;

/** Nine digits typed without the dash are shown as the form prints them (12-3456789). */
export const einAsPrinted = (typed: string) => {
  const digits = typed.replace(/\D/g, '');
  return digits.length === 9 && !EIN_PATTERN.test(typed.trim()) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : typed;
};

/** The entry to save once every field holds a valid value (the server's schema checks it again); null before. */
export function completeEntry(draft: Form1042sDraft): Form1042sEntry | null {
  const { taxYear, game, winningsCents, federalWithheldCents, totalWithholdingCreditCents } = draft;
  const withholdingAgentName = draft.withholdingAgentName?.trim();
  const withholdingAgentEin = draft.withholdingAgentEin?.trim();
  const incomeCode = draft.incomeCode?.trim();
  if (!taxYear || !game || winningsCents === undefined || federalWithheldCents === undefined) return null;
  if (federalWithheldCents > winningsCents) return null;
  if (!withholdingAgentName || !withholdingAgentEin || !EIN_PATTERN.test(withholdingAgentEin)) return null;
  if (!incomeCode || !/^\d{2}$/.test(incomeCode) || totalWithholdingCreditCents === undefined) return null;
  if (totalWithholdingCreditCents > winningsCents) return null;
  return {
    ...draft,
    taxYear,
    game,
    winningsCents,
    federalWithheldCents,
    withholdingAgentName,
    withholdingAgentEin,
    incomeCode,
    totalWithholdingCreditCents,
  };
}

interface Form1042sFieldsProps {
  draft: Form1042sDraft;
  /** The tax years of the claim: the form's year is one of them. */
  taxYears: readonly string[];
  /** The entry was saved for a year the claim no longer covers: its year is asked again. */
  yearDropped?: boolean;
  onChange: (changes: Partial<Form1042sEntry>) => void;
}

/**
 * The figures of one Form 1042-S, as the upload page and the wizard's winnings step ask them: its tax year, game,
 * withholding agent (name and EIN), income code, gross income (box 2), federal tax withheld (box 7a) and total
 * withholding credit (box 10).
 */
export function Form1042sFields({ draft, taxYears, yearDropped = false, onChange }: Form1042sFieldsProps) {
  const einTyped = draft.withholdingAgentEin?.trim() ?? '';
  const codeTyped = draft.incomeCode?.trim() ?? '';
  const over = (cents: number | undefined) =>
    cents !== undefined && draft.winningsCents !== undefined && cents > draft.winningsCents;
  return (
    <div className="claim-figures__grid">
      <SelectField
        label={text.taxYear}
        placeholder={text.selectYear}
        value={draft.taxYear ?? ''}
        hasError={yearDropped && !draft.taxYear}
        errorMessage={copy.application.formYearOutside}
        onChange={(event) => onChange({ taxYear: event.target.value })}
      >
        {taxYears.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </SelectField>
      <GameSelect
        label={labels.game}
        placeholder={text.selectGame}
        value={draft.game ?? ''}
        onChange={(game) => onChange({ game })}
      />
      <TextField
        label={text.agentName}
        descriptiveText={text.agentNameHint}
        value={draft.withholdingAgentName ?? ''}
        maxLength={200}
        onChange={(event) => onChange({ withholdingAgentName: event.target.value })}
      />
      <TextField
        label={text.agentEin}
        descriptiveText={text.agentEinHint}
        inputMode="numeric"
        value={draft.withholdingAgentEin ?? ''}
        hasError={einTyped !== '' && !EIN_PATTERN.test(einAsPrinted(einTyped))}
        errorMessage={text.einInvalid}
        onChange={(event) => onChange({ withholdingAgentEin: einAsPrinted(event.target.value) })}
      />
      <TextField
        label={text.incomeCode}
        descriptiveText={text.incomeCodeHint}
        inputMode="numeric"
        value={draft.incomeCode ?? ''}
        maxLength={2}
        hasError={codeTyped !== '' && !/^\d{2}$/.test(codeTyped)}
        errorMessage={text.incomeCodeInvalid}
        onChange={(event) => onChange({ incomeCode: event.target.value })}
      />
      <MoneyField
        label={labels.winnings}
        hint={labels.winningsHint}
        cents={draft.winningsCents}
        onChange={(winningsCents) => onChange({ winningsCents })}
      />
      <MoneyField
        label={labels.withheld}
        hint={labels.withheldHint}
        cents={draft.federalWithheldCents}
        problem={over(draft.federalWithheldCents) ? labels.withheldOverWinnings : null}
        onChange={(federalWithheldCents) => onChange({ federalWithheldCents })}
      />
      <MoneyField
        label={text.totalCredit}
        hint={text.totalCreditHint}
        cents={draft.totalWithholdingCreditCents}
        problem={over(draft.totalWithholdingCreditCents) ? text.creditOverIncome : null}
        onChange={(totalWithholdingCreditCents) => onChange({ totalWithholdingCreditCents })}
      />
    </div>
  );
}
