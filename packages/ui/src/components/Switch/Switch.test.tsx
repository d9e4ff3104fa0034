import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a labelled switch that toggles', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Sounds" onCheckedChange={onCheckedChange} />);
    const sw = screen.getByRole('switch', { name: 'Sounds' });
    await userEvent.click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('puts the label first when labelPosition is start', () => {
    const { container } = render(<Switch label="Sounds" labelPosition="start" />);
    const row = container.querySelector('label') as HTMLElement;
    expect(row.dataset.labelPosition).toBe('start');
    expect(row.lastElementChild?.getAttribute('role')).toBe('switch');
  });
});
