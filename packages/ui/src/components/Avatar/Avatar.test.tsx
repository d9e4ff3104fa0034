import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('derives initials from Latin and Hebrew names', () => {
    expect(initialsOf('Noa Levi')).toBe('NL');
    expect(initialsOf('נועה לוי')).toBe('נל');
    expect(initialsOf('maya')).toBe('M');
    expect(initialsOf('Maya & Ido')).toBe('MI');
  });

  it('is an image named after the person, showing initials without a photo', () => {
    render(<Avatar name="Noa Levi" />);
    expect(screen.getByRole('img', { name: 'Noa Levi' })).toBeTruthy();
    expect(screen.getByText('NL')).toBeTruthy();
  });

  it('marks online and premium as data attributes', () => {
    render(<Avatar name="Noa" online onlineLabel="Online" premium premiumLabel="Premium" />);
    const el = screen.getByRole('img');
    expect([el.dataset.online, el.dataset.premium]).toEqual(['true', 'true']);
  });

  it('can be decorative', () => {
    const { container } = render(<Avatar name="Noa" decorative />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Avatar photo', () => {
  it('shows the photo once it has loaded, and the initials only while waiting too long or after a failure', async () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<Avatar name="Noa Levi" src="/photo-a.webp" />);
    const image = () => container.querySelector('img');
    expect(image()?.style.display).toBe('none');
    expect(screen.queryByText('NL')).toBeNull(); // no flash of initials while a photo may arrive from the cache
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText('NL')).toBeTruthy();
    act(() => fireEvent.load(image()!));
    expect(image()?.style.display).toBe('');
    expect(screen.queryByText('NL')).toBeNull();

    rerender(<Avatar name="Noa Levi" src="/photo-b.webp" />);
    expect(image()?.style.display).toBe('none');
    act(() => fireEvent.error(image()!));
    expect(image()).toBeNull();
    expect(screen.getByText('NL')).toBeTruthy();
    vi.useRealTimers();
  });
});
