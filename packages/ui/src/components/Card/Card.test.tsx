import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('renders the element and exposes elevation', () => {
    render(
      <Card as="article" elevation="raised" aria-label="Noa">
        hi
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Noa' });
    expect(card.dataset.elevation).toBe('raised');
  });
});
