import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps text in the accessibility tree while clipping it', () => {
    render(
      <button type="button">
        <span aria-hidden="true">♥</span>
        <VisuallyHidden>Like</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();
    expect(screen.getByText('Like').getAttribute('style')).toContain('clip');
  });
});
