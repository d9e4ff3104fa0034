import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title, closes on Escape and returns focus', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog
        title="Block Daniel?"
        description="He won't see you."
        closeLabel="Close"
        onOpenChange={onOpenChange}
        trigger={<button type="button">Block</button>}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Block' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Block Daniel?' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('renders its close button with the given label', async () => {
    render(<Dialog title="T" closeLabel="סגירה" defaultOpen />);
    await userEvent.click(screen.getByRole('button', { name: 'סגירה' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
