import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { collapsedOptions, TagPicker, toggleTag } from './TagPicker';

const options = ['Travel', 'Music', 'Food', 'Art'].map((label) => ({ value: label.toLowerCase(), label }));

describe('TagPicker', () => {
  it('toggleTag adds, removes and refuses past the maximum (docs/product/browse-and-profiles.md)', () => {
    expect(toggleTag([], 'a', 2)).toEqual({ next: ['a'], overLimit: false });
    expect(toggleTag(['a'], 'a', 2)).toEqual({ next: [], overLimit: false });
    expect(toggleTag(['a', 'b'], 'c', 2)).toEqual({ next: ['a', 'b'], overLimit: true });
  });

  it('at the limit, other chips are disabled and a click shows the warning and is ignored', async () => {
    const onChange = vi.fn();
    const onLimitReached = vi.fn();
    render(
      <TagPicker
        label="Interests"
        options={options}
        max={2}
        defaultValue={['travel', 'music']}
        onChange={onChange}
        onLimitReached={onLimitReached}
        limitMessage="You can select up to 2 interests"
      />,
    );
    const food = screen.getByRole('button', { name: 'Food' });
    expect(food.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(food);
    expect(onChange).not.toHaveBeenCalled();
    expect(onLimitReached).toHaveBeenCalledOnce();
    expect(food.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('You can select up to 2 interests');
    await userEvent.click(screen.getByRole('button', { name: 'Music' }));
    expect(onChange).toHaveBeenLastCalledWith(['travel']);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(food.hasAttribute('aria-disabled')).toBe(false);
  });

  it('shows the count through a formatter', () => {
    render(
      <TagPicker
        label="Interests"
        options={options}
        max={10}
        defaultValue={['art']}
        limitMessage="x"
        formatCount={(n, m) => `${n} of ${m} selected`}
      />,
    );
    expect(screen.getByText('1 of 10 selected')).toBeTruthy();
  });

  it('a collapsed list shows its first options and every chosen one, and opens on "Show more"', async () => {
    expect(collapsedOptions(options, ['art'], 2).map((o) => o.value)).toEqual(['travel', 'music', 'art']);
    render(
      <TagPicker
        label="Interests"
        options={options}
        max={4}
        defaultValue={['art']}
        limitMessage=""
        collapsedCount={2}
        showMoreLabel={(n) => `Show ${n} more`}
        showLessLabel="Show fewer"
      />,
    );
    const chips = () => document.querySelectorAll('button[aria-pressed]').length;
    expect(chips()).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: 'Show 1 more' }));
    expect(chips()).toBe(4);
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
  });
});
