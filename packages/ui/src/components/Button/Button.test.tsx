import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';

describe('Button', () => {
  it('is a native button of type "button" by default and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Like</Button>);
    const button = screen.getByRole('button', { name: 'Like' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('exposes variant, tone and size as data attributes', () => {
    for (const variant of buttonVariants)
      for (const tone of buttonTones)
        for (const size of buttonSizes) {
          const { unmount } = render(
            <Button variant={variant} tone={tone} size={size}>
              x
            </Button>,
          );
          const el = screen.getByRole('button');
          expect([el.dataset.variant, el.dataset.tone, el.dataset.size]).toEqual([variant, tone, size]);
          unmount();
        }
  });

  it('while loading: busy, keeps its accessible name, ignores clicks, stays focusable', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save Changes
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('disabled buttons do not fire', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Delete
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes only whitelisted DOM props', () => {
    const props = { 'aria-label': 'Send a wink', onMouseMove: () => {}, style: { color: 'red' } } as never;
    render(<Button {...(props as object)}>😉</Button>);
    const el = screen.getByRole('button', { name: 'Send a wink' });
    expect(el.getAttribute('style')).toBeNull();
  });
});
