import { SelectField, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { currentLocale } from '@taxback/shared/i18n/locale';
import { CANADA, type CountryRules } from '@taxback/shared/tax/country-rules';
import { OTHER_RESIDENCE, estimatorResidences } from '@taxback/shared/site/estimate-tax-rules';

const text = copy.estimator.residence;

/** A residence's name: the catalogue's for Canada and "another country", the browser's for a listed country. */
function residenceName(code: string): string {
  if (code === CANADA) return text.canada;
  if (code === OTHER_RESIDENCE) return text.other;
  return new Intl.DisplayNames([currentLocale()], { type: 'region' }).of(code) ?? code;
}

interface ResidenceSelectProps {
  value: string;
  /** The rules the chosen residence gets, to say in a sentence what comes back. */
  rules: CountryRules;
  onChange: (residence: string) => void;
}

/** The country of tax residence the estimate is computed for, Canada first, with what that means. */
export function ResidenceSelect({ value, rules, onChange }: ResidenceSelectProps) {
  const explanation =
    rules.kind === 'treaty-exempt' ? text.rules['treaty-exempt'](rules.article ?? '') : text.rules[rules.kind];
  return (
    <div className="estimator-residence">
      <SelectField
        label={text.label}
        descriptiveText={text.hint}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {estimatorResidences().map((code) => (
          <option key={code} value={code}>
            {residenceName(code)}
          </option>
        ))}
      </SelectField>
      <Text className="estimator-residence__rules" aria-live="polite">
        {explanation}
      </Text>
    </div>
  );
}
