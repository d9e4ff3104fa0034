import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
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

  it('opens on keyboard focus of Kindred buttons (they forward the trigger handlers)', async () => {
    render(
      <>
        <Tooltip content="Tip A" delayDuration={0}>
          <Button>Upgrade</Button>
        </Tooltip>
        <Tooltip content="Tip B" delayDuration={0}>
          <IconButton icon={null} aria-label="Premium" />
        </Tooltip>
      </>,
    );
    await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toContain('Tip A');
    await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toContain('Tip B');
  });
});
