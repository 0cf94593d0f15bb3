import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy, copyFor } from '@taxback/shared/copy';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from '@/components/date-field';
import { chooseLanguage } from '@/lib/language';
import { registerEveryLanguage } from '@taxback/shared/catalogue/every-language';

registerEveryLanguage();

const LABEL = 'Date of birth';

/** The field as a form holds it: the value it last sent back. */
function Form({ initial = '', onChange = () => {} }: { initial?: string; onChange?: (iso: string) => void }) {
  const [value, setValue] = useState(initial);
  const [edits, setEdits] = useState(0);
  return (
    <>
      <DateField
        label={LABEL}
        value={value}
        onChange={(iso) => {
          setValue(iso);
          onChange(iso);
        }}
      />
      <button type="button" onClick={() => setEdits(edits + 1)}>
        Draw again {edits}
      </button>
    </>
  );
}

const group = () => within(screen.getByRole('group', { name: LABEL }));
const part = (label: string) => group().getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const text = () => copy.dateField;

async function typeDate(user: ReturnType<typeof userEvent.setup>, day: string, month: string, year: string) {
  await user.type(part(text().day), day);
  await user.selectOptions(part(text().month), month);
  await user.type(part(text().year), year);
}

describe('DateField', () => {
  afterEach(() => {
    cleanup();
    chooseLanguage('en');
  });

  it('asks for day, month and year, in that order, with the months named in English', () => {
    render(<Form />);
    const labels = group()
      .getAllByText(/^(Day|Month|Year)$/)
      .map((label) => label.textContent);
    expect(labels).toEqual(['Day', 'Month', 'Year']);
    const months = within(part(text().month)).getAllByRole('option');
    expect(months.map((option) => option.textContent)).toEqual([
      text().chooseMonth,
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(part(text().day).getAttribute('inputmode')).toBe('numeric');
    expect(part(text().day).getAttribute('maxlength')).toBe('2');
    expect(part(text().year).getAttribute('maxlength')).toBe('4');
  });

  it('is in French, months included, when the customer reads French', () => {
    chooseLanguage('fr-CA');
    const fr = copyFor('fr-CA').dateField;
    render(<Form initial="1984-05-17" />);

    expect((part(fr.day) as HTMLInputElement).value).toBe('17');
    expect((part(fr.year) as HTMLInputElement).value).toBe('1984');
    const month = part(fr.month) as HTMLSelectElement;
    expect(month.selectedOptions[0]?.textContent).toBe('mai');
    expect(within(month).getByRole('option', { name: 'décembre' })).toBeTruthy();
    expect(within(month).getByRole('option', { name: fr.chooseMonth })).toBeTruthy();
    expect(screen.queryByText('May')).toBeNull();
    expect(fr).toMatchObject({ day: 'Jour', month: 'Mois', year: 'Année' });
  });

  it('sends the ISO date once the three parts are filled, and "" as soon as one is missing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);

    await typeDate(user, '5', '03', '2024');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('2024-03-05');

    await user.clear(part(text().year));
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.type(part(text().year), '2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-05');
    await user.selectOptions(part(text().month), '');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('sends no date for a day the calendar does not have, and says so once the date is left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);

    await typeDate(user, '31', '02', '2024');
    expect(onChange).not.toHaveBeenCalled();
    expect(group().queryByText(text().notADate)).toBeNull();

    await user.tab();
    expect(group().getByText(text().notADate)).toBeTruthy();
    await user.clear(part(text().day));
    await user.type(part(text().day), '29');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
    expect(group().queryByText(text().notADate)).toBeNull();
  });

  it('keeps a partly typed date when the form draws it again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);

    await user.type(part(text().day), '7');
    await user.selectOptions(part(text().month), '11');
    await user.type(part(text().year), '19');
    await user.click(screen.getByRole('button', { name: /Draw again/ }));

    expect((part(text().day) as HTMLInputElement).value).toBe('7');
    expect(part(text().month).value).toBe('11');
    expect((part(text().year) as HTMLInputElement).value).toBe('19');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a date given from outside in its parts, and a later one in their place', () => {
    const { rerender } = render(<DateField label={LABEL} value="2023-07-04" onChange={() => {}} />);
    expect((part(text().day) as HTMLInputElement).value).toBe('4');
    expect(part(text().month).value).toBe('07');
    expect((part(text().year) as HTMLInputElement).value).toBe('2023');

    rerender(<DateField label={LABEL} value="1999-12-31" onChange={() => {}} />);
    expect((part(text().day) as HTMLInputElement).value).toBe('31');
    expect(part(text().month).value).toBe('12');
    expect((part(text().year) as HTMLInputElement).value).toBe('1999');

    rerender(<DateField label={LABEL} value="" onChange={() => {}} />);
    expect((part(text().day) as HTMLInputElement).value).toBe('');
    expect(part(text().month).value).toBe('');
  });

  it('shows its error once, as the description of the whole date', () => {
    render(<DateField label={LABEL} value="" onChange={() => {}} hasError errorMessage="Please enter a valid date" />);

    const date = screen.getByRole('group', { name: LABEL });
    expect(screen.getAllByText('Please enter a valid date')).toHaveLength(1);
    const describedBy = date.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy!)?.textContent).toBe('Please enter a valid date');
    expect(screen.getByRole('group', { description: 'Please enter a valid date' })).toBe(date);
    for (const label of [text().day, text().month, text().year]) {
      expect(part(label).getAttribute('aria-invalid')).toBe('true');
      expect(part(label).getAttribute('aria-describedby')).toBeNull();
    }
  });

  it('lets the browser fill in a date of birth, and can take the focus on its first part', () => {
    const onBlur = vi.fn();
    render(
      <DateField label={LABEL} value="" onChange={() => {}} onBlur={onBlur} autoComplete="bday" isRequired autoFocus />,
    );
    expect(part(text().day).getAttribute('autocomplete')).toBe('bday-day');
    expect(part(text().month).getAttribute('autocomplete')).toBe('bday-month');
    expect(part(text().year).getAttribute('autocomplete')).toBe('bday-year');
    expect(part(text().year).required).toBe(true);
    expect(document.activeElement).toBe(part(text().day));
  });

  it('tells the form it was left only when the focus leaves the whole date', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(
      <>
        <DateField label={LABEL} value="" onChange={() => {}} onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );
    await user.click(part(text().day));
    await user.tab();
    await user.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
