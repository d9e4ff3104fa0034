import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { domProps, domPropNames } from './domProps';

describe('domProps', () => {
  it('keeps only whitelisted props that are set', () => {
    const onKeyDown = () => {};
    const picked = domProps({
      id: 'x',
      'aria-label': undefined,
      'data-testid': 't',
      onKeyDown,
      className: 'evil',
      style: { color: 'red' },
      onClick: () => {},
      dangerouslySetInnerHTML: { __html: '<b>x</b>' },
      variant: 'solid',
    });
    expect(picked).toEqual({ id: 'x', 'data-testid': 't', onKeyDown });
  });

  it('is the one list components forward: no class, style, inner HTML or click handler', () => {
    for (const name of ['className', 'style', 'dangerouslySetInnerHTML', 'onClick', 'children']) {
      expect(domPropNames).not.toContain(name);
    }
  });

  it('reaches the DOM through components, and nothing else does', () => {
    const stray = { className: 'evil', style: { color: 'red' }, title: 'x' } as object;
    render(
      <>
        <Card id="c" aria-label="Card" data-testid="card" {...stray}>
          x
        </Card>
        <Button aria-expanded data-state="open" aria-controls="menu" {...stray}>
          Menu
        </Button>
      </>,
    );
    const card = screen.getByTestId('card');
    expect([
      card.id,
      card.getAttribute('aria-label'),
      card.className.includes('evil'),
      card.hasAttribute('title'),
    ]).toEqual(['c', 'Card', false, false]);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect([button.getAttribute('aria-expanded'), button.dataset.state, button.getAttribute('aria-controls')]).toEqual([
      'true',
      'open',
      'menu',
    ]);
    expect(button.className.includes('evil') || button.hasAttribute('style')).toBe(false);
  });
});
