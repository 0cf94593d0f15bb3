import { Text } from '@aws-amplify/ui-react';
import type { Form1042sEntry } from '@taxback/shared/claim/schemas';
import { GAMBLING_INCOME_CODE } from '@taxback/shared/tax/return';
import { copy } from '@taxback/shared/copy';
import { useId, useState, type FormEvent } from 'react';
import { completeEntry, Form1042sFields, type Form1042sDraft } from '@/features/claim/components/form-1042s-fields';
import { useSaveStatus } from '../hooks/use-save-status';
import '@/components/ui/tinted-fieldset.css';
import { FiguresSaveRow } from './figures-save-row';

const text = copy.claimFigures;

type EntryDraft = Form1042sDraft & Pick<Form1042sEntry, 'documentId'>;

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
      <fieldset className="tinted-fieldset claim-figures__fieldset">
        <legend className="tinted-fieldset__legend claim-figures__legend">{text.entryTitle}</legend>
        <Form1042sFields draft={draft} taxYears={taxYears} yearDropped={yearDropped} onChange={update} />
      </fieldset>
      <FiguresSaveRow
        label={text.save}
        saving={status === 'saving'}
        savedText={status === 'saved' ? text.saved : ''}
        button={{
          isDisabled: !complete,
          'aria-label': text.saveLabel(fileName),
          'aria-describedby': complete ? undefined : incompleteId,
        }}
      >
        {!complete && (
          <Text as="span" id={incompleteId} className="claim-figures__note">
            {text.incomplete}
          </Text>
        )}
      </FiguresSaveRow>
    </form>
  );
}
