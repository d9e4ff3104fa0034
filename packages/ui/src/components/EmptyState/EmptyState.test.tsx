import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('renders a heading of the given level, description and actions', () => {
    render(
      <EmptyState
        title="No messages yet"
        description="Say hi"
        headingLevel={3}
        actions={<button type="button">Browse</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No messages yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse' })).toBeTruthy();
  });
});
