import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, datePartOrder, latestBirthDate, monthNames } from './DateField';

const parts = { day: 'Day', month: 'Month', year: 'Year' };
const pick = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

describe('DateField', () => {
  it('latest birth date is 18 years before today (docs/product/accounts.md)', () => {
    expect(latestBirthDate(new Date('2026-11-21T10:00:00Z'))).toBe('2008-11-21');
    expect(latestBirthDate(new Date('2024-02-29T10:00:00Z'))).toBe('2006-03-01');
  });

  it('orders the parts and names the months in the given language', () => {
    expect(datePartOrder('en')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder('he')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('en-GB')).toEqual(['day', 'month', 'year']);
    expect(monthNames('he')[0]).toBe('ינואר');
    expect(monthNames('en')[11]).toBe('December');
  });

  it('is a labelled group of day, month and year that reports an ISO date once complete', () => {
    const onChange = vi.fn();
    render(<DateField label="Date of birth" locale="en" partLabels={parts} max="2008-11-21" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeTruthy();
    const years = [...(screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).options].map(
      (o) => o.value,
    );
    expect(years.slice(0, 3)).toEqual(['', '2008', '2007']);
    expect(years).toHaveLength(1 + 121);
    pick('Day', '17');
    pick('Month', '5');
    expect(onChange).toHaveBeenLastCalledWith('');
    pick('Year', '1995');
    expect(onChange).toHaveBeenLastCalledWith('1995-05-17');
  });

  it('offers only the days of the chosen month, and clips the day when the month gets shorter', () => {
    const onChange = vi.fn();
    render(<DateField label="Date" locale="en" partLabels={parts} defaultValue="2000-01-31" onChange={onChange} />);
    pick('Month', '2');
    expect(onChange).toHaveBeenLastCalledWith('2000-02-29'); // a leap year
    expect(screen.getByRole('combobox', { name: 'Day' }).querySelectorAll('option')).toHaveLength(1 + 29);
    pick('Year', '1999');
    expect(onChange).toHaveBeenLastCalledWith('1999-02-28');
  });

  it('follows a controlled value, keeps a half-made choice, and carries the date in a form', () => {
    function Controlled() {
      const [value, setValue] = useState('1990-12-31');
      return (
        <>
          <DateField label="Date" locale="he" partLabels={parts} name="dob" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('1985-06-01')}>
            set
          </button>
        </>
      );
    }
    const { container } = render(<Controlled />);
    const hidden = () => (container.querySelector('input[name="dob"]') as HTMLInputElement).value;
    expect(hidden()).toBe('1990-12-31');
    pick('Day', '');
    expect(hidden()).toBe('');
    expect((screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'set' }));
    expect(hidden()).toBe('1985-06-01');
    expect((screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'יוני',
    );
  });
});
