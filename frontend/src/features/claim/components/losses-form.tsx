import { Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useId, useState, type FormEvent } from 'react';
import { MoneyField } from '@/components/money-field';
import { useSaveStatus } from '../hooks/use-save-status';
import { FiguresSaveRow } from './figures-save-row';

const text = copy.claimFigures;

interface LossesFormProps {
  taxYears: readonly string[];
  lossesByYear: Readonly<Record<string, number>>;
  onSave: (lossesByYear: Record<string, number>) => Promise<boolean>;
}

/** The gambling losses of each claimed year; a blank year is saved as no losses. */
export function LossesForm({ taxYears, lossesByYear, onSave }: LossesFormProps) {
  const [draft, setDraft] = useState<Record<string, number | undefined>>(() => ({ ...lossesByYear }));
  const { status, changed, track } = useSaveStatus();
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entered = taxYears.flatMap((year) => {
      const cents = draft[year];
      return cents === undefined ? [] : [[year, cents] as const];
    });
    void track(onSave(Object.fromEntries(entered)));
  };

  return (
    <form className="claim-figures claim-figures--losses" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <Heading level={2} fontSize="large" id={titleId}>
        {text.lossesTitle}
      </Heading>
      <Text className="claim-figures__note">{text.lossesIntro}</Text>
      <div className="claim-figures__grid">
        {taxYears.map((year) => (
          <MoneyField
            key={year}
            label={text.losses(year)}
            cents={draft[year]}
            onChange={(cents) => {
              setDraft({ ...draft, [year]: cents });
              changed();
            }}
          />
        ))}
      </div>
      <FiguresSaveRow
        label={text.saveLosses}
        saving={status === 'saving'}
        savedText={status === 'saved' ? text.lossesSaved : ''}
      />
    </form>
  );
}
