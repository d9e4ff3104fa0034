import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
