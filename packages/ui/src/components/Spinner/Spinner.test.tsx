import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with its label', () => {
    render(<Spinner label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
