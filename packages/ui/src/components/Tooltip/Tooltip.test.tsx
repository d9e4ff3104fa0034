import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows its content when open and describes the trigger', async () => {
    render(
      <Tooltip content="Premium members can see who liked them" defaultOpen>
        <button type="button">Who liked me</button>
      </Tooltip>,
    );
    expect((await screen.findByRole('tooltip')).textContent).toContain('Premium members');
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBeTruthy();
  });
});
