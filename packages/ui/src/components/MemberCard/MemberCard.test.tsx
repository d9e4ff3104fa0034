import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemberCard } from './MemberCard';

const labels = {
  like: 'Like Noa',
  message: 'Message Noa',
  open: 'view profile',
  online: 'Online now',
  verified: 'Verified',
  premium: 'Premium',
  nextPhoto: 'Next photo',
  noPhoto: 'No photo yet',
};

describe('MemberCard', () => {
  it('loads the photo lazily, or at once with high priority for the first cards of a list', () => {
    const { container, rerender } = render(<MemberCard name="Noa" photos={['/a.webp']} labels={labels} />);
    const img = () => container.querySelector('img')!;
    expect([img().getAttribute('loading'), img().getAttribute('fetchpriority')]).toEqual(['lazy', 'auto']);
    rerender(<MemberCard name="Noa" photos={['/a.webp']} labels={labels} priority />);
    expect([img().getAttribute('loading'), img().getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('names the member with age in bdi, reports liked state and calls each action once', () => {
    const onOpen = vi.fn();
    const onLike = vi.fn();
    const onMessage = vi.fn();
    render(
      <MemberCard
        name="Noa"
        age={29}
        photos={['/a.webp', '/b.webp']}
        liked
        online
        labels={labels}
        onOpen={onOpen}
        onLike={onLike}
        onMessage={onMessage}
      />,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain('Noa, 29');
    expect(screen.getByRole('button', { name: 'Like Noa' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Like Noa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Message Noa' }));
    // The name starts with what is seen (label in name), then says what the button does.
    fireEvent.click(screen.getByRole('button', { name: 'Noa, 29, view profile' }));
    expect([onLike, onMessage, onOpen].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
    expect(screen.getByText('Online now')).toBeTruthy();
  });

  it('flips to the next photo without opening the profile', () => {
    const onOpen = vi.fn();
    const { container } = render(
      <MemberCard name="Noa" photos={['/a.webp', '/b.webp']} labels={labels} onOpen={onOpen} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/a.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/b.webp');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('keeps the like button waiting while a like is on its way', () => {
    render(<MemberCard name="Noa" photos={[]} likeBusy labels={labels} />);
    expect((screen.getByRole('button', { name: 'Like Noa' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
