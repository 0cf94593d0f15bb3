import { SelectField } from '@aws-amplify/ui-react';
import { ESTIMATOR_GAMES, type EstimatorGame } from '@taxback/shared/site/estimate-tax-rules';
import { copy } from '@taxback/shared/copy';

interface GameSelectProps {
  label: string;
  value: EstimatorGame | '';
  /** Shown while no game is chosen. */
  placeholder?: string;
  onChange: (game: EstimatorGame) => void;
  autoFocus?: boolean;
}

/** The game a win came from, by its readable name. */
export function GameSelect({ label, value, placeholder, onChange, autoFocus }: GameSelectProps) {
  return (
    <SelectField
      label={label}
      placeholder={placeholder}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value as EstimatorGame)}
    >
      {ESTIMATOR_GAMES.map((game) => (
        <option key={game} value={game}>
          {copy.estimator.games[game]}
        </option>
      ))}
    </SelectField>
  );
}
