import { Button, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { EIN_PATTERN, type Form1042sEntry } from '@taxback/shared/application/schemas';
import { GAMBLING_INCOME_CODE } from '@taxback/shared/tax/return';
import { copy } from '@taxback/shared/copy';
import { useId, useState, type FormEvent } from 'react';
import { MoneyField } from '@/components/money-field';
import { GameSelect } from '@/components/game-select';
import { useSaveStatus } from '../hooks/use-save-status';

const text = copy.claimFigures;
const labels = copy.estimator;

type EntryDraft = Partial<Form1042sEntry> & Pick<Form1042sEntry, 'id' | 'documentId'>;

/** Nine digits typed without the dash are shown as the form prints them (12-3456789). */
const einAsPrinted = (typed: string) => {
  const digits = typed.replace(/\D/g, '');
  return digits.length === 9 && !EIN_PATTERN.test(typed.trim()) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : typed;
};

/** The entry to save once every field holds a valid value; null before. */
function completeEntry(draft: EntryDraft): Form1042sEntry | null {
  const { taxYear, game, winningsCents, federalWithheldCents, totalWithholdingCreditCents } = draft;
  const withholdingAgentName = draft.withholdingAgentName?.trim();
  const withholdingAgentEin = draft.withholdingAgentEin?.trim();
  const incomeCode = draft.incomeCode?.trim();
  if (!taxYear || !game || winningsCents === undefined || federalWithheldCents === undefined) return null;
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

interface Form1042sEntryFormProps {
  documentId: string;
  fileName: string;
  /** The tax years of the application: the form's year is one of them. */
  taxYears: readonly string[];
  entry: Form1042sEntry | undefined;
  onSave: (entry: Form1042sEntry) => Promise<boolean>;
}

/**
 * The figures of one uploaded Form 1042-S: its tax year, game, withholding agent (name and EIN), income code,
 * gross income (box 2), federal tax withheld (box 7a) and total withholding credit (box 10). A form saved
 * for a year the claim no longer covers asks for its year again (the server refuses it in no claimed year).
 */
export function Form1042sEntryForm({ documentId, fileName, taxYears, entry, onSave }: Form1042sEntryFormProps) {
  const yearDropped = entry !== undefined && !taxYears.includes(entry.taxYear);
  const [draft, setDraft] = useState<EntryDraft>(() =>
    entry
      ? { ...entry, taxYear: yearDropped ? undefined : entry.taxYear }
      : {
          id: crypto.randomUUID(),
          documentId,
          taxYear: taxYears.length === 1 ? taxYears[0] : undefined,
          incomeCode: GAMBLING_INCOME_CODE,
        },
  );
  const einTyped = draft.withholdingAgentEin?.trim() ?? '';
  const codeTyped = draft.incomeCode?.trim() ?? '';
  const { status, changed, track } = useSaveStatus();
  const incompleteId = useId();
  const complete = completeEntry(draft);

  const update = (changes: Partial<Form1042sEntry>) => {
    setDraft({ ...draft, ...changes });
    changed();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) void track(onSave(complete));
  };

  return (
    <form className="claim-figures" aria-label={text.entryLabel(fileName)} noValidate onSubmit={submit}>
      <fieldset className="claim-figures__fieldset">
        <legend className="claim-figures__legend">{text.entryTitle}</legend>
        <div className="claim-figures__grid">
          <SelectField
            label={text.taxYear}
            placeholder={text.selectYear}
            value={draft.taxYear ?? ''}
            hasError={yearDropped && !draft.taxYear}
            errorMessage={copy.application.formYearOutside}
            onChange={(event) => update({ taxYear: event.target.value })}
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
            onChange={(game) => update({ game })}
          />
          <TextField
            label={text.agentName}
            descriptiveText={text.agentNameHint}
            value={draft.withholdingAgentName ?? ''}
            maxLength={200}
            onChange={(event) => update({ withholdingAgentName: event.target.value })}
          />
          <TextField
            label={text.agentEin}
            descriptiveText={text.agentEinHint}
            inputMode="numeric"
            value={draft.withholdingAgentEin ?? ''}
            hasError={einTyped !== '' && !EIN_PATTERN.test(einAsPrinted(einTyped))}
            errorMessage={text.einInvalid}
            onChange={(event) => update({ withholdingAgentEin: einAsPrinted(event.target.value) })}
          />
          <TextField
            label={text.incomeCode}
            descriptiveText={text.incomeCodeHint}
            inputMode="numeric"
            value={draft.incomeCode ?? ''}
            maxLength={2}
            hasError={codeTyped !== '' && !/^\d{2}$/.test(codeTyped)}
            errorMessage={text.incomeCodeInvalid}
            onChange={(event) => update({ incomeCode: event.target.value })}
          />
          <MoneyField
            label={labels.winnings}
            hint={labels.winningsHint}
            cents={draft.winningsCents}
            onChange={(winningsCents) => update({ winningsCents })}
          />
          <MoneyField
            label={labels.withheld}
            hint={labels.withheldHint}
            cents={draft.federalWithheldCents}
            onChange={(federalWithheldCents) => update({ federalWithheldCents })}
          />
          <MoneyField
            label={text.totalCredit}
            hint={text.totalCreditHint}
            cents={draft.totalWithholdingCreditCents}
            problem={
              draft.totalWithholdingCreditCents !== undefined &&
              draft.winningsCents !== undefined &&
              draft.totalWithholdingCreditCents > draft.winningsCents
                ? text.creditOverIncome
                : null
            }
            onChange={(totalWithholdingCreditCents) => update({ totalWithholdingCreditCents })}
          />
        </div>
      </fieldset>
      <div className="claim-figures__actions">
        <Button
          type="submit"
          size="small"
          isDisabled={!complete}
          isLoading={status === 'saving'}
          aria-label={text.saveLabel(fileName)}
          aria-describedby={complete ? undefined : incompleteId}
        >
          {text.save}
        </Button>
        {!complete && (
          <Text as="span" id={incompleteId} className="claim-figures__note">
            {text.incomplete}
          </Text>
        )}
        <Text as="span" role="status" className="claim-figures__saved">
          {status === 'saved' ? text.saved : ''}
        </Text>
      </div>
    </form>
  );
}
