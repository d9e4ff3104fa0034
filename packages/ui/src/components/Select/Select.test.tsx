import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

describe('Select', () => {
  it('is a combobox button named by its label, showing the placeholder', () => {
    render(<Select label="Marital status" placeholder="Choose…" options={[{ value: 'single', label: 'Single' }]} />);
    const trigger = screen.getByRole('combobox', { name: 'Marital status' });
    expect(trigger.textContent).toContain('Choose…');
  });

  it('shows the selected option and marks errors', () => {
    render(
      <Select label="Status" defaultValue="single" error="Required" options={[{ value: 'single', label: 'Single' }]} />,
    );
    const trigger = screen.getByRole('combobox');
    expect(trigger.textContent).toContain('Single');
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
  });
});
