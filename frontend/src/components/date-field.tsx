import { Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import type { Locale } from '@taxback/shared/i18n/locale';
import { useId, useState, type FocusEvent, type Ref } from 'react';
import { useLanguage } from '@/lib/language';
import './date-field.css';

interface DateParts {
  day: string;
  /** '01' to '12', the value of the month's option; '' until one is chosen. */
  month: string;
  year: string;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

const monthNamesByLocale = new Map<Locale, readonly string[]>();
function monthNames(locale: Locale): readonly string[] {
  let names = monthNamesByLocale.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    names = MONTHS.map((_, index) => format.format(Date.UTC(2000, index, 1)));
    monthNamesByLocale.set(locale, names);
  }
  return names;
}

function partsOf(iso: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return { day: '', month: '', year: '' };
  const [, year = '', month = '', day = ''] = match;
  return { day: String(Number(day)), month: MONTHS.includes(month) ? month : '', year };
}

/** The ISO date the parts make, or '' while one is missing or they name no real day (31 February). */
function isoOf({ day, month, year }: DateParts): string {
  const dayDigits = day.trim();
  if (!/^\d{1,2}$/.test(dayDigits) || !month || !/^\d{4}$/.test(year.trim())) return '';
  const iso = `${year.trim()}-${month}-${dayDigits.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : '';
}

const allFilled = ({ day, month, year }: DateParts) => Boolean(day.trim() && month && year.trim());

interface DateFieldProps {
  label: string;
  /** An ISO date ('YYYY-MM-DD'), or '' for none. */
  value: string;
  /** Called with the ISO date once the three parts make one, and with '' when they no longer do. */
  onChange: (iso: string) => void;
  /** Called when the focus leaves the whole date, not each part. */
  onBlur?: () => void;
  /** Given the first part, so a form can move the focus to the date. */
  ref?: Ref<HTMLInputElement>;
  isRequired?: boolean;
  hasError?: boolean;
  errorMessage?: string | undefined;
  /** A date of birth lets the browser fill in the customer's own. */
  autoComplete?: 'bday';
  autoFocus?: boolean;
  /** One line under the legend (why the date is asked, say). */
  descriptiveText?: string;
}

/**
 * A date typed as day, month (named in the customer's language) and year. A browser's own date picker
 * follows the browser's language, not the one the customer chose.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  ref,
  isRequired,
  hasError = false,
  errorMessage,
  autoComplete,
  autoFocus,
  descriptiveText,
}: DateFieldProps) {
  const text = copy.dateField;
  const months = monthNames(useLanguage());
  const errorId = useId();
  const hintId = useId();
  const [parts, setParts] = useState(() => partsOf(value));
  const [shownValue, setShownValue] = useState(value);
  const [left, setLeft] = useState(false);

  // A value from outside (the stored profile, a reset) replaces the parts; the value this field sent
  // back, '' included while a part is missing, leaves them as typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== isoOf(parts)) setParts(partsOf(value));
  }

  const change = (changes: Partial<DateParts>) => {
    const next = { ...parts, ...changes };
    setParts(next);
    const iso = isoOf(next);
    if (iso !== value) onChange(iso);
  };

  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setLeft(true);
    onBlur?.();
  };

  const notADate = left && allFilled(parts) && !isoOf(parts);
  const error = hasError && errorMessage ? errorMessage : notADate ? text.notADate : undefined;
  const showError = hasError || notADate;
  const part = (name: 'day' | 'month' | 'year') => ({
    className: `date-field__part date-field__part--${name}`,
    hasError: showError,
    // The group's error describes the date once; each part would repeat it.
    'aria-describedby': undefined,
    isRequired,
    ...(autoComplete ? { autoComplete: `${autoComplete}-${name}` } : {}),
  });

  return (
    <fieldset
      className="date-field"
      aria-describedby={[descriptiveText ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined}
      onBlur={leave}
    >
      <legend className="amplify-label date-field__legend">{label}</legend>
      {descriptiveText && (
        <Text id={hintId} className="amplify-field__description">
          {descriptiveText}
        </Text>
      )}
      <Flex className="date-field__parts" wrap="wrap" gap="xs">
        <TextField
          {...part('day')}
          ref={ref}
          label={text.day}
          inputMode="numeric"
          maxLength={2}
          autoFocus={autoFocus}
          value={parts.day}
          onChange={(event) => change({ day: event.target.value })}
        />
        <SelectField
          {...part('month')}
          label={text.month}
          value={parts.month}
          onChange={(event) => change({ month: event.target.value })}
        >
          <option value="">{text.chooseMonth}</option>
          {MONTHS.map((month, index) => (
            <option key={month} value={month}>
              {months[index]}
            </option>
          ))}
        </SelectField>
        <TextField
          {...part('year')}
          label={text.year}
          inputMode="numeric"
          maxLength={4}
          value={parts.year}
          onChange={(event) => change({ year: event.target.value })}
        />
      </Flex>
      {error && (
        <Text id={errorId} className="amplify-field__error-message">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
