import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { value: 'a', title: 'First', content: 'One' },
  { value: 'b', title: 'Second', content: 'Two' },
];

describe('Accordion', () => {
  it('opens one section at a time and can close it', async () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(second);
    expect([first.getAttribute('aria-expanded'), second.getAttribute('aria-expanded')]).toEqual(['false', 'true']);
    await userEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });

  it('wraps triggers in headings of the given level', () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
