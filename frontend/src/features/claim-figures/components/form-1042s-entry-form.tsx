import { Button, SelectField, Text } from '@aws-amplify/ui-react';
import type { Form1042sEntry } from '@taxback/shared/application/schemas';
import { copy } from '@taxback/shared/copy';
import { useId, useState, type FormEvent } from 'react';
import { MoneyField } from '@/components/money-field';
import { GameSelect } from '@/components/game-select';
import { useSaveStatus } from '../hooks/use-save-status';

const text = copy.claimFigures;
const labels = copy.estimator;

type EntryDraft = Partial<Form1042sEntry> & Pick<Form1042sEntry, 'id' | 'documentId'>;

/** The entry to save once every field holds a value; null before. */
function completeEntry(draft: EntryDraft): Form1042sEntry | null {
  const { taxYear, game, winningsCents, federalWithheldCents } = draft;
  if (!taxYear || !game || winningsCents === undefined || federalWithheldCents === undefined) return null;
  return { ...draft, taxYear, game, winningsCents, federalWithheldCents };
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
 * The figures of one uploaded Form 1042-S: its tax year, game, winnings and federal tax withheld. A form saved
 * for a year the claim no longer covers asks for its year again (the server refuses it in no claimed year).
 */
export function Form1042sEntryForm({ documentId, fileName, taxYears, entry, onSave }: Form1042sEntryFormProps) {
  const yearDropped = entry !== undefined && !taxYears.includes(entry.taxYear);
  const [draft, setDraft] = useState<EntryDraft>(() =>
    entry
      ? { ...entry, taxYear: yearDropped ? undefined : entry.taxYear }
      : { id: crypto.randomUUID(), documentId, taxYear: taxYears.length === 1 ? taxYears[0] : undefined },
  );
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
