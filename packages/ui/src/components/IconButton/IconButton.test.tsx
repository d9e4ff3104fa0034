import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HeartIcon } from '../../icons/icons';
import { IconButton, iconButtonSizes } from './IconButton';

describe('IconButton', () => {
  it('is named by its aria-label and clicks', async () => {
    const onClick = vi.fn();
    render(<IconButton icon={<HeartIcon />} aria-label="Like" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('exposes size and variant as data attributes and hides its icon', () => {
    for (const size of iconButtonSizes) {
      const { unmount } = render(<IconButton icon={<HeartIcon />} aria-label="Like" size={size} />);
      const button = screen.getByRole('button');
      expect(button.dataset.size).toBe(size);
      expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      unmount();
    }
  });

  it('does not forward unknown props to the DOM', () => {
    const props = { icon: <HeartIcon />, 'aria-label': 'x', style: { color: 'red' } } as never;
    render(<IconButton {...(props as object as { icon: null; 'aria-label': string })} />);
    expect(screen.getByRole('button').getAttribute('style')).toBeNull();
  });
});
