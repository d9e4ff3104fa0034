import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, formatCount } from './Badge';

describe('Badge', () => {
  it("caps counts at '9+' (spec: notification bell)", () => {
    expect([formatCount(1), formatCount(9), formatCount(10), formatCount(120)]).toEqual(['1', '9', '9+', '9+']);
    expect(formatCount(120, 99)).toBe('99+');
  });

  it('renders nothing for zero', () => {
    const { container } = render(<Badge count={0} label="0 unread" />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the capped count visually and the full label to assistive technology', () => {
    render(<Badge count={12} label="12 unread notifications" />);
    expect(screen.getByText('9+').closest('[aria-hidden]')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('12 unread notifications')).toBeTruthy();
  });

  it('text badges show their text', () => {
    render(<Badge tone="positive">Online</Badge>);
    expect(screen.getByText('Online').dataset.tone).toBe('positive');
  });
});
