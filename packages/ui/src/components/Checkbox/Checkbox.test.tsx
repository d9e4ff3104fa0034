import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by click and reports a boolean', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="I agree" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    await userEvent.click(box);
    expect(box.getAttribute('data-state')).toBe('checked');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('is described by its description and can be invalid', () => {
    render(<Checkbox label="I agree" description="Required" invalid />);
    const box = screen.getByRole('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Required');
  });

  it('disabled does not toggle', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="x" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
