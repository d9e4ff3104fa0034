import { DirectionProvider } from '@radix-ui/react-direction';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = ['a', 'b', 'c'].map((value) => ({ value, label: value.toUpperCase(), content: `panel ${value}` }));

describe('Tabs', () => {
  it('selects by click and shows the panel', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} aria-label="Filter" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(onValueChange).toHaveBeenCalledWith('b');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel b');
    expect(screen.getByRole('tablist', { name: 'Filter' })).toBeTruthy();
  });

  it('in RTL, ArrowLeft moves forward', async () => {
    render(
      <DirectionProvider dir="rtl">
        <div dir="rtl">
          <Tabs items={items} aria-label="Filter" />
        </div>
      </DirectionProvider>,
    );
    screen.getByRole('tab', { name: 'A' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('B');
  });
});
