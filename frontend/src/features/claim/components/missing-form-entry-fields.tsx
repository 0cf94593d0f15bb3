import { Button, Grid, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { answerProblems, type MissingFormEntry } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import { WIN_TYPES, type WinType } from '@taxback/shared/reference/gambling';
import { OTHER_CASINO } from '@taxback/shared/retrieval/casinos';
import { useCasinoChoices } from '@/features/claim/api/casino-choices';
import { DateField } from '@/components/date-field';
import { MoneyField } from '@/components/money-field';

const text = copy.wizard.missingForms;

interface MissingFormEntryFieldsProps {
  entry: MissingFormEntry;
  /** The claim's tax years: the date must fall in one of them. */
  taxYears: readonly string[];
  number: number;
  onChange: (entry: MissingFormEntry) => void;
  /** Absent while this is the only entry: the list keeps at least one. */
  onRemove?: () => void;
  /** Set on an entry just added, so the keyboard lands in it. */
  autoFocus?: boolean;
}

/** One missing Form 1042-S: when, what, how much, where. */
export function MissingFormEntryFields({
  entry,
  taxYears,
  number,
  onChange,
  onRemove,
  autoFocus,
}: MissingFormEntryFieldsProps) {
  const update = (changes: Partial<MissingFormEntry>) => onChange({ ...entry, ...changes });
  const dateProblem = answerProblems({ taxYears, hasAll1042s: false, missingForms: [entry] }).missingForms;
  const casinos = useCasinoChoices();
  // A casino the directory no longer lists stays selectable on an entry that already names it.
  const choices =
    entry.casino && !casinos.some((casino) => casino.slug === entry.casino)
      ? [{ slug: entry.casino, name: entry.casino }, ...casinos]
      : casinos;
  return (
    <fieldset className="missing-form">
      <legend className="missing-form__legend">{text.entryTitle(number)}</legend>
      <Grid className="missing-form__grid">
        <DateField
          label={text.date}
          autoFocus={autoFocus}
          value={entry.date ?? ''}
          hasError={Boolean(dateProblem)}
          errorMessage={dateProblem}
          onChange={(date) => update({ date })}
        />
        <SelectField
          label={text.winType}
          placeholder={text.selectWinType}
          value={entry.winType ?? ''}
          onChange={(event) => update({ winType: event.target.value as WinType })}
        >
          {WIN_TYPES.map((type) => (
            <option key={type} value={type}>
              {text.winTypes[type]}
            </option>
          ))}
        </SelectField>
        <MoneyField
          label={text.amountWon}
          cents={entry.amountWonCents}
          onChange={(cents) => update({ amountWonCents: cents })}
        />
        <MoneyField
          label={text.withholding}
          cents={entry.withholdingCents}
          onChange={(cents) => update({ withholdingCents: cents })}
        />
        <TextField
          label={text.city}
          value={entry.city ?? ''}
          onChange={(event) => update({ city: event.target.value })}
        />
        <SelectField
          label={text.casino}
          placeholder={text.selectCasino}
          value={entry.casino ?? ''}
          onChange={(event) => update({ casino: event.target.value })}
        >
          {choices.map(({ slug, name }) => (
            <option key={slug} value={slug}>
              {name}
            </option>
          ))}
        </SelectField>
        {entry.casino === OTHER_CASINO && (
          <TextField
            label={text.casinoOther}
            value={entry.casinoOther ?? ''}
            onChange={(event) => update({ casinoOther: event.target.value })}
          />
        )}
        <TextField
          label={text.playerCardNumber}
          value={entry.playerCardNumber ?? ''}
          onChange={(event) => update({ playerCardNumber: event.target.value })}
        />
        <TextAreaField
          className="missing-form__wide"
          label={text.additionalInfo}
          rows={2}
          value={entry.additionalInfo ?? ''}
          onChange={(event) => update({ additionalInfo: event.target.value })}
        />
      </Grid>
      {onRemove && (
        <Button size="small" variation="link" colorTheme="error" className="missing-form__remove" onClick={onRemove}>
          {text.remove(number)}
        </Button>
      )}
    </fieldset>
  );
}
