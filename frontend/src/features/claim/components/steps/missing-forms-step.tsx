import { Button, Text } from '@aws-amplify/ui-react';
import { answerProblems, isDescribed, MAX_MISSING_FORMS, type MissingFormEntry } from '@taxback/shared/claim/schemas';
import { FEES } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { formatUsd } from '@taxback/shared/payments/fees';
import { useRef, useState } from 'react';
import { emptyMissingForm } from '../../utils/missing-form-entry';
import { MissingFormEntryFields } from '../missing-form-entry-fields';
import { ContinueButton, StepFrame } from '../step-frame';
import '../missing-forms.css';
import type { StepProps } from './step-props';

const text = copy.wizard.missingForms;

/** Step 4 (when some forms are missing): one entry per missing form, starting with one blank entry. */
export function MissingFormsStep({ answers, save, onNext, onBack, animate }: StepProps) {
  const [entries, setEntries] = useState<MissingFormEntry[]>(() =>
    answers.missingForms.length > 0 ? answers.missingForms : [emptyMissingForm()],
  );
  const [addedId, setAddedId] = useState<string | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const describedOne = entries.some(isDescribed);
  const outsideYears = (list: MissingFormEntry[]) =>
    Boolean(answerProblems({ taxYears: answers.taxYears, hasAll1042s: false, missingForms: list }).missingForms);

  // An entry dated outside the claim's years is shown with its error and saved once corrected.
  const change = (next: MissingFormEntry[]) => {
    setEntries(next);
    if (!outsideYears(next)) save({ missingForms: next });
  };
  const add = () => {
    const entry = emptyMissingForm();
    setAddedId(entry.id);
    change([...entries, entry]);
  };
  // The removed entry held the focus; the add button is the nearest stable place for it.
  const remove = (id: string) => {
    change(entries.filter((item) => item.id !== id));
    addButtonRef.current?.focus();
  };

  return (
    <StepFrame
      step={4}
      title={text.title}
      animate={animate}
      onBack={onBack}
      action={
        <ContinueButton
          missing={!describedOne ? text.describeOne : outsideYears(entries) ? text.fixYears : null}
          onClick={onNext}
        />
      }
    >
      <Text className="wizard__note">{text.intro}</Text>
      <Text className="wizard__note">{text.price(formatUsd(FEES.missingFormRetrievalCents))}</Text>
      {entries.map((entry, index) => (
        <MissingFormEntryFields
          key={entry.id}
          entry={entry}
          taxYears={answers.taxYears}
          number={index + 1}
          autoFocus={entry.id === addedId}
          onChange={(updated) => change(entries.map((item) => (item.id === updated.id ? updated : item)))}
          onRemove={entries.length > 1 ? () => remove(entry.id) : undefined}
        />
      ))}
      <div>
        <Button ref={addButtonRef} isDisabled={entries.length >= MAX_MISSING_FORMS} onClick={add}>
          + {text.add}
        </Button>
      </div>
    </StepFrame>
  );
}
