import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';

describe('Banner', () => {
  it('announces critical banners as alerts and others as status when live', () => {
    render(
      <>
        <Banner tone="critical" live>
          Lost
        </Banner>
        <Banner tone="info" live>
          Hi
        </Banner>
        <Banner tone="info">Quiet</Banner>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Lost');
    expect(screen.getByRole('status').textContent).toContain('Hi');
  });

  it('dismisses through its labelled button', async () => {
    const onDismiss = vi.fn();
    render(
      <Banner dismissLabel="Dismiss" onDismiss={onDismiss}>
        x
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
