import { Button, Text } from '@aws-amplify/ui-react';
import { withheldWithinWinnings } from '@taxback/shared/site/estimate';
import { isExemptGame } from '@taxback/shared/site/estimate-tax-rules';
import { copy } from '@taxback/shared/copy';
import { MoneyField } from '@/components/money-field';
import type { WinDraft } from '../hooks/use-estimator-years';
import { GameSelect } from '@/components/game-select';
import '@/components/ui/tinted-fieldset.css';

const text = copy.estimator;

interface WinFieldsProps {
  win: WinDraft;
  number: number;
  onChange: (win: WinDraft) => void;
  /** Absent while this is the year's only win. */
  onRemove?: () => void;
  /** Set on a win just added, so the keyboard lands in it. */
  autoFocus?: boolean;
}

/** One win of a year: the game, the amount won and the federal tax withheld, as on its Form 1042-S. */
export function WinFields({ win, number, onChange, onRemove, autoFocus }: WinFieldsProps) {
  const update = (changes: Partial<WinDraft>) => onChange({ ...win, ...changes });
  return (
    <fieldset className="tinted-fieldset estimator-win">
      <legend className="tinted-fieldset__legend estimator-win__legend">{text.winTitle(number)}</legend>
      <div className="estimator-win__grid">
        <GameSelect label={text.game} value={win.game} autoFocus={autoFocus} onChange={(game) => update({ game })} />
        <MoneyField
          label={text.winnings}
          hint={text.winningsHint}
          cents={win.winningsCents}
          onChange={(winningsCents) => update({ winningsCents })}
        />
        <MoneyField
          label={text.withheld}
          hint={text.withheldHint}
          cents={win.federalWithheldCents}
          onChange={(federalWithheldCents) => update({ federalWithheldCents })}
          problem={
            withheldWithinWinnings({
              winningsCents: win.winningsCents ?? 0,
              federalWithheldCents: win.federalWithheldCents ?? 0,
            })
              ? null
              : text.withheldOverWinnings
          }
        />
      </div>
      {isExemptGame(win.game) && <Text className="estimator-win__note">{text.exemptGame}</Text>}
      {onRemove && (
        <Button size="small" variation="link" colorTheme="error" className="estimator-win__remove" onClick={onRemove}>
          {text.removeWin(number)}
        </Button>
      )}
    </fieldset>
  );
}
