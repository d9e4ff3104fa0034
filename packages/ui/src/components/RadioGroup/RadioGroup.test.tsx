import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'woman', label: 'A woman' },
  { value: 'man', label: 'A man' },
  { value: 'couple', label: 'A couple' },
];

describe('RadioGroup', () => {
  it('is a labelled group whose radios select', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="I am" options={options} onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: 'I am' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'A man' }));
    expect(onValueChange).toHaveBeenCalledWith('man');
  });

  it('describes the group by its error', () => {
    render(<RadioGroup label="I am" options={options} error="Required" />);
    const group = screen.getByRole('group');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Required');
  });
});
