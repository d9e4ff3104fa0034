import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progressbar with value and value text', () => {
    render(<ProgressBar label="Registration" value={2} max={4} valueText="Step 2 of 4" />);
    const bar = screen.getByRole('progressbar', { name: 'Registration' });
    expect([
      bar.getAttribute('aria-valuenow'),
      bar.getAttribute('aria-valuemax'),
      bar.getAttribute('aria-valuetext'),
    ]).toEqual(['2', '4', 'Step 2 of 4']);
  });

  it('clamps values and supports indeterminate', () => {
    const { rerender } = render(<ProgressBar label="Upload" value={140} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    rerender(<ProgressBar label="Upload" value={null} />);
    expect(screen.getByRole('progressbar').dataset.state).toBe('indeterminate');
  });
});
