import { DirectionProvider } from '@radix-ui/react-direction';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AGE_RANGE, RangeSlider } from './RangeSlider';

describe('RangeSlider', () => {
  it('defaults to the 18–99 age range with two named thumbs', () => {
    render(<RangeSlider label="Age range" minLabel="Minimum age" maxLabel="Maximum age" />);
    expect(AGE_RANGE).toEqual({ min: 18, max: 99 });
    const minThumb = screen.getByRole('slider', { name: 'Minimum age' });
    const maxThumb = screen.getByRole('slider', { name: 'Maximum age' });
    expect([minThumb.getAttribute('aria-valuenow'), maxThumb.getAttribute('aria-valuenow')]).toEqual(['18', '99']);
    expect(screen.getByText('18–99')).toBeTruthy();
  });

  it('arrow keys move a thumb; in RTL ArrowLeft increases', () => {
    const onValueChange = vi.fn();
    render(
      <DirectionProvider dir="rtl">
        <RangeSlider label="Age" minLabel="Min" maxLabel="Max" onValueChange={onValueChange} />
      </DirectionProvider>,
    );
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Min' }), { key: 'ArrowLeft' });
    expect(onValueChange).toHaveBeenLastCalledWith([19, 99]);
  });
});
