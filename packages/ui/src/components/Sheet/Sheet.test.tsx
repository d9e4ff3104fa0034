import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sheet } from './Sheet';

describe('Sheet', () => {
  it('is a dialog placed at the bottom', () => {
    render(<Sheet title="Filters" closeLabel="Close" defaultOpen />);
    expect(screen.getByRole('dialog', { name: 'Filters' }).dataset.placement).toBe('bottom');
  });
});
