import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('is an anchor that routers can intercept', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Link href="/terms" onClick={onClick}>
        Terms
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('external links open safely in a new tab', () => {
    render(
      <Link href="https://example.com" external externalLabel="opens in a new tab">
        Help
      </Link>,
    );
    const link = screen.getByRole('link');
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });
});
