import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

const options = [
  { value: 'grid', label: 'Grid' },
  { value: 'list', label: 'List' },
];

describe('SegmentedControl', () => {
  it('is a radio group: one checked, roving tab stop, click chooses', () => {
    const onValueChange = vi.fn();
    render(<SegmentedControl aria-label="Layout" options={options} value="grid" onValueChange={onValueChange} />);
    const [grid, list] = screen.getAllByRole('radio');
    expect(grid!.getAttribute('aria-checked')).toBe('true');
    expect(list!.getAttribute('tabindex')).toBe('-1');
    fireEvent.click(list!);
    expect(onValueChange).toHaveBeenCalledWith('list');
  });

  it('arrow keys follow the reading direction (ArrowLeft moves forward in RTL)', () => {
    const onValueChange = vi.fn();
    render(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <SegmentedControl aria-label="Layout" options={options} value="grid" onValueChange={onValueChange} />
      </div>,
    );
    fireEvent.keyDown(screen.getAllByRole('radio')[0]!, { key: 'ArrowLeft' });
    expect(onValueChange).toHaveBeenLastCalledWith('list');
  });
});
