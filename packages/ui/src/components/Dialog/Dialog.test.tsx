import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CallBanner } from '../CallBanner/CallBanner';
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

  it('on open, focuses the first control of its content, not the close button', async () => {
    render(
      <Dialog
        title="Report"
        closeLabel="Close"
        trigger={<button type="button">Open</button>}
        footer={<button type="button">Send</button>}
      >
        <label>
          Reason <input />
        </label>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason' })));
  });

  it('with only footer actions, focuses the first one (Cancel before the destructive action)', async () => {
    render(
      <Dialog
        title="Delete?"
        closeLabel="Close"
        defaultOpen
        footer={
          <>
            <button type="button">Cancel</button>
            <button type="button">Delete</button>
          </>
        }
      />,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
  });

  it('with nothing to operate, focuses the dialog itself (its title is read first)', async () => {
    render(<Dialog title="Saved" closeLabel="Close" defaultOpen />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Saved' })));
  });

  it('stays open for a press on a call banner (a floating layer), and closes for a press elsewhere outside', async () => {
    const onOpenChange = vi.fn();
    const onAccept = vi.fn();
    render(
      <>
        <p>Page</p>
        <CallBanner
          variant="incoming"
          name="Noa"
          labels={{ title: 'Incoming video call', accept: 'Accept', decline: 'Decline' }}
          onAccept={onAccept}
        />
        <Dialog title="Noa" closeLabel="Close" open onOpenChange={onOpenChange} />
      </>,
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByText('Accept'));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByText('Page'));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
