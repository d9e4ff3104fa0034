import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './DropdownMenu';

describe('DropdownMenu', () => {
  it('opens from its trigger and runs the chosen item', async () => {
    const onSelect = vi.fn();
    render(
      <DropdownMenu
        trigger={<button type="button">More</button>}
        items={[
          { id: 'view', label: 'View profile' },
          { id: 'sep', type: 'separator' },
          { id: 'block', label: 'Block', tone: 'critical', onSelect },
        ]}
      />,
    );
    screen.getByRole('button', { name: 'More' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
