import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { withheldWithinWinnings } from '@taxback/shared/site/estimate';
import type { AdminRetrievalEntryView } from '@taxback/shared/retrieval/schemas';
import { useId, useState, type FormEvent } from 'react';
import { MoneyField } from '@/components/money-field';
import type { ReceivedFigures } from '@/features/retrieval/staff/api/retrieval';

const text = staffCopy.adminRetrieval.claim;
const labels = copy.estimator;
const fourDigitYear = /^\d{4}$/;

interface ReceivedCopyFormProps {
  entry: AdminRetrievalEntryView;
  busy: boolean;
  onRecord: (file: File, figures: ReceivedFigures) => void;
}

/**
 * The casino's copy of a missing form: its file and the figures it shows, which start from what the customer
 * described and are checked against the copy before it becomes one of the claim's Forms 1042-S.
 */
export function ReceivedCopyForm({ entry, busy, onRecord }: ReceivedCopyFormProps) {
  const [taxYear, setTaxYear] = useState(entry.date.slice(0, 4));
  const [winningsCents, setWinningsCents] = useState(entry.amountWonCents ?? undefined);
  const [federalWithheldCents, setWithheldCents] = useState(entry.withholdingCents ?? undefined);
  const [file, setFile] = useState<File | null>(null);
  const incompleteId = useId();

  const yearInvalid = taxYear !== '' && !fourDigitYear.test(taxYear);
  const overWinnings =
    winningsCents !== undefined &&
    federalWithheldCents !== undefined &&
    !withheldWithinWinnings({ winningsCents, federalWithheldCents });
  const figures =
    fourDigitYear.test(taxYear) && winningsCents !== undefined && federalWithheldCents !== undefined && !overWinnings
      ? { taxYear, winningsCents, federalWithheldCents }
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && figures) onRecord(file, figures);
  };

  return (
    <form
      className="retrieval-panel__received"
      aria-label={text.receivedLabel(entry.casinoName)}
      noValidate
      onSubmit={submit}
    >
      <fieldset className="retrieval-panel__fieldset">
        <legend className="retrieval-panel__legend">{text.receivedTitle}</legend>
        <Text fontSize="small">{text.receivedIntro}</Text>
        <div className="retrieval-panel__grid">
          <TextField
            label={text.taxYear}
            inputMode="numeric"
            maxLength={4}
            value={taxYear}
            hasError={yearInvalid}
            errorMessage={text.taxYearInvalid}
            onChange={(event) => setTaxYear(event.target.value.trim())}
          />
          <MoneyField
            label={labels.winnings}
            hint={labels.winningsHint}
            cents={winningsCents}
            onChange={setWinningsCents}
          />
          <MoneyField
            label={labels.withheld}
            hint={labels.withheldHint}
            cents={federalWithheldCents}
            onChange={setWithheldCents}
            problem={overWinnings ? labels.withheldOverWinnings : null}
          />
        </div>
      </fieldset>
      <Flex gap="xs" alignItems="center" wrap="wrap">
        <label className="amplify-button amplify-button--small retrieval-panel__upload">
          {text.upload}
          <input
            type="file"
            accept=".pdf,.jpg,.jpeg,.png"
            disabled={busy}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        {file && <Text fontSize="small">{text.chosenFile(file.name)}</Text>}
        <Button
          type="submit"
          size="small"
          variation="primary"
          isDisabled={busy || !file || !figures}
          aria-describedby={file && figures ? undefined : incompleteId}
        >
          {text.record}
        </Button>
        {!(file && figures) && (
          <Text as="span" fontSize="small" id={incompleteId}>
            {text.incomplete}
          </Text>
        )}
      </Flex>
    </form>
  );
}
