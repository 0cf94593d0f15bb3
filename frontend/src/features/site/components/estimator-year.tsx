import { Button } from '@aws-amplify/ui-react';
import type { YearEstimate } from '@taxback/shared/site/estimate';
import { copy } from '@taxback/shared/copy';
import { useRef, useState } from 'react';
import { MoneyField } from '@/components/money-field';
import { newWin, type WinDraft, type YearDraft } from '../hooks/use-estimator-years';
import { ClaimDeadline } from '@/components/claim-deadline';
import { WinFields } from './win-fields';
import { YearBreakdown } from './year-breakdown';

const text = copy.estimator;

interface EstimatorYearProps {
  draft: YearDraft;
  estimate: YearEstimate;
  today: Date;
  onChange: (draft: YearDraft) => void;
  /** Absent while this is the only year. */
  onRemove?: () => void;
  /** Set on a year just added, so the keyboard lands in its first win. */
  autoFocus?: boolean;
}

/** One tax year of the estimate: its claim deadline, its wins, its losses and how its refund comes out. */
export function EstimatorYear({ draft, estimate, today, onChange, onRemove, autoFocus }: EstimatorYearProps) {
  const { year, wins } = draft;
  const [addedId, setAddedId] = useState<string | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const changeWins = (next: WinDraft[]) => onChange({ ...draft, wins: next });
  const add = () => {
    const win = newWin();
    setAddedId(win.id);
    changeWins([...wins, win]);
  };
  // The removed win held the focus; the add button is the nearest stable place for it.
  const remove = (id: string) => {
    changeWins(wins.filter((item) => item.id !== id));
    addButtonRef.current?.focus();
  };

  return (
    <fieldset className="estimator-year">
      <legend className="estimator-year__legend">{text.yearTitle(year)}</legend>
      <div className="estimator-year__header">
        <ClaimDeadline year={year} today={today} />
        {onRemove && (
          <Button size="small" variation="link" colorTheme="error" onClick={onRemove}>
            {text.removeYear(year)}
          </Button>
        )}
      </div>
      {wins.map((win, index) => (
        <WinFields
          key={win.id}
          win={win}
          number={index + 1}
          autoFocus={win.id === addedId || (autoFocus && index === 0)}
          onChange={(changed) => changeWins(wins.map((item) => (item.id === changed.id ? changed : item)))}
          onRemove={wins.length > 1 ? () => remove(win.id) : undefined}
        />
      ))}
      <div>
        <Button ref={addButtonRef} size="small" onClick={add}>
          + {text.addWin}
        </Button>
      </div>
      {/* Where losses count for nothing, asking for them would only mislead; the breakdown says why. */}
      {estimate.rules.lossPercent > 0 && (
        <MoneyField
          label={text.losses(year)}
          hint={text.lossesHint}
          cents={draft.lossesCents}
          onChange={(lossesCents) => onChange({ ...draft, lossesCents })}
        />
      )}
      <YearBreakdown estimate={estimate} />
    </fieldset>
  );
}
