import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, latestBirthDate } from './DateField';

describe('DateField', () => {
  it('latest birth date is 18 years before today (spec 001 §5)', () => {
    expect(latestBirthDate(new Date('2026-11-21T10:00:00Z'))).toBe('2008-11-21');
    expect(latestBirthDate(new Date('2024-02-29T10:00:00Z'))).toBe('2006-03-01');
  });

  it('is a labelled date input that reports ISO values', () => {
    const onChange = vi.fn();
    render(<DateField label="Date of birth" max="2008-11-21" onChange={onChange} />);
    const input = screen.getByLabelText('Date of birth');
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('max')).toBe('2008-11-21');
    fireEvent.change(input, { target: { value: '1995-05-17' } });
    expect(onChange).toHaveBeenCalledWith('1995-05-17', expect.anything());
  });
});
